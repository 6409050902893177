import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, PRAEMIE_IDS, type Hand, type PraemieEntry } from '@/domain/index';
import { makeEveryFactSession } from '@/testing/domain/session';
import { LEGEND, legendEntry, rowFacts, type LegendKey, type RowFacts, type RowMark } from './row-facts';

function texts(marks: RowMark[]): string[] {
  return marks.map((m) => m.text);
}

function allMarks(facts: RowFacts): RowMark[] {
  return [...(facts.head ? [facts.head] : []), ...facts.marks, ...facts.seats.flat()];
}

const LEGEND_KEYS = new Set<string>(
  Object.entries(LEGEND).flatMap(([group, entries]) => Object.keys(entries).map((name) => `${group}.${name}`)),
);

describe('the marks of a sheet row', () => {
  it('names the Kontra level as the table says it: K, Re, Sub, then the level', () => {
    const levels = [1, 2, 3, 4, 5, 6].map((kontra) => texts(rowFacts({ game: 'dreier', declarer: 0, result: 'won', kontra }, 1, 4, 1, 'de').marks));
    expect(levels).toEqual([['K'], ['Re'], ['Sub'], ['K4'], ['K5'], ['K6']]);
    const vorfleck = rowFacts({ game: 'rufer', declarer: 0, partner: 1, result: 'won', kontra: 1, vorfleck: true }, 1, 4, 1, 'de');
    expect(texts(vorfleck.marks)).toEqual(['K', 'Vf']);
    expect(vorfleck.marks[0]!.long).toBe('Kontra (×2)');
  });

  it('shows a Valat with announced "!", made "+" or failed "−", and the opponents\' side', () => {
    const silent = rowFacts({ game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true } }, 1, 4, 1, 'de');
    expect(texts(silent.marks)).toEqual(['Val+']);
    const failed = rowFacts({ game: 'dreier', declarer: 0, valat: { side: 'opponents', announced: true, made: false } }, 1, 4, 1, 'de');
    expect(texts(failed.marks)).toEqual(['G:Val!−']);
    expect(failed.marks[0]!.long).toBe('Valat angesagt verloren (der Gegner)');
    const english = rowFacts({ game: 'dreier', declarer: 0, valat: { side: 'opponents', announced: true, made: false } }, 1, 4, 1, 'en');
    expect(texts(english.marks)).toEqual(['O:Val!−']);
  });

  it('shows a fixed valat\'s own Kontra beside it (rules.md §3.1 valat.kontra)', () => {
    const own = rowFacts({ game: 'dreier', declarer: 0, result: 'won', valat: { side: 'declarer', announced: true, made: true, kontra: 1 } }, 1, 4, 1, 'de');
    expect(texts(own.marks)).toEqual(['Val!+K']);
    expect(own.marks[0]!.long).toBe('Valat angesagt gemacht, Kontra (×2)');
  });

  it('shows each Prämie: which, angesagt or still, made or lost, its Kontra, by which side', () => {
    const praemien: PraemieEntry[] = [
      { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1, kontra: 1 },
      { id: 'trull', side: 'opponents', announced: false, made: true },
      { id: 'koenig_ultimo', side: 'declarer', announced: false, made: false },
      { id: 'koenige', side: 'opponents', announced: true, made: false },
    ];
    const facts = rowFacts({ game: 'dreier', declarer: 1, result: 'won', praemien }, 0, 4, 1, 'de');
    expect(texts(facts.marks)).toEqual(['Pg!+K', 'G:Tru+', 'KU−', 'G:4K!−']);
    expect(facts.marks.map((m) => m.long)).toEqual([
      'Pagat angesagt gemacht, Kontra (×2)',
      'Trull still gemacht (der Gegner)',
      'König Ultimo still verloren',
      'Vier Könige angesagt verloren (der Gegner)',
    ]);
  });

  it('shows Schleifen and the king in the talon', () => {
    expect(texts(rowFacts({ game: 'rufer', declarer: 2, conceded: true, partner: null }, 1, 4, 1, 'de').marks)).toEqual(['Schl']);
    expect(texts(rowFacts({ game: 'solorufer', declarer: 2, calledKingInTalon: true, result: 'won' }, 1, 4, 1, 'de').marks)).toEqual(['KT']);
  });

  it('marks the Renonce in the offender\'s column, Spieler and Partner in theirs', () => {
    const facts = rowFacts({ game: 'rufer', declarer: 0, partner: 3, renonce: { by: 2 } }, 1, 4, 1, 'de');
    expect(facts.seats.map(texts)).toEqual([['S'], ['G'], ['R'], ['P']]);
  });

  it('shows a Bei contract (game and result) and marks its declarer; each player\'s own Kontra sits in their column', () => {
    const hand: Hand = { game: 'piccolo', declarer: 3, result: 'won', kontraBy: { '0': 1 }, bei: [{ declarer: 0, game: 'piccolo', result: 'lost', kontraBy: { '1': 2 } }] };
    const facts = rowFacts(hand, 2, 4, 1, 'de');
    expect(texts(facts.marks)).toEqual(['B:P−']);
    expect(facts.marks[0]!.long).toBe('Bei-Spiel Piccolo verloren');
    expect(facts.seats.map(texts)).toEqual([['B', 'K'], ['Re'], ['G'], ['S']]);
    expect(facts.seats[1]![0]!.long).toBe('Bei-Spiel: Re, Rekontra (×4)');
  });

  it('shows each player\'s Kontra in a Trischaken', () => {
    const hand: Hand = { game: 'trischaken', trischaken: { points: ['20/0', '30/0', '10/0', '10/0'], kontra: [null, 1, null, 2] } };
    expect(rowFacts(hand, 0, 4, 1, 'de').seats.map(texts)).toEqual([['G'], ['K'], [], ['Re']]);
  });

  it('has a note mark, a doubling mark, and marks the dealer at a 4-table only', () => {
    const four = rowFacts({ game: 'rufer', declarer: 1, partner: 2, result: 'won', note: 'neu gegeben' }, 0, 4, 2, 'de');
    expect(texts(four.marks)).toEqual(['×2', '✎']);
    expect(four.marks[1]!.long).toBe('Notiz: neu gegeben');
    expect(four.seats[0]!.map((m) => m.text)).toEqual(['G']);
    const english = rowFacts({ game: 'rufer', declarer: 1, partner: 2, result: 'won' }, 0, 4, 1, 'en');
    expect(english.seats[0]!.map((m) => m.text)).toEqual(['D']);
    const five = rowFacts({ game: 'rufer', declarer: 1, partner: 2, result: 'won' }, 0, 5, 1, 'de');
    expect(five.seats[0]).toEqual([]);
    expect(texts(rowFacts({ dissolveKassa: true }, 0, 4, 1, 'de').seats.flat())).toEqual([]);
  });

  it('a plain hand has no marks beside the game', () => {
    const facts = rowFacts({ game: 'rufer', declarer: 1, partner: 2, result: 'won' }, 3, 4, 1, 'de');
    expect(facts.head?.text).toBe('R');
    expect(facts.marks).toEqual([]);
  });

  it('the every-fact evening shows every kind of mark', () => {
    const session = makeEveryFactSession();
    const all = session.hands.flatMap((hand, i) => allMarks(rowFacts(hand, i, 4, 1, 'de')).flatMap((m) => m.parts));
    for (const key of ['row.kontra2', 'row.vorfleck', 'row.valat', 'row.note', 'row.conceded', 'how.bei', 'how.opponents', 'how.announced',
      'praemien.praemie:pagat', 'praemien.praemie:trull', 'seat.declarer', 'seat.partner', 'seat.renonce', 'seat.dealer', 'seat.beiDeclarer'] as LegendKey[]) {
      expect(all, key).toContain(key);
    }
  });
});

