// @vitest-environment node
/**
 * rules.md §10, bullet by bullet: what bad input gets, as the exact line `settle`
 * prints ("hand N: field: message"). Dealer 0 unless stated, so the Vorhand is seat 1.
 */
import { describe, expect, it } from 'vitest';
import type { PresetId, RulesSpec } from '../model';
import { PRESETS } from '../rules/presets';
import { resolveRules } from '../rules/resolve-rules';
import type { RuleSet } from '../rules/rule-set';
import { errorLine } from './error-line';
import { checkHand } from './validate-hand';

interface Opts {
  rules?: PresetId | RuleSet;
  players?: 4 | 5;
  dealer?: number;
  index?: number;
}

function lines(hand: unknown, opts: Opts = {}): string[] {
  const rules = typeof opts.rules === 'object' ? opts.rules : PRESETS[opts.rules ?? 'hausregeln'];
  return checkHand(hand, opts.index ?? 0, { rules, playerCount: opts.players ?? 4, dealer: opts.dealer ?? 0 }).errors.map(errorLine);
}

function codes(hand: unknown, opts: Opts = {}): string[] {
  const rules = typeof opts.rules === 'object' ? opts.rules : PRESETS[opts.rules ?? 'hausregeln'];
  return checkHand(hand, opts.index ?? 0, { rules, playerCount: opts.players ?? 4, dealer: opts.dealer ?? 0 }).errors.map((e) => e.code);
}

function custom(spec: RulesSpec): RuleSet {
  const r = resolveRules(spec);
  if (!r.ok) throw new Error(r.error.map(errorLine).join('\n'));
  return r.value;
}

const trull = (side: 'declarer' | 'opponents', made = true) => ({ id: 'trull', side, announced: false, made });

describe('valid hands pass', () => {
  it.each([
    ['a plain Rufer', { game: 'rufer', declarer: 1, partner: 3, result: 'won' }],
    ['a Rufer played alone', { game: 'rufer', declarer: 1, partner: null, points: '40/1' }],
    ['a Dreier with Kontra, Prämien and points', {
      game: 'dreier', declarer: 2, points: '38/1', kontra: 1,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }, trull('opponents')],
    }],
    ['a Bettler with individual Kontra', { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 2: 1 } }],
    ['a Trischaken', { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } }],
    ['a Renonce', { game: 'dreier', declarer: 3, renonce: { by: 0 } }],
    ['a Besserrufer with the declarer\'s announced Uhu', {
      game: 'besserrufer', declarer: 2, partner: 0, result: 'won',
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 2, kontra: 1 }],
    }],
    ['a valat made by the declarer side, no result needed', { game: 'dreier', declarer: 2, valat: { side: 'declarer', announced: true, made: true } }],
    ['a manual hand', { manual: [1.5, -0.5, -0.5, -0.5] }],
    ['a struck hand', { void: true }],
    ['a dissolveKassa row', { dissolveKassa: true, note: 'Kassa aufgelöst' }],
    ['a hand with an explicit dealer and doubleStake', { dealer: 2, game: 'rufer', declarer: 3, result: 'lost', doubleStake: true }],
  ])('%s', (_name, hand) => {
    expect(lines(hand)).toEqual([]);
  });
});

describe('§10 seats', () => {
  it('a seat that does not exist', () => {
    expect(lines({ game: 'dreier', declarer: 4, result: 'won' })).toEqual(['hand 0: declarer: must be a seat 0–3, got the number 4']);
    expect(lines({ game: 'dreier', declarer: -1, result: 'won' })).toEqual(['hand 0: declarer: must be a seat 0–3, got the number -1']);
    expect(lines({ game: 'dreier', declarer: 1.5, result: 'won' })).toEqual(['hand 0: declarer: must be a seat 0–3, got the number 1.5']);
    expect(lines({ game: 'dreier', declarer: '1', result: 'won' })).toEqual(['hand 0: declarer: must be a seat 0–3, got the text "1"']);
    expect(lines({ game: 'rufer', declarer: 1, partner: 4, result: 'won' })).toEqual(['hand 0: partner: must be a seat 0–3 or null (alone), got the number 4']);
  });

  it('a seat that sits out: at a 5-table the dealer plays no part', () => {
    expect(lines({ game: 'dreier', declarer: 0, result: 'won' }, { players: 5 })).toEqual(['hand 0: declarer: seat 0 deals and sits out this hand']);
    expect(lines({ game: 'rufer', declarer: 1, partner: 0, result: 'won' }, { players: 5 })).toEqual(['hand 0: partner: seat 0 deals and sits out this hand']);
    expect(lines({ game: 'bettler', declarer: 2, result: 'won', kontraBy: { 0: 1 } }, { players: 5 })).toEqual(['hand 0: kontraBy.0: seat 0 deals and sits out this hand']);
    expect(lines({ game: 'dreier', declarer: 2, renonce: { by: 0 } }, { players: 5 })).toEqual(['hand 0: renonce.by: seat 0 deals and sits out this hand']);
    expect(lines({ game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'opponents', announced: false, made: true, by: 0 }] }, { players: 5 }))
      .toEqual(['hand 0: praemien[0].by: seat 0 deals and sits out this hand']);
  });

  it('at a 5-table seat 4 exists and the Vorhand is the seat after the dealer', () => {
    expect(lines({ game: 'dreier', declarer: 4, result: 'won' }, { players: 5 })).toEqual([]);
    expect(lines({ game: 'rufer', declarer: 0, partner: 2, result: 'won' }, { players: 5, dealer: 4 })).toEqual([]);
  });
});

