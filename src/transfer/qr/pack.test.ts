import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { REALISTIC_MIX, UNIFORM_MIX, type HandMix } from '@/testing/domain';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn, parseHandIn } from '@/domain/tournament/hand-in';
import { makeTableCard, parseTableCard } from '@/domain/tournament/table-card';
import { encodeBase45 } from './base45';
import { addScan, EMPTY_COLLECTION, fnv1aHex, packMessage, QR_MAX_CHARS, readPart, unpackCodes, type QrCollection, type ScanOutcome } from './pack';
import { symbolOf, throughSymbol } from '@/testing/qr-test-kit';

const t5 = buildTournament({ players: 13 }); // tables of 4, 4 and 5
const t4 = buildTournament({ players: 12 }); // tables of 4
const t40 = { ...t4, handsPerRound: { '4': 40, '5': 40 } };

function handInOf(tournament: typeof t5, table: number, hands: number, seed = 7, mix: HandMix = REALISTIC_MIX) {
  return makeHandIn(buildTableSession(tournament, 1, table, hands, seed, mix));
}

/** Every code through a real QR symbol, then reassembled in the given order. */
function scanAll(codes: readonly string[], kind: 'card' | 'handIn'): { outcome: ScanOutcome; versions: number[] } {
  let collection: QrCollection = EMPTY_COLLECTION;
  let outcome: ScanOutcome | undefined;
  const versions: number[] = [];
  for (const code of codes) {
    const seen = throughSymbol(code);
    versions.push(seen.version);
    ({ collection, outcome } = addScan(collection, seen.text, kind));
  }
  return { outcome: outcome!, versions };
}

describe("the parts' hash is part of the QR format (docs/qr-format.md)", () => {
  it('is FNV-1a 32 over the bytes, pinned: codes printed by one app version are read by the next', () => {
    const text = (t: string) => new TextEncoder().encode(t);
    expect(fnv1aHex(new Uint8Array())).toBe('811C9DC5');
    expect(fnv1aHex(text('a'))).toBe('E40C292C');
    expect(fnv1aHex(text('foobar'))).toBe('BF9CF968');
    expect(fnv1aHex(new Uint8Array([0, 255, 128, 7]))).toBe('BD45F725');
    expect(fnv1aHex(text('Königrufen ♥ 𝄞'))).toBe('CDEE83EC');
  });
});

describe('hand-in → QR symbol(s) → hand-in', () => {
  const cases: [string, typeof t5, number, number][] = [
    ['4 hands at a table of 4', t4, 1, 4],
    ['4 hands at a table of 5', t5, 3, 4],
    ['16 hands at a table of 4', t4, 1, 16],
    ['16 hands at a table of 5', t5, 3, 16],
    ['20 hands at a table of 4', t4, 2, 20],
    ['20 hands at a table of 5', t5, 3, 20],
    ['40 hands at a table of 4', t40, 1, 40],
    ['40 hands at a table of 5', t5, 3, 40],
  ];
  it.each(cases)('%s round-trips exactly', (_, tournament, table, hands) => {
    const handIn = handInOf(tournament, table, hands);
    const codes = packMessage('handIn', handIn);
    const { outcome } = scanAll(codes, 'handIn');
    expect(outcome.status).toBe('message');
    if (outcome.status !== 'message') return;
    expect(outcome.message).toEqual(JSON.parse(JSON.stringify(handIn)));
    expect(parseHandIn(outcome.message)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(handIn)) });
  });

  it('a 20-hand round fits one code of version 25 or smaller at level M, at tables of 4 and 5, typical and extra-heavy hands', () => {
    const versions: number[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      for (const [tournament, table, mix] of [[t4, 1, REALISTIC_MIX], [t5, 3, REALISTIC_MIX], [t4, 1, UNIFORM_MIX], [t5, 3, UNIFORM_MIX]] as const) {
        const codes = packMessage('handIn', handInOf(tournament, table, 20, seed, mix));
        expect(codes).toHaveLength(1);
        const { version } = symbolOf(codes[0]!);
        versions.push(version);
      }
    }
    expect(Math.max(...versions)).toBeLessThanOrEqual(25);
  });

  it('every code is alphanumeric text (never raw binary) and at most version 25 at M', () => {
    for (const code of packMessage('handIn', handInOf(t5, 3, 100))) {
      expect(code).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
      expect(code.length).toBeLessThanOrEqual(QR_MAX_CHARS);
      expect(symbolOf(code).version).toBeLessThanOrEqual(25);
    }
  });
});