describe('the legend', () => {
  const seat = fc.integer({ min: 0, max: 3 });
  const level = fc.integer({ min: 0, max: 6 });
  const side = fc.constantFrom('declarer' as const, 'opponents' as const);
  const praemie = fc.record({ id: fc.constantFrom(...PRAEMIE_IDS), side, announced: fc.boolean(), made: fc.boolean(), kontra: fc.option(level, { nil: undefined }), by: fc.option(seat, { nil: undefined }) });
  const hand: fc.Arbitrary<Hand> = fc.record(
    {
      game: fc.constantFrom(...GAME_IDS),
      declarer: seat,
      partner: fc.option(seat),
      conceded: fc.constant(true as const),
      calledKingInTalon: fc.constant(true as const),
      kontra: level,
      vorfleck: fc.constant(true as const),
      valat: fc.record({ side, announced: fc.boolean(), made: fc.boolean() }),
      praemien: fc.array(praemie, { maxLength: 4 }),
      kontraBy: fc.dictionary(fc.constantFrom('0', '1', '2', '3'), level),
      bei: fc.array(fc.record({ declarer: seat, game: fc.constantFrom(...GAME_IDS), result: fc.constantFrom('won' as const, 'lost' as const), kontraBy: fc.dictionary(fc.constantFrom('0', '1', '2', '3'), level) }), { maxLength: 2 }),
      trischaken: fc.record({ points: fc.constant(['0/0', '0/0', '0/0', '70/0']), kontra: fc.array(fc.option(level), { minLength: 4, maxLength: 4 }) }),
      renonce: fc.record({ by: seat }),
      doubleStake: fc.boolean(),
      manual: fc.constant([0, 0, 0, 0]),
      dissolveKassa: fc.constant(true as const),
      void: fc.constant(true as const),
      note: fc.string({ minLength: 1 }),
    },
    { requiredKeys: [] },
  );

  it('explains every mark a row can show, in German and English, and each mark is written exactly as its legend entries', () => {
    fc.assert(
      fc.property(hand, seat, fc.constantFrom(4, 5), fc.constantFrom(1, 2, 4), fc.constantFrom('de' as const, 'en' as const), (h, dealer, players, factor, lang) => {
        for (const m of allMarks(rowFacts(h, dealer, players, factor, lang))) {
          for (const part of m.parts) {
            expect(LEGEND_KEYS.has(part), part).toBe(true);
            expect(legendEntry(part).meaning[lang], part).not.toBe('');
          }
          if (m.parts[0] === 'row.doubled') expect(m.text).toBe(`×${factor}`);
          else expect(m.text).toBe(m.parts.map((p) => legendEntry(p).abbr[lang]).join(''));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('lists every game of the rulebook with its short name', () => {
    for (const id of GAME_IDS) expect(LEGEND.games[`game:${id}`].abbr.de).not.toBe('');
    const abbrevs = GAME_IDS.map((id) => LEGEND.games[`game:${id}`].abbr.de);
    expect(new Set(abbrevs).size).toBe(abbrevs.length);
  });

  it('never uses one short form for two things within the row marks', () => {
    for (const lang of ['de', 'en'] as const) {
      const seen = new Map<string, string>();
      for (const group of ['row', 'praemien', 'seat'] as const) {
        for (const [name, entry] of Object.entries(LEGEND[group])) {
          const abbr = (entry as { abbr: Record<string, string> }).abbr[lang]!;
          expect(seen.get(abbr), `${group}.${name} ${abbr}`).toBeUndefined();
          seen.set(abbr, `${group}.${name}`);
        }
      }
    }
  });
});