describe('§10 roles', () => {
  it('a partner equal to the declarer', () => {
    expect(lines({ game: 'rufer', declarer: 1, partner: 1, result: 'won' })).toEqual(['hand 0: partner: must not be the declarer']);
  });

  it('a partner in a game without partner', () => {
    expect(lines({ game: 'dreier', declarer: 1, partner: 2, result: 'won' })).toEqual(['hand 0: partner: dreier has no partner (only Rufer games do)']);
    expect(lines({ game: 'bettler', declarer: 1, partner: 2, result: 'won' })).toEqual(['hand 0: partner: bettler has no partner (only Rufer games do)']);
    expect(lines({ game: 'trischaken', partner: 2, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } })).toEqual(['hand 0: partner: trischaken has no partner']);
    expect(lines({ game: 'dreier', declarer: 1, partner: null, result: 'won' })).toEqual([]);
  });

  it('a Vorhand-only game declared by another seat (rufer, sechserdreier, trischaken)', () => {
    expect(lines({ game: 'rufer', declarer: 2, partner: 3, result: 'won' })).toEqual(['hand 0: declarer: rufer is a Vorhand game: the declarer must be seat 1 (Vorhand)']);
    expect(lines({ game: 'sechserdreier', declarer: 0, result: 'won' })).toEqual(['hand 0: declarer: sechserdreier is a Vorhand game: the declarer must be seat 1 (Vorhand)']);
    expect(lines({ game: 'sechserdreier', declarer: 3, result: 'won' }, { dealer: 2 })).toEqual([]);
    expect(lines({ game: 'trischaken', declarer: 3, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } }))
      .toEqual(['hand 0: declarer: trischaken is a Vorhand game: the declarer must be seat 1 (Vorhand) or left out']);
    expect(lines({ game: 'trischaken', declarer: 1, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } })).toEqual([]);
  });

  it('a missing declarer (Trischaken needs none)', () => {
    expect(lines({ game: 'dreier', result: 'won' })).toEqual(['hand 0: declarer: is required']);
    expect(lines({ declarer: 1, result: 'won' })).toEqual(['hand 0: game: is required (except in manual, void and dissolveKassa hands)']);
  });
});

