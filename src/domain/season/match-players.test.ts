import { describe, expect, it } from 'vitest';
import type { TournamentPlayer } from '../tournament/model';
import { seededChooser } from '@/testing/domain/chooser';
import { cleanName, compareCodePoints, matchCupPlayers, nameKey, similarity, similarPlayers } from './match-players';

const t = (...players: TournamentPlayer[]) => ({ players });
const p = (id: string, name: string, cupNumber?: string): TournamentPlayer => (cupNumber === undefined ? { id, name } : { id, name, cupNumber });

describe('clean name and name key (tournament-format.md §8)', () => {
  it('the clean name: NFC, white space as one space, format and control characters removed, trimmed', () => {
    expect(cleanName('  Anna\t\u00a0Huber\n')).toBe('Anna Huber');
    expect(cleanName('An\u200bna\u00ad Hu\u202eber\u0007')).toBe('Anna Huber');
    expect(cleanName('Ju\u0308rgen')).toBe('Jürgen');
    expect(cleanName('Anna\u0085Huber')).toBe('Anna Huber');
    expect(cleanName('Ａｎｎａ  Huber')).toBe('Ａｎｎａ Huber');
  });
  it('"Anna  HUBER", "anna huber" and "Ａｎｎａ Huber" have one key; Müller/Mueller and word order do not match', () => {
    expect(new Set(['Anna  HUBER', 'anna huber', 'Ａｎｎａ Huber', ' Anna\u3000Huber ']).size).toBe(4);
    expect(new Set(['Anna  HUBER', 'anna huber', 'Ａｎｎａ Huber', ' Anna\u3000Huber '].map(nameKey))).toEqual(new Set(['anna huber']));
    expect(nameKey('Josef Müller')).not.toBe(nameKey('Josef Mueller'));
    expect(nameKey('Huber Anna')).not.toBe(nameKey('Anna Huber'));
    expect(nameKey('JÜRGEN')).toBe(nameKey('Ju\u0308rgen'));
  });
});

describe('matching entries to cup players (§8)', () => {
  it('by cup number (trimmed); an entry without one joins the one number its name key carries', () => {
    const m = matchCupPlayers({ tournaments: [t(p('a', 'Anna Huber', ' 1234 '), p('b', 'Bernd')), t(p('x', 'ANNA HUBER'), p('y', 'bernd'))] });
    expect(m.keys).toEqual([['#1234', '~bernd'], ['#1234', '~bernd']]);
    expect(m.players.map((c) => [c.key, c.cupNumber, c.entries.length])).toEqual([['#1234', '1234', 2], ['~bernd', null, 2]]);
    expect(m.ambiguous).toEqual([]);
  });
  it('numbered namesakes stay two players; an entry without a number that fits both is ambiguous (numbers in code-point order)', () => {
    const m = matchCupPlayers({ tournaments: [t(p('a', 'Karl Berger', '31'), p('b', 'Karl Berger', '30')), t(p('c', 'karl berger'))] });
    expect(m.keys[0]).toEqual(['#31', '#30']);
    expect(m.keys[1]).toEqual([null]);
    expect(m.ambiguous).toEqual([{ tournament: 1, player: 0, id: 'c', name: 'karl berger', cupNumbers: ['30', '31'] }]);
    expect(m.similar).toEqual([]);
  });
  it('two entries of one tournament that are one cup player are reported with the earlier one', () => {
    const m = matchCupPlayers({ tournaments: [t(p('a', 'Anna Huber', '1234'), p('b', 'anna  huber'), p('c', 'Eva'), p('d', 'EVA'))] });
    expect(m.sameInTournament.map((s) => [s.player, s.earlier, s.key])).toEqual([[1, 0, '#1234'], [3, 2, '~eva']]);
  });
  it('names that differ only slightly are not merged, but reported as similar (umlaut, word order, a typo)', () => {
    const m = matchCupPlayers({ tournaments: [
      t(p('a', 'Josef Müller'), p('b', 'Anna Huber'), p('c', 'Maria Gruber')),
      t(p('d', 'Josef Mueller'), p('e', 'Huber Anna'), p('f', 'Maria Gruberr'), p('g', 'Otto')),
    ] });
    expect(m.players).toHaveLength(7);
    const reasons = Object.fromEntries(m.similar.map((s) => [`${s.a}|${s.b}`, s.reason]));
    expect(reasons).toEqual({
      '~josef mueller|~josef müller': 'umlaut',
      '~anna huber|~huber anna': 'wordOrder',
      '~maria gruber|~maria gruberr': 'spelling',
    });
  });
});

