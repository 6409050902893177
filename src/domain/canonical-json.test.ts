import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { handInFingerprint } from './online/documents';
import type { Hand } from './model';
import type { HandIn } from './tournament/model';
import { resultFingerprint } from './tournament/result-fingerprint';

describe('canonical JSON', () => {
  it('sorts members by UTF-16 code units and writes numbers as JSON.stringify does (RFC 8785)', () => {
    expect(canonicalJson({ b: 1, a: [1.5, -0, 1e21, 'x'], A: null, '\u00e9': 1, '\ud83d\ude00': 2, '\uff5e': 3 }))
      .toBe('{"A":null,"a":[1.5,0,1e+21,"x"],"b":1,"é":1,"😀":2,"～":3}');
    expect(canonicalJson({ z: undefined, y: 'a"b\\c\n' })).toBe('{"y":"a\\"b\\\\c\\n"}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(RangeError);
  });

  it('is the same JSON value, with keys sorted at every depth and array order kept', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
    expect(canonicalJson({ b: [2, 1], a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":[2,1]}');
  });
});

describe('the fingerprints already stored do not change', () => {
  // Values taken before canonical JSON and the hash had one home; a change here would make
  // every stored result and hand-in look new (the files' fingerprints: src/transfer/import-json.test.ts).
  it('a table result (typed totals and hands)', () => {
    expect(resultFingerprint({ totals: [12, -4, -8, 0] })).toBe('a608451e83dae573');
    expect(resultFingerprint({ hands: [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' } as Hand] })).toBe('94bfa84d37138278');
  });

  it('a hand-in message', () => {
    const message = {
      format: 'tarock-hand-in', version: 1, tournament: 'cup-1', round: 1, table: 2, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0,
      hands: [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }], note: 'Tisch 2 ü', mac: 'abc',
    } as unknown as HandIn & { mac: string };
    expect(handInFingerprint(message)).toBe('c3a86b6bbdb77b71');
  });
});