describe('§10 offer', () => {
  it('a game the rule set does not offer', () => {
    expect(lines({ game: 'zwiccolo', declarer: 2, result: 'won' })).toEqual(['hand 0: game: zwiccolo is not offered by these rules']);
    expect(lines({ game: 'farbendreier', declarer: 2, result: 'won' }, { rules: 'tarockcup' })).toEqual(['hand 0: game: farbendreier is not offered by these rules']);
    expect(lines({ game: 'skat', declarer: 2, result: 'won' })).toEqual(['hand 0: game: unknown game "skat"']);
  });

  it('a Prämie the rule set does not offer (hausregeln has no Marabu; its Farben games carry only valat)', () => {
    expect(lines({ game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'marabu', side: 'declarer', announced: true, made: true, by: 2 }] }))
      .toEqual(['hand 0: praemien[0].id: marabu is not offered in dreier under these rules']);
    expect(lines({ game: 'farbendreier', declarer: 2, result: 'won', praemien: [trull('declarer')] }))
      .toEqual(['hand 0: praemien[0].id: trull is not offered in farbendreier under these rules']);
    expect(lines({ game: 'farbensolo', declarer: 2, result: 'won', praemien: [{ id: 'koenige', side: 'declarer', announced: false, made: true }] }, { rules: 'tarockcup' })).toEqual([]);
  });

  it('a Bei the rule set does not offer', () => {
    const bei = [{ declarer: 2, game: 'piccolo', result: 'lost' }];
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei })).toEqual([
      'hand 0: bei: piccolo cannot be played Bei under these rules',
      'hand 0: bei[0].game: piccolo cannot be played Bei under these rules',
    ]);
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei }, { rules: 'erotas' })).toEqual([]);
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei: [{ declarer: 2, game: 'bettler', result: 'lost' }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei[0].game: bettler cannot be played Bei under these rules']);
    expect(lines({ game: 'bettler', declarer: 0, result: 'won', bei: [{ declarer: 1, game: 'piccolo', result: 'won', kontraBy: { 0: 1 } }] }, { rules: 'wiki' })).toEqual([]);
  });

  it('Prämien in a negative game or Trischaken', () => {
    expect(lines({ game: 'bettler', declarer: 0, result: 'won', praemien: [trull('opponents')] })).toEqual(['hand 0: praemien: negative games have no Prämien']);
    expect(lines({ game: 'trischaken', praemien: [trull('opponents')], trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } }))
      .toEqual(['hand 0: praemien: Trischaken has no Prämien']);
  });

  it('koenig_ultimo / koenigfang outside the Rufer family', () => {
    expect(lines({ game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'koenig_ultimo', side: 'declarer', announced: true, made: true }] }))
      .toEqual(['hand 0: praemien[0].id: koenig_ultimo exists only in Rufer games']);
    expect(lines({ game: 'farbensolo', declarer: 2, result: 'won', praemien: [{ id: 'koenigfang', side: 'opponents', announced: false, made: true }] }, { rules: 'wiki' }))
      .toEqual(['hand 0: praemien[0].id: koenigfang exists only in Rufer games']);
    expect(lines({ game: 'solorufer', declarer: 2, partner: 3, result: 'won', praemien: [{ id: 'koenigfang', side: 'opponents', announced: false, made: true }] }, { rules: 'wiki' }))
      .toEqual([]);
  });

  it('König Ultimo belongs to the declarer side, Königfang to the opponents', () => {
    expect(lines({ game: 'rufer', declarer: 1, partner: 2, result: 'won', praemien: [{ id: 'koenig_ultimo', side: 'opponents', announced: false, made: true }] }))
      .toEqual(['hand 0: praemien[0].side: koenig_ultimo is played by the declarer side']);
    expect(lines({ game: 'rufer', declarer: 1, partner: 2, result: 'won', praemien: [{ id: 'koenigfang', side: 'declarer', announced: false, made: true }] }, { rules: 'wiki' }))
      .toEqual(['hand 0: praemien[0].side: koenigfang is scored by the opponents (they catch the called king)']);
  });

  it('mondfang for the declarer side in hausregeln', () => {
    const hand = { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'mondfang', side: 'declarer', announced: false, made: true }] };
    expect(lines(hand)).toEqual(['hand 0: praemien[0].side: in these rules only the opponents can score mondfang']);
    expect(lines(hand, { rules: 'erotas' })).toEqual([]);
    expect(lines({ ...hand, praemien: [{ id: 'mondfang', side: 'opponents', announced: false, made: true }] })).toEqual([]);
  });

  it('absolut / grammopoi made by the side that lost the game', () => {
    const absolut = (side: string, made = true) => ({ id: 'absolut', side, announced: false, made });
    expect(lines({ game: 'dreier', declarer: 2, result: 'lost', praemien: [absolut('declarer')] }, { rules: 'wiki' }))
      .toEqual(['hand 0: praemien[0].side: absolut can only be made by the side that won the game']);
    expect(lines({ game: 'dreier', declarer: 2, points: '60/0', praemien: [{ id: 'grammopoi', side: 'opponents', announced: false, made: true }] }, { rules: 'wiki' }))
      .toEqual(['hand 0: praemien[0].side: grammopoi can only be made by the side that won the game']);
    expect(lines({ game: 'dreier', declarer: 2, points: '20/0', praemien: [absolut('opponents')] }, { rules: 'wiki' })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 2, result: 'lost', praemien: [{ id: 'absolut', side: 'declarer', announced: true, made: false }] }, { rules: 'wiki' })).toEqual([]);
  });
});