describe('similar names, found through an index (not by comparing every pair)', () => {
  /** The comparison of every pair, in the order the hint reports them: what the index must give exactly. */
  function everyPair(players: readonly { key: string; cupNumber: string | null; nameKey: string }[]) {
    const out: { a: string; b: string; reason: string }[] = [];
    const seen = new Set<string>();
    for (const p of players) {
      const candidates = players.map((q, i) => ({ q, i }))
        .map(({ q, i }) => ({ q, i, reason: similarity(p.nameKey, q.nameKey) }))
        .filter((x) => x.q !== p && !(p.cupNumber !== null && x.q.cupNumber !== null && p.nameKey === x.q.nameKey));
      const folded = (k: string) => k.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
      const words = (k: string) => k.split(' ').sort().join(' ');
      const len = (k: string) => [...k].length;
      const ordered = [
        ...candidates.filter((x) => folded(x.q.nameKey) === folded(p.nameKey)),
        ...candidates.filter((x) => words(x.q.nameKey) === words(p.nameKey)),
        ...candidates.filter((x) => Math.abs(len(x.q.nameKey) - len(p.nameKey)) <= 1).sort((x, y) => len(x.q.nameKey) - len(y.q.nameKey) || x.i - y.i),
      ];
      for (const { q, reason } of ordered) {
        if (reason === null) continue;
        const [a, b] = compareCodePoints(p.key, q.key) < 0 ? [p, q] : [q, p];
        const id = `${a.key}\u0000${b.key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ a: a.key, b: b.key, reason });
      }
    }
    return out;
  }

  it('gives exactly the pairs, reasons and order of comparing every pair, on random names with typos, umlauts and swaps', () => {
    const ch = seededChooser(26);
    const FIRST = ['Anna', 'Ana', 'Jürgen', 'Juergen', 'Max', 'Maxi', 'Eva', 'Josef', 'Sepp', 'Ida'];
    const LAST = ['Huber', 'Hueber', 'Müller', 'Mueller', 'Maier', 'Meier', 'Mayer', 'Öller', 'Wolf', 'Wölf'];
    let found = 0;
    let some = 0;
    for (let round = 0; round < 20; round++) {
      const tournaments = Array.from({ length: 3 }, (_, ti) => ({
        players: Array.from({ length: ch.int(5, 40) }, (_, pi) => {
          const first = FIRST[ch.int(0, FIRST.length - 1)]!;
          const last = LAST[ch.int(0, LAST.length - 1)]!;
          const name = ch.bool(0.2) ? `${last} ${first}` : `${first} ${last}`;
          return ch.bool(0.3) ? { id: `${ti}-${pi}`, name, cupNumber: String(ch.int(1, 30)) } : { id: `${ti}-${pi}`, name };
        }).filter((p, i, all) => all.findIndex((q) => nameKey(q.name) === nameKey(p.name) || (q.cupNumber !== undefined && q.cupNumber === p.cupNumber)) === i),
      }));
      const match = matchCupPlayers({ tournaments });
      expect(match.similar).toEqual(everyPair(match.players));
      found += match.similar.length;
      // Only the pairs of some players (a new results list's): the same pairs in the same order, the others not compared.
      const of = new Set(match.keys[2]!.filter((k): k is string => k !== null));
      const involving = match.similar.filter((x) => of.has(x.a) || of.has(x.b));
      expect(similarPlayers(match.players, of)).toEqual(involving);
      some += involving.length;
    }
    expect(found).toBeGreaterThan(100);
    expect(some).toBeGreaterThan(20);
  });
});

describe('code-point order', () => {
  it('orders as the code points do, above U+FFFF too, without copying the texts', () => {
    const texts = ['', 'a', 'ab', 'b', 'Ä', '\uE000', '\uFFFF', '\u{1F600}', '\u{1F600}a', '\u{1F601}', 'a\u{10000}', 'a\uFFFD'];
    const byArrays = (a: string, b: string) => {
      const x = [...a].map((c) => c.codePointAt(0)!);
      const y = [...b].map((c) => c.codePointAt(0)!);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
      return Math.sign(x.length - y.length);
    };
    for (const a of texts) for (const b of texts) expect([a, b, compareCodePoints(a, b)]).toEqual([a, b, byArrays(a, b)]);
    expect(compareCodePoints('\u{1F600}', '\uFFFF')).toBe(1);
  });
});
