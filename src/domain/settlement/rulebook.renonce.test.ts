/**
 * rules.md §5: Renonce. Mode asIfWon: the offender pays every other active player what
 * that player's side would have received had it won — game (declarer side at the tariff,
 * opponents at the loss tariff) and every announced Prämie, with the recorded Kontra
 * levels, Vorfleck, an announced valat (×8) and the hand's multiplier. Mode flat: the
 * per-opponent value once to each. Trischaken: what the offender would pay as sole loser.
 * All hands: hand 0, dealer seat 0, Vorhand seat 1.
 */
import { describe, expect, it } from 'vitest';
import { cash, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const cup = rulesOf('tarockcup');
const erotas = rulesOf('erotas');
const baden = rulesOf('baden');
const wiki = rulesOf('wiki');

describe('rules.md §5: Renonce in positive games (asIfWon)', () => {
  it('hausregeln: Dreier worth 6, renoncing opponent pays the declarer 18 and each other opponent 6', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 1, renonce: { by: 0 } });
    expect(sheet(h)).toEqual([-30, 18, 6, 6]);
  });
  it('hausregeln: Dreier worth 6, renoncing declarer pays each opponent 6', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 1, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln: Rufer 2 vs 2, renoncing partner pays each of the other three 1 (his own declarer too)', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, renonce: { by: 3 } });
    expect(sheet(h)).toEqual([1, 1, 1, -3]);
  });
  it('hausregeln: Rufer 2 vs 2, renoncing declarer pays his partner too — 1 to each of the other three', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([1, -3, 1, 1]);
  });
  it('hausregeln: Rufer 2 vs 2, renoncing opponent pays each of the other three 1', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, renonce: { by: 2 } });
    expect(sheet(h)).toEqual([1, 1, -3, 1]);
  });
  it('hausregeln: Rufer played alone, renoncing opponent pays the declarer 3 and each other opponent 1', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: null, renonce: { by: 0 } });
    expect(sheet(h)).toEqual([-5, 3, 1, 1]);
  });
  it('tarockcup: Sechserdreier (4, lost 8) with the declarer\'s announced Uhu — renoncing opponent pays the declarer 3 × (4 + 4) = 24 and each other opponent 8 + 4 = 12', () => {
    const h = settleOne(cup, {
      game: 'sechserdreier', declarer: 1,
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 }],
      renonce: { by: 0 },
    });
    expect(sheet(h)).toEqual([-48, 24, 12, 12]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('hausregeln: Sechserdreier, renoncing declarer pays each opponent the loss tariff 12', () => {
    const h = settleOne(haus, { game: 'sechserdreier', declarer: 1, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([12, -36, 12, 12]);
  });
  it('hausregeln: Dreier with Kontra, renoncing opponent pays the declarer 3 × 12 = 36 and each other opponent 12', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 1, kontra: 1, renonce: { by: 2 } });
    expect(sheet(h)).toEqual([12, 36, -60, 12]);
  });
  it('hausregeln + Vorfleck: Dreier with a Vorfleck, renoncing declarer pays each opponent 6 × 4 = 24', () => {
    const rules = rulesOf('hausregeln', { vorfleck: true });
    const h = settleOne(rules, { game: 'dreier', declarer: 1, kontra: 1, vorfleck: true, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([24, -72, 24, 24]);
  });
  it('hausregeln: announced valat counts ×8 for either side — renoncing declarer pays each opponent 6 × 8 = 48', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: false }, renonce: { by: 1 },
    });
    expect(sheet(h)).toEqual([48, -144, 48, 48]);
  });
  it('hausregeln: announced valat, renoncing opponent pays the declarer 3 × 48 = 144 and each other opponent 48', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: false }, renonce: { by: 3 },
    });
    expect(sheet(h)).toEqual([48, 144, 48, -240]);
  });
  it('hausregeln: the opponents\' announced valat counts ×8 too — renoncing declarer pays each opponent 6 × 8 = 48', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, valat: { side: 'opponents', announced: true, made: false }, renonce: { by: 1 },
    });
    expect(sheet(h)).toEqual([48, -144, 48, 48]);
  });
  it('hausregeln: a silent valat is no announcement — renoncing declarer pays the plain 6', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true }, renonce: { by: 1 },
    });
    expect(sheet(h)).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln: announced Prämien of both sides — renoncing declarer pays each opponent 6 + defeated Pagat 2 + own Trull 2 = 10; silent ones ignored', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1,
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 },
        { id: 'trull', side: 'opponents', announced: true, made: false },
        { id: 'koenige', side: 'opponents', announced: false, made: true },
      ],
      renonce: { by: 1 },
    });
    expect(sheet(h)).toEqual([10, -30, 10, 10]);
  });
  it('hausregeln: an announced Prämie with Kontra counts at its level — renoncing opponent, declarer\'s Pagat with Kontra 4: declarer 3 × (6 + 4) = 30, others 6 + 4 = 10', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, kontra: 1, by: 1 }],
      renonce: { by: 0 },
    });
    expect(sheet(h)).toEqual([-50, 30, 10, 10]);
  });
  it('hausregeln: Solodreier (12) with an announced Pagat (solo: 4), renoncing opponent pays the declarer 3 × 16 = 48 and the others 16 each', () => {
    const h = settleOne(haus, {
      game: 'solodreier', declarer: 1,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }],
      renonce: { by: 0 },
    });
    expect(sheet(h)).toEqual([-80, 48, 16, 16]);
  });
  it('hausregeln: Rufer 2 vs 2 with the pair\'s announced König Ultimo, renoncing opponent pays each of the others 1 + 2 = 3', () => {
    const h = settleOne(haus, {
      game: 'rufer', declarer: 1, partner: 3,
      praemien: [{ id: 'koenig_ultimo', side: 'declarer', announced: true, made: false }],
      renonce: { by: 2 },
    });
    expect(sheet(h)).toEqual([3, 3, -9, 3]);
  });
  it('tarockcup: a Renonce in a contra\'d Dreier splits into sheet and cash — renoncing declarer: sheet 4 each, cash 4 each', () => {
    const h = settleOne(cup, { game: 'dreier', declarer: 1, kontra: 1, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([4, -12, 4, 4]);
    expect(cash(h)).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln, 5 players: renoncing opponent in a Dreier of seat 2 — dealer 0 sits out with 0', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 2, renonce: { by: 4 } }, { players: 5 });
    expect(sheet(h)).toEqual([0, 6, 18, 6, -30]);
  });
});