describe('§10 birds', () => {
  it('a Besserrufer without an announced bird held by the declarer', () => {
    const msg = 'hand 0: praemien: a besserrufer needs an announced bird held by the declarer (side "declarer", announced, by = declarer)';
    expect(lines({ game: 'besserrufer', declarer: 2, partner: 3, result: 'won' })).toEqual([msg]);
    expect(lines({ game: 'besserrufer', declarer: 2, partner: 3, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: false, made: true, by: 2 }] })).toEqual([msg]);
    expect(lines({ game: 'besserrufer', declarer: 2, partner: 3, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 3 }] })).toEqual([msg]);
    expect(lines({ game: 'besserrufer', declarer: 2, partner: 3, result: 'won', praemien: [trull('declarer')] })).toEqual([msg]);
  });

  it('a bird whose holder is not on the Prämie\'s side', () => {
    const pagat = (side: string, by: number) => ({ id: 'pagat', side, announced: false, made: true, by });
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [pagat('declarer', 2)] })).toEqual(['hand 0: praemien[0].by: seat 2 is not on the declarer side']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [pagat('opponents', 1)] })).toEqual(['hand 0: praemien[0].by: seat 1 is not an opponent']);
    expect(lines({ game: 'rufer', declarer: 1, partner: 3, result: 'won', praemien: [pagat('declarer', 3)] })).toEqual([]);
    expect(lines({ game: 'rufer', declarer: 1, partner: 3, result: 'won', praemien: [pagat('opponents', 3)] })).toEqual(['hand 0: praemien[0].by: seat 3 is not an opponent']);
  });

  it('a bird without its holder, and a holder on a Prämie that is no bird', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true }] }))
      .toEqual(['hand 0: praemien[0].by: is required for uhu: the seat that holds the bird']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [{ ...trull('declarer'), by: 1 }] }))
      .toEqual(['hand 0: praemien[0].by: only birds (pagat, uhu, kakadu, marabu) record who holds them']);
  });

  it('the same Prämie twice for one side; a bird for both sides; made by both sides', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [trull('declarer'), trull('declarer', false)] }))
      .toEqual(['hand 0: praemien[1].id: trull is recorded twice for the declarer side']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [
      { id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 },
      { id: 'pagat', side: 'opponents', announced: false, made: true, by: 2 },
    ] })).toEqual(['hand 0: praemien[1].id: pagat is recorded for both sides: a bird is one card, held by one seat']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [trull('declarer'), trull('opponents')] }))
      .toEqual(['hand 0: praemien[1].made: trull cannot be made by both sides']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [{ id: 'koenige', side: 'declarer', announced: true, made: false }, { id: 'koenige', side: 'opponents', announced: false, made: true }] }))
      .toEqual([]);
  });
});

describe('§10 Kontra', () => {
  it('a level above the maximum (hausregeln: up to Re)', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontra: 3 })).toEqual(['hand 0: kontra: level 3 is above the highest Kontra level of these rules (2)']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontra: 3 }, { rules: 'tarockcup' })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontra: 7 }, { rules: 'tarockcup' }))
      .toEqual(['hand 0: kontra: must be a Kontra level 0–6 (0 none, 1 Kontra, 2 Re, 3 Sub…), got the number 7']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', kontraBy: { 2: 3 } })).toEqual(['hand 0: kontraBy.2: level 3 is above the highest Kontra level of these rules (2)']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1, kontra: 3 }] }))
      .toEqual(['hand 0: praemien[0].kontra: level 3 is above the highest Kontra level of these rules (2)']);
  });

  it('Kontra on a silent Prämie', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', praemien: [{ ...trull('declarer'), kontra: 1 }] }))
      .toEqual(['hand 0: praemien[0].kontra: only an announced Prämie can be contra\'d']);
  });

  it('Kontra in Trischaken where the preset has none, or above level 1', () => {
    const tr = (kontra: number[]) => ({ game: 'trischaken', trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0], kontra } });
    expect(lines(tr([0, 0, 1, 0]), { rules: 'tarockcup' })).toEqual(['hand 0: trischaken.kontra[2]: these rules have no Kontra in Trischaken']);
    expect(lines(tr([0, 0, 0, 0]), { rules: 'tarockcup' })).toEqual([]);
    expect(lines(tr([0, 2, 1, 0]))).toEqual(['hand 0: trischaken.kontra[1]: Trischaken Kontra goes up to level 1 in these rules, got 2']);
    expect(lines(tr([1, 1, 1, 1]))).toEqual([]);
    expect(lines({ game: 'trischaken', kontra: 1, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } }))
      .toEqual(['hand 0: kontra: Trischaken Kontra goes in trischaken.kontra, one level per seat']);
  });

  it('kontraBy on a positive game or for the declarer\'s own seat', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontraBy: { 2: 1 } }))
      .toEqual(['hand 0: kontraBy: kontraBy is only for negative games: a positive game has one Kontra level (kontra)']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', kontraBy: { 1: 1 } })).toEqual(['hand 0: kontraBy.1: the declarer cannot contra his own game']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', kontraBy: { 7: 1 } })).toEqual(['hand 0: kontraBy: key "7" is not a seat 0–3']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', kontraBy: { '02': 1 } })).toEqual(['hand 0: kontraBy: key "02" is not a seat 0–3']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', kontra: 1 }))
      .toEqual(['hand 0: kontra: negative games are contra\'d by each opponent for himself: use kontraBy']);
  });

  it('vorfleck without Kontra, on a game without talon, or with the rule off', () => {
    const on = custom({ preset: 'hausregeln', overrides: { vorfleck: true } });
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontra: 1, vorfleck: true })).toEqual(['hand 0: vorfleck: the Vorfleck rule is off in these rules']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', vorfleck: true }, { rules: on }))
      .toEqual(['hand 0: vorfleck: needs a Kontra (kontra 1 or higher): the Vorfleck is the first Kontra, given before the talon']);
    expect(lines({ game: 'solodreier', declarer: 1, result: 'won', kontra: 1, vorfleck: true }, { rules: on }))
      .toEqual(['hand 0: vorfleck: solodreier has no talon, so it cannot be vorgefleckt']);
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', vorfleck: true }, { rules: on }))
      .toEqual(['hand 0: vorfleck: bettler has no talon, so it cannot be vorgefleckt']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontra: 2, vorfleck: true }, { rules: on })).toEqual([]);
  });
});