describe('several codes for a large round, scanned in any order', () => {
  const handIn = handInOf(t5, 3, 100, 3);
  const codes = packMessage('handIn', handIn);

  it('a 100-hand round needs several codes, each saying which part of how many it is', () => {
    expect(codes.length).toBeGreaterThan(1);
    codes.forEach((code, i) => expect(code.startsWith(`KB1:H:${i + 1}/${codes.length}:`)).toBe(true));
  });

  it.each([
    ['in order', (c: string[]) => c],
    ['backwards', (c: string[]) => [...c].reverse()],
    ['shuffled, with repeats', (c: string[]) => [c[1]!, c[1]!, ...c.slice(2).reverse(), c[0]!]],
  ])('%s', (_, order) => {
    let collection: QrCollection = EMPTY_COLLECTION;
    const statuses: string[] = [];
    let last: ScanOutcome | undefined;
    for (const code of order(codes)) {
      ({ collection, outcome: last } = addScan(collection, code, 'handIn'));
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe('message');
    expect(statuses.filter((s) => s === 'message')).toHaveLength(1);
    expect(last!.status === 'message' && last!.message).toEqual(JSON.parse(JSON.stringify(handIn)));
  });

  it('reports progress: 1 of n, 2 of n … and a repeat changes nothing', () => {
    let { collection, outcome } = addScan(EMPTY_COLLECTION, codes[0]!, 'handIn');
    expect(outcome).toMatchObject({ status: 'progress', have: 1, count: codes.length });
    const again = addScan(collection, codes[0]!, 'handIn');
    expect(again.outcome).toMatchObject({ status: 'repeat', have: 1 });
    expect(again.collection).toBe(collection);
    ({ collection, outcome } = addScan(collection, codes[1]!, 'handIn'));
    expect(outcome).toMatchObject(codes.length > 2 ? { status: 'progress', have: 2 } : { status: 'message' });
  });

  it('parts of two messages never mix: two tables scanned interleaved both arrive whole', () => {
    const other = handInOf(t5, 3, 100, 4);
    const otherCodes = packMessage('handIn', other);
    const interleaved = codes.flatMap((c, i) => [c, otherCodes[i]].filter((x): x is string => x !== undefined)).concat(otherCodes.slice(codes.length));
    let collection: QrCollection = EMPTY_COLLECTION;
    const messages: unknown[] = [];
    for (const code of interleaved) {
      const r = addScan(collection, code, 'handIn');
      collection = r.collection;
      if (r.outcome.status === 'message') messages.push(r.outcome.message);
    }
    expect(messages).toEqual(expect.arrayContaining([JSON.parse(JSON.stringify(handIn)), JSON.parse(JSON.stringify(other))]));
    expect(messages).toHaveLength(2);
  });
});

describe('table card → QR symbol → table card', () => {
  it('a card fits one small code and reads back', () => {
    const card = makeTableCard(t5, 1, 3)!;
    const codes = packMessage('card', card);
    expect(codes).toHaveLength(1);
    const { outcome, versions } = scanAll(codes, 'card');
    expect(versions[0]).toBeLessThanOrEqual(15);
    expect(outcome.status === 'message' && parseTableCard(outcome.message)).toEqual({ ok: true, value: card });
  });
});

describe('damaged, foreign and mismatched codes are refused with their reason', () => {
  const [code] = packMessage('handIn', handInOf(t4, 1, 8));
  const error = (raw: string, kind: 'card' | 'handIn' = 'handIn', collection: QrCollection = EMPTY_COLLECTION) => {
    const r = addScan(collection, raw, kind);
    return r.outcome.status === 'error' ? r.outcome.error.code : r.outcome.status;
  };

  it('foreign: a web address, a ticket, an empty code', () => {
    expect(error('https://example.org/menu')).toBe('ERR_QR_FOREIGN');
    expect(error('HC1:6BFOXN*TS0BI$ZDFRH')).toBe('ERR_QR_FOREIGN');
    expect(error('')).toBe('ERR_QR_FOREIGN');
  });

  it('newer: a code packed by a later version of the app', () => {
    expect(error(code!.replace(/^KB1/, 'KB2'))).toBe('ERR_QR_NEWER');
  });

  it('damaged: a changed character, a cut-off code, a broken prefix, a wrong checksum, bytes that do not inflate', () => {
    const data = code!.slice(code!.lastIndexOf(':', 30) + 1);
    const changed = code!.slice(0, -10) + (code!.at(-10) === 'A' ? 'B' : 'A') + code!.slice(-9);
    expect(error(changed)).toBe('ERR_QR_DAMAGED');
    expect(error(code!.slice(0, code!.length - 7))).toBe('ERR_QR_DAMAGED');
    expect(error(code!.replace(':1/1:', ':2/1:'))).toBe('ERR_QR_DAMAGED');
    expect(error(code!.replace(/:[0-9A-F]{8}:/, ':00000000:'))).toBe('ERR_QR_DAMAGED');
    expect(error(`KB1:H:1/1:${fnv1aHex(new Uint8Array())}:${encodeBase45(new Uint8Array([0xff, 0xfe, 0xfd]))}`)).toBe('ERR_QR_DAMAGED');
    expect(error(`KB1:H:1/1:00000000:${data}x`)).toBe('ERR_QR_DAMAGED');
  });

  it('damaged: valid deflate of text that is not JSON', () => {
    const bytes = new TextEncoder().encode('not json at all');
    expect(error(`KB1:H:1/1:${fnv1aHex(bytes)}:${encodeBase45(deflateSync(bytes))}`)).toBe('ERR_QR_DAMAGED');
  });

  it('damaged: a deflate bomb is cut off, not inflated', () => {
    const bytes = new Uint8Array(3_000_000).fill(32);
    expect(error(`KB1:H:1/1:${fnv1aHex(bytes)}:${encodeBase45(deflateSync(bytes, { level: 9 }))}`)).toBe('ERR_QR_DAMAGED');
  });

  it('wrong kind: a table card on the hand-in scanner, and a hand-in on the table phone', () => {
    const [card] = packMessage('card', makeTableCard(t4, 1, 1));
    expect(error(card!, 'handIn')).toBe('ERR_QR_WRONG_KIND');
    expect(error(code!, 'card')).toBe('ERR_QR_WRONG_KIND');
  });

  it('mismatch: a part whose count or content disagrees with the parts already scanned', () => {
    const parts = packMessage('handIn', handInOf(t5, 3, 100, 5));
    const { collection } = addScan(EMPTY_COLLECTION, parts[0]!, 'handIn');
    const hash = readPart(parts[0]!);
    expect(hash.ok).toBe(true);
    expect(error(parts[1]!.replace(`/${parts.length}:`, `/${parts.length + 1}:`), 'handIn', collection)).toBe('ERR_QR_MISMATCH');
    expect(error(parts[0]!.slice(0, -3) + 'AAA', 'handIn', collection)).toBe('ERR_QR_MISMATCH');
  });

  it('unpackCodes reads a whole message or says why not', () => {
    expect(unpackCodes([code!], 'handIn').status).toBe('message');
    expect(unpackCodes(['nonsense'], 'handIn')).toMatchObject({ status: 'error', error: { code: 'ERR_QR_FOREIGN' } });
  });
});