describe('rules.md §5: Renonce in negative games (the declarer side is the declarer alone)', () => {
  it('hausregeln: Bettler (4), renoncing opponent pays the declarer 3 × 4 = 12 and each other opponent 4', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, renonce: { by: 0 } });
    expect(sheet(h)).toEqual([-20, 12, 4, 4]);
  });
  it('hausregeln: Bettler, renoncing declarer pays each opponent 4', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln: Bettler with seat 2\'s Kontra, renoncing declarer pays seat 2 8 and the others 4', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, kontraBy: { '2': 1 }, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([4, -16, 8, 4]);
  });
});

describe('rules.md §5: Renonce mode flat (custom sets)', () => {
  const flat = rulesOf('hausregeln', { renonce: 'flat' });
  it('hausregeln copy, flat: Dreier worth 6, renoncing opponent pays each other player 6 once', () => {
    const h = settleOne(flat, { game: 'dreier', declarer: 1, renonce: { by: 0 } });
    expect(sheet(h)).toEqual([-18, 6, 6, 6]);
  });
  it('hausregeln copy, flat: Dreier worth 6, renoncing declarer pays each opponent 6', () => {
    const h = settleOne(flat, { game: 'dreier', declarer: 1, renonce: { by: 1 } });
    expect(sheet(h)).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln copy, flat: Bettler (4), renoncing opponent pays each other player 4', () => {
    const h = settleOne(flat, { game: 'bettler', declarer: 2, renonce: { by: 3 } });
    expect(sheet(h)).toEqual([4, 4, 4, -12]);
  });
});

describe('rules.md §5: Renonce in Trischaken — what the offender would pay as sole loser', () => {
  it('hausregeln: non-Vorhand offender pays each other player 2 × 2 (voll) = 4', () => {
    const h = settleOne(haus, { game: 'trischaken', renonce: { by: 2 } });
    expect(sheet(h)).toEqual([4, 4, -12, 4]);
  });
  it('hausregeln: Vorhand offender pays each other player 2 × 2 (voll) × 2 (Vorhand) = 8', () => {
    const h = settleOne(haus, { game: 'trischaken', renonce: { by: 1 } });
    expect(sheet(h)).toEqual([8, -24, 8, 8]);
  });
  it('tarockcup: non-Vorhand offender pays 1 × 2 (Bürgermeister) = 2 to each', () => {
    const h = settleOne(cup, { game: 'trischaken', renonce: { by: 0 } });
    expect(sheet(h)).toEqual([-6, 2, 2, 2]);
  });
  it('tarockcup: Vorhand offender pays 1 × 4 (Vorhand Bürgermeister) = 4 to each', () => {
    const h = settleOne(cup, { game: 'trischaken', renonce: { by: 1 } });
    expect(sheet(h)).toEqual([4, -12, 4, 4]);
  });
  it('erotas: non-Vorhand offender pays 5 × 2 = 10 to each; Vorhand offender 5 × 2 × 2 = 20', () => {
    expect(sheet(settleOne(erotas, { game: 'trischaken', renonce: { by: 3 } }))).toEqual([10, 10, 10, -30]);
    expect(sheet(settleOne(erotas, { game: 'trischaken', renonce: { by: 1 } }))).toEqual([20, -60, 20, 20]);
  });
  it('baden: Vorhand offender pays 2 × 2 (≥35/2) = 4 to each', () => {
    expect(sheet(settleOne(baden, { game: 'trischaken', renonce: { by: 1 } }))).toEqual([4, -12, 4, 4]);
  });
  it('wiki: offender pays 4 × base = 4 to each (as if he had taken all tricks); Vorhand 8', () => {
    expect(sheet(settleOne(wiki, { game: 'trischaken', renonce: { by: 2 } }))).toEqual([4, 4, -12, 4]);
    expect(sheet(settleOne(wiki, { game: 'trischaken', renonce: { by: 1 } }))).toEqual([8, -24, 8, 8]);
  });
  it('hausregeln, 5 players: offender seat 4 pays the three other active players 4, the dealer 0 sits out', () => {
    const h = settleOne(haus, { game: 'trischaken', renonce: { by: 4 } }, { players: 5 });
    expect(sheet(h)).toEqual([0, 4, 4, 4, -12]);
  });
});