describe('§10 valat', () => {
  it('announced: false, made: false', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: false, made: false } }))
      .toEqual(['hand 0: valat: a valat that was neither announced nor made is no valat: leave it out']);
  });

  it('a valat in a negative game or Trischaken', () => {
    const valat = { side: 'declarer', announced: false, made: true };
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', valat })).toEqual(['hand 0: valat: negative games have no valat']);
    expect(lines({ game: 'trischaken', valat, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } })).toEqual(['hand 0: valat: Trischaken has no valat']);
  });

  it('a valat of the wrong shape', () => {
    expect(lines({ game: 'dreier', declarer: 1, valat: { side: 'both', announced: 'yes' } })).toEqual([
      'hand 0: valat.side: must be "declarer" or "opponents", got the text "both"',
      'hand 0: valat.announced: must be true or false, got the text "yes"',
      'hand 0: valat.made: is required (true or false)',
    ]);
  });

  it('the result must follow the valat (multiply mode)', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: false } }))
      .toEqual(['hand 0: result: must be "lost": the valat announced by the declarer side failed']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'lost', points: 50, valat: { side: 'declarer', announced: true, made: false } })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', valat: { side: 'opponents', announced: false, made: true } }))
      .toEqual(['hand 0: result: must be "lost": the opponents took every trick']);
    expect(lines({ game: 'dreier', declarer: 1, points: '30/0', valat: { side: 'declarer', announced: false, made: true } }))
      .toEqual(['hand 0: points: 30/0 cannot be right: the declarer side took every trick']);
  });

  it('baden (fixed mode): a failed valat says nothing about the game, so the result is still needed', () => {
    expect(lines({ game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: false } }, { rules: 'baden' }))
      .toEqual(['hand 0: result: is required: enter "won"/"lost", the declarer side\'s card points, or a valat']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: false } }, { rules: 'baden' })).toEqual([]);
  });
});

describe('§10 points', () => {
  it('card points outside 0/0…70/0, Blatt outside 0–2', () => {
    const msg = (got: string) => `hand 0: points: must be card points "P/B" from 0/0 to 70/0 with Blatt 0–2 (or whole points), got ${got}`;
    expect(lines({ game: 'dreier', declarer: 1, points: '71/0' })).toEqual([msg('the text "71/0"')]);
    expect(lines({ game: 'dreier', declarer: 1, points: '70/1' })).toEqual([msg('the text "70/1"')]);
    expect(lines({ game: 'dreier', declarer: 1, points: '35/3' })).toEqual([msg('the text "35/3"')]);
    expect(lines({ game: 'dreier', declarer: 1, points: -1 })).toEqual([msg('the number -1')]);
    expect(lines({ game: 'dreier', declarer: 1, points: 35.5 })).toEqual([msg('the number 35.5')]);
    expect(lines({ game: 'dreier', declarer: 1, points: 'NaN' })).toEqual([msg('the text "NaN"')]);
    expect(lines({ game: 'dreier', declarer: 1, points: '70/0' })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, points: 0 })).toEqual([]);
  });

  it('Trischaken points not summing to 70/0, tricks not summing to 12', () => {
    expect(lines({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '18/2', '0/0'], tricks: [5, 4, 3, 0] } }))
      .toEqual(['hand 0: trischaken.points: must add up to 70/0, they add up to 69/0']);
    expect(lines({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 2, 0] } }))
      .toEqual(['hand 0: trischaken.tricks: must add up to 12, they add up to 11']);
  });

  it('a trickless player with points', () => {
    expect(lines({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '18/2', '1/0'], tricks: [5, 4, 3, 0] } }))
      .toEqual(['hand 0: trischaken.points[3]: must be 0/0: seat 3 took no trick']);
  });

  it('arrays of the wrong length; null exactly for the seat sitting out', () => {
    expect(lines({ game: 'trischaken', trischaken: { points: ['35/0', '35/0', '0/0'], tricks: [6, 6, 0, 0] } }))
      .toEqual(['hand 0: trischaken.points: must have one entry per seat (4), got 3']);
    expect(lines({ game: 'trischaken', trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0, 0] } }))
      .toEqual(['hand 0: trischaken.tricks: must have one entry per seat (4), got 5']);
    const five = { points: [null, 35, 35, 0, 0], tricks: [null, 6, 6, 0, 0] };
    expect(lines({ game: 'trischaken', trischaken: five }, { players: 5 })).toEqual([]);
    expect(lines({ game: 'trischaken', trischaken: { ...five, points: [0, 35, 35, 0, 0] } }, { players: 5 }))
      .toEqual(['hand 0: trischaken.points[0]: must be null: seat 0 deals and sits out this hand']);
    expect(lines({ game: 'trischaken', trischaken: { ...five, tricks: [null, 6, 6, null, 0] } }, { players: 5 }))
      .toEqual(['hand 0: trischaken.tricks[3]: is missing: seat 3 plays this hand']);
    expect(lines({ game: 'trischaken', trischaken: { points: [35, 35, 0, null], tricks: [6, 6, 0, 0] } }))
      .toEqual(['hand 0: trischaken.points[3]: is missing: seat 3 plays this hand']);
  });

  it('a Trischaken hand needs its points; tricks are optional (rules.md §7) but must agree when given', () => {
    expect(lines({ game: 'trischaken' })).toEqual(['hand 0: trischaken: is required: each seat\'s card points (tricks optional)']);
    expect(lines({ game: 'trischaken', trischaken: { points: [35, 35, 0, 0] } })).toEqual([]);
    expect(lines({ game: 'trischaken', trischaken: { points: [35, 35, 0, 0], tricks: [6, 5, 1, 0] } }))
      .toEqual(['hand 0: trischaken.tricks[2]: must be 0: seat 2 has 0/0, and every trick holds card points']);
    expect(lines({ game: 'trischaken', trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 13] } }))
      .toEqual(['hand 0: trischaken.tricks[3]: must be a number of tricks 0–12, got the number 13']);
  });
});

describe('§10 consistency', () => {
  it('result and points that disagree (threshold 35/2)', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/1' }, { rules: 'tarockcup' }))
      .toEqual(['hand 0: result: "won" disagrees with points 35/1: the declarer side needs at least 35/2']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'lost', points: '35/2' }, { rules: 'tarockcup' }))
      .toEqual(['hand 0: result: "lost" disagrees with points 35/2: the declarer side needs at least 35/2']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/2' }, { rules: 'tarockcup' })).toEqual([]);
  });

  it('erotas: 35/1 wins', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/1' }, { rules: 'erotas' })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/0' }, { rules: 'erotas' }))
      .toEqual(['hand 0: result: "won" disagrees with points 35/0: the declarer side needs at least 35/1']);
  });

  it('hausregeln: at Kontra 35:35 wins for the declarer; at Re the declarer needs 35/2 again', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/0', kontra: 1 })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'lost', points: '35/0', kontra: 1 }))
      .toEqual(['hand 0: result: "lost" disagrees with points 35/0: the declarer side needs at least 34/2']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/1', kontra: 2 }))
      .toEqual(['hand 0: result: "won" disagrees with points 35/1: the declarer side needs at least 35/2']);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', points: '35/0' }))
      .toEqual(['hand 0: result: "won" disagrees with points 35/0: the declarer side needs at least 35/2']);
  });

  it('a positive game needs a result, points or a valat; a negative contract needs a result', () => {
    expect(lines({ game: 'dreier', declarer: 1 })).toEqual(['hand 0: result: is required: enter "won"/"lost", the declarer side\'s card points, or a valat']);
    expect(lines({ game: 'piccolo', declarer: 1 })).toEqual(['hand 0: result: is required for a negative game ("won" or "lost")']);
    expect(lines({ game: 'piccolo', declarer: 1, points: '10/0', result: 'won' }))
      .toEqual(['hand 0: points: card points are only entered for positive games; a negative game is won or lost']);
  });

  it('Schleifen outside rufer/besserrufer', () => {
    expect(lines({ game: 'dreier', declarer: 1, conceded: true })).toEqual(['hand 0: conceded: only a Rufer or Besserrufer can be conceded (Schleifen), not dreier']);
    expect(lines({ game: 'solorufer', declarer: 1, conceded: true })).toEqual(['hand 0: conceded: only a Rufer or Besserrufer can be conceded (Schleifen), not solorufer']);
    expect(lines({ game: 'bettler', declarer: 1, conceded: true, result: 'lost' })).toEqual(['hand 0: conceded: only a Rufer or Besserrufer can be conceded (Schleifen)']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, calledKingInTalon: true })).toEqual([]);
  });

  it('Schleifen with Kontra, valat or Prämien other than a Besserrufer\'s announced birds', () => {
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, kontra: 1 })).toEqual(['hand 0: kontra: a conceded game (Schleifen) cannot be contra\'d']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, valat: { side: 'opponents', announced: true, made: true } }))
      .toEqual(['hand 0: valat: a conceded game (Schleifen) has no valat']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, praemien: [trull('opponents')] }))
      .toEqual(['hand 0: praemien[0]: a conceded game (Schleifen) carries no Prämien except the Besserrufer\'s announced bird']);
    const uhu = { id: 'uhu', side: 'declarer', announced: true, made: false, by: 2 };
    expect(lines({ game: 'besserrufer', declarer: 2, conceded: true, praemien: [uhu] }, { rules: 'tarockcup' })).toEqual([]);
    expect(lines({ game: 'besserrufer', declarer: 2, conceded: true, praemien: [{ ...uhu, kontra: 1 }] }, { rules: 'tarockcup' }))
      .toEqual(['hand 0: praemien[0].kontra: a conceded game (Schleifen) cannot be contra\'d']);
    expect(lines({ game: 'rufer', declarer: 1, partner: 2, conceded: true }))
      .toEqual(['hand 0: partner: must be empty: the called king lay in the talon and the game was conceded']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, result: 'won' })).toEqual(['hand 0: result: a conceded game (Schleifen) is lost']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, result: 'lost' })).toEqual([]);
  });

  it('the called king in the talon leaves no partner', () => {
    expect(lines({ game: 'solorufer', declarer: 1, partner: 2, calledKingInTalon: true, result: 'won' }, { rules: 'tarockcup' }))
      .toEqual(['hand 0: partner: must be empty: the called king lay in the talon, so the declarer plays alone']);
    expect(lines({ game: 'dreier', declarer: 1, calledKingInTalon: true, result: 'won' })).toEqual(['hand 0: calledKingInTalon: only Rufer games call a king']);
  });

  it('two contracts for the same seat in a Bei hand', () => {
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei: [{ declarer: 0, game: 'zwiccolo', result: 'lost' }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei[0].declarer: seat 0 already has a contract in this hand']);
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei: [{ declarer: 2, game: 'zwiccolo', result: 'lost' }, { declarer: 2, game: 'piccolo', result: 'won' }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei[1].declarer: seat 2 already has a contract in this hand']);
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei: [{ declarer: 2, game: 'zwiccolo', result: 'lost', kontraBy: { 2: 1 } }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei[0].kontraBy.2: the declarer cannot contra his own game']);
    expect(lines({ game: 'piccolo', declarer: 0, result: 'won', bei: [{ declarer: 2, game: 'zwiccolo' }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei[0].result: is required ("won" or "lost")']);
  });

  it('manual amounts not summing to zero, compared as exact decimals', () => {
    expect(lines({ manual: [0.1, 0.2, -0.3, 0] })).toEqual([]);
    expect(lines({ manual: [0.1, 0.2, -0.2, 0] })).toEqual(['hand 0: manual: amounts must add up to 0, they add up to 0.1']);
    expect(lines({ manual: [3, -1, -1, -1] })).toEqual([]);
    expect(lines({ manual: [3, -1, -1] })).toEqual(['hand 0: manual: must have one amount per seat (4), got 3']);
    expect(lines({ manual: [1e-7, 0, 0, 0] })).toEqual([
      'hand 0: manual[0]: must be a number between −1000000 and 1000000 with at most 4 decimals, got the number 1e-7',
    ]);
    expect(lines({ manual: ['1', 0, 0, -1] })).toHaveLength(1);
    expect(lines({ manual: [1e300, -1e300, 0, 0] })).toHaveLength(2);
  });

  it('manual: the seat sitting out at a 5-table gets 0', () => {
    expect(lines({ manual: [0, 2, -1, -1, 0] }, { players: 5 })).toEqual([]);
    expect(lines({ manual: [1, 2, -1, -1, -1] }, { players: 5 })).toEqual(['hand 0: manual[0]: must be 0: seat 0 deals and sits out this hand']);
  });

  it('manual hands record only amounts', () => {
    expect(lines({ manual: [1, -1, 0, 0], game: 'dreier', declarer: 1 })).toEqual([
      'hand 0: game: a manual hand records only explicit amounts (manual), dealer, doubleStake and a note',
      'hand 0: declarer: a manual hand records only explicit amounts (manual), dealer, doubleStake and a note',
    ]);
  });

  it('void and dissolveKassa hands need no game or declarer', () => {
    expect(lines({ void: true })).toEqual([]);
    expect(lines({ dissolveKassa: true })).toEqual([]);
    expect(lines({ void: true, game: 'dreier', declarer: 1, result: 'won', kontra: 3 })).toEqual([]);
    expect(lines({ void: true, game: 'dreier', declarer: 9 })).toEqual(['hand 0: declarer: must be a seat 0–3, got the number 9']);
    expect(lines({ dissolveKassa: true, dealer: 1 })).toEqual(['hand 0: dealer: a dissolveKassa row records only the dissolving of the Pagatkassa (and a note)']);
  });
});

describe('Renonce hands', () => {
  it('need the game and declarer but no result; the offender is an active seat', () => {
    expect(lines({ game: 'rufer', declarer: 1, partner: 2, renonce: { by: 2 } })).toEqual([]);
    expect(lines({ game: 'bettler', declarer: 1, renonce: { by: 3 }, kontraBy: { 2: 1 } })).toEqual([]);
    expect(lines({ game: 'trischaken', renonce: { by: 3 } })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, renonce: { by: 4 } })).toEqual(['hand 0: renonce.by: must be a seat 0–3, got the number 4']);
    expect(lines({ game: 'dreier', declarer: 1, renonce: {} })).toEqual(['hand 0: renonce.by: is required (the seat that committed the Renonce)']);
    expect(lines({ game: 'dreier', declarer: 1, renonce: 2 })).toEqual(['hand 0: renonce: must be an object { "by": seat }, got the number 2']);
  });

  it('a Renonce in a Bei hand or on a conceded hand cannot be settled by the rules', () => {
    expect(lines({ game: 'piccolo', declarer: 0, renonce: { by: 1 }, bei: [{ declarer: 2, game: 'piccolo', result: 'won' }] }, { rules: 'erotas' }))
      .toEqual(['hand 0: bei: a Renonce hand cannot carry Bei contracts: record it as a manual hand']);
    expect(lines({ game: 'rufer', declarer: 1, conceded: true, renonce: { by: 1 } }))
      .toEqual(['hand 0: renonce: a conceded hand (Schleifen) is not played, so there is no Renonce']);
  });
});

describe('hostile values never throw', () => {
  it.each([
    null, 42, 'dreier', [], true,
    { game: ['dreier'] }, { game: 'dreier', declarer: { valueOf: 1 } }, { praemien: 'all' }, { praemien: [null, 1, []] },
    { trischaken: [] }, { kontraBy: [] }, { bei: {} }, { manual: {} }, { valat: [] },
    { game: 'dreier', declarer: 1e308, points: Infinity }, { game: 'dreier', declarer: -0, points: -0, result: 'won' },
  ])('%j', (hand) => {
    expect(() => checkHand(hand, 3, { rules: PRESETS.wiki, playerCount: 4, dealer: 0 }).errors).not.toThrow();
  });

  it('a non-object hand is one clear error', () => {
    expect(lines(null, { index: 7 })).toEqual(['hand 7: hand: must be an object, got null']);
    expect(lines([1, 2], { index: 2 })).toEqual(['hand 2: hand: must be an object, got an array']);
  });

  it('unknown hand keys are named; prototype keys are unknown keys, not inherited fields', () => {
    expect(lines({ game: 'rufer', declarer: 1, partner: 2, result: 'won', winner: 1 })).toEqual(['hand 0: winner: unknown field (not part of the session format)']);
    const hostile = JSON.parse('{"game":"rufer","declarer":1,"result":"won","__proto__":{"partner":1},"constructor":{}}') as unknown;
    expect(codes(hostile)).toEqual(['ERR_UNKNOWN_KEY', 'ERR_UNKNOWN_KEY']);
    expect(lines({ 'a\nb': 1, game: 'rufer', declarer: 1, result: 'won' })).toEqual(['hand 0: hand: unknown field "a\\nb" (not part of the session format)']);
  });

  it('-0 is read as 0', () => {
    expect(lines({ game: 'dreier', declarer: -0, result: 'won' }, { dealer: 1 })).toEqual([]);
  });

  it('empty lists, Kontra 0 and false flags in games that do not use them are harmless', () => {
    expect(lines({ game: 'bettler', declarer: 1, result: 'won', praemien: [], kontra: 0, conceded: false, vorfleck: false, calledKingInTalon: false })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', kontraBy: {}, bei: [], partner: null })).toEqual([]);
    expect(lines({ game: 'trischaken', kontra: 0, praemien: [], kontraBy: {}, trischaken: { points: [35, 35, 0, 0], tricks: [6, 6, 0, 0] } })).toEqual([]);
  });

  it('flags written as false read as not set', () => {
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', conceded: false, vorfleck: false, void: false, dissolveKassa: false })).toEqual([]);
    expect(lines({ game: 'dreier', declarer: 1, result: 'won', vorfleck: 'true' })).toEqual(['hand 0: vorfleck: must be true (or left out), got the text "true"']);
  });
});

describe('checkHand for the live preview', () => {
  it('an explicit dealer in the hand takes precedence over the rotation\'s', () => {
    expect(lines({ dealer: 2, game: 'rufer', declarer: 3, result: 'won' }, { dealer: 0 })).toEqual([]);
    expect(lines({ dealer: 2, game: 'dreier', declarer: 2, result: 'won' }, { dealer: 0, players: 5 })).toEqual(['hand 0: declarer: seat 2 deals and sits out this hand']);
  });

  it('the index is the one given', () => {
    expect(lines({ game: 'dreier', declarer: 1 }, { index: 12 })).toEqual(['hand 12: result: is required: enter "won"/"lost", the declarer side\'s card points, or a valat']);
  });
});
