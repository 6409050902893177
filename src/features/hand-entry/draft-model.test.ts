// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  checkHand,
  declarerNeeds,
  resolveRules,
  tableSeats as tableOf,
  type Hand,
  type RuleSet,
  type Session,
} from '@/domain/index';
import {
  addBei,
  chooseDealer,
  chooseDeclarer,
  chooseGame,
  chooseKontra,
  chooseKontraBy,
  chooseManualAmount,
  chooseMode,
  choosePartner,
  choosePoints,
  chooseResult,
  chooseTrischakenPoints,
  chooseTrischakenTricks,
  fillManualRest,
  flipManualSign,
  togglePraemie,
  toggleRequiredBird,
  updateBei,
  updatePraemie,
} from './draft-changes';
import { makeSession } from '@/testing/domain/session';
import { completeTrischaken, draftToHand } from './draft-to-hand';
import {
  emptyDraft,
  extrasOffered,
  handToDraft,
  parseManualAmount,
  rotationDealer,
  type DraftContext,
  type HandDraft,
} from './draft-model';

const haus: DraftContext = { rules: PRESETS.hausregeln, playerCount: 4, dealer: 0 };

function rulesWith(spec: Parameters<typeof resolveRules>[0]): RuleSet {
  const r = resolveRules(spec);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function apply(ctx: DraftContext, ...steps: ((d: HandDraft) => HandDraft)[]): HandDraft {
  return steps.reduce((d, step) => step(d), emptyDraft(ctx.playerCount));
}

describe('the table', () => {
  it('at a 4-table everyone plays and Vorhand sits right after the dealer', () => {
    expect(tableOf(4, 3)).toEqual({ active: [0, 1, 2, 3], vorhand: 0, dealer: 3, sittingOut: null });
  });

  it('at a 5-table the dealer sits out', () => {
    expect(tableOf(5, 2)).toEqual({ active: [0, 1, 3, 4], vorhand: 3, dealer: 2, sittingOut: 2 });
  });
});

describe('draft → hand', () => {
  it('an empty draft asks for the game first', () => {
    expect(draftToHand(emptyDraft(4), haus)).toEqual({ hand: {}, gaps: ['game'] });
  });

  it('a Rufer preselects Vorhand as declarer and then asks for partner and result', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus));
    expect(d.declarer).toBe(1);
    expect(draftToHand(d, haus).gaps).toEqual(['partner', 'result']);
  });

  it('a plain won Rufer with partner becomes exactly the format example', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => choosePartner(x, 3, haus), (x) => chooseResult(x, 'won'));
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ game: 'rufer', declarer: 1, partner: 3, result: 'won' });
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
  });

  it('"allein" is recorded as partner null', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => choosePartner(x, null, haus), (x) => chooseResult(x, 'lost'));
    expect(draftToHand(d, haus).hand).toEqual({ game: 'rufer', declarer: 1, partner: null, result: 'lost' });
  });

  it('a won Dreier with Kontra and a silent Trull (one tap each)', () => {
    const d = apply(
      haus,
      (x) => chooseGame(x, 'dreier', haus),
      (x) => chooseDeclarer(x, 2, haus),
      (x) => chooseResult(x, 'won'),
      (x) => chooseKontra(x, 1),
      (x) => togglePraemie(x, 'trull', haus),
    );
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({
      game: 'dreier',
      declarer: 2,
      result: 'won',
      kontra: 1,
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    });
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
  });

  it('card points replace won/lost and are written "P/B"', () => {
    const d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => chooseResult(x, 'won'), (x) => choosePoints(x, 3 * 38 + 1));
    expect(draftToHand(d, haus).hand).toEqual({ game: 'dreier', declarer: 1, points: '38/1' });
    const back = chooseResult(d, 'lost');
    expect(draftToHand(back, haus).hand).toEqual({ game: 'dreier', declarer: 1, result: 'lost' });
  });

  it('Vorhand-only games always get the Vorhand as declarer', () => {
    const d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => chooseDeclarer(x, 3, haus), (x) => chooseGame(x, 'sechserdreier', haus));
    expect(d.declarer).toBe(1);
  });

  it('switching to a negative game drops Prämien, Kontra, valat and points', () => {
    const d = apply(
      haus,
      (x) => chooseGame(x, 'dreier', haus),
      (x) => chooseKontra(x, 2),
      (x) => togglePraemie(x, 'pagat', haus),
      (x) => ({ ...x, valat: { side: 'declarer', announced: true, made: true } }),
      (x) => choosePoints(x, 120),
      (x) => chooseGame(x, 'bettler', haus),
      (x) => chooseResult(x, 'lost'),
      (x) => chooseKontraBy(x, 0, 1),
    );
    expect(draftToHand(d, haus).hand).toEqual({ game: 'bettler', declarer: 1, result: 'lost', kontraBy: { '0': 1 } });
  });

  it('an opponent Kontra of the new declarer is dropped when the declarer changes', () => {
    const d = apply(haus, (x) => chooseGame(x, 'bettler', haus), (x) => chooseKontraBy(x, 2, 1), (x) => chooseDeclarer(x, 2, haus));
    expect(d.kontraBy).toEqual({});
  });

  it('Schleifen records no partner and needs no result', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => ({ ...x, conceded: true, partner: null }));
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ game: 'rufer', declarer: 1, partner: null, conceded: true });
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
  });

  it('a Renonce needs no result', () => {
    const d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => ({ ...x, renonceBy: 0 }));
    expect(draftToHand(d, haus)).toEqual({ hand: { game: 'dreier', declarer: 1, renonce: { by: 0 } }, gaps: [] });
  });

  it('a struck hand keeps what was entered and needs nothing more', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => ({ ...x, void: true, note: ' Karten vergeben ' }));
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ game: 'rufer', declarer: 1, void: true, note: 'Karten vergeben' });
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
    expect(draftToHand({ ...emptyDraft(4), void: true }, haus)).toEqual({ hand: { void: true }, gaps: [] });
  });
});

describe('Prämien', () => {
  it('a bird is switched on silent, made, held by the declarer', () => {
    const d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => chooseDeclarer(x, 3, haus), (x) => togglePraemie(x, 'pagat', haus));
    expect(d.praemien).toEqual([{ id: 'pagat', side: 'declarer', announced: false, made: true, by: 3 }]);
    expect(togglePraemie(d, 'pagat', haus).praemien).toEqual([]);
  });

  it('Mondfang defaults to the opponents where only they can score it (hausregeln)', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => togglePraemie(x, 'mondfang', haus));
    expect(d.praemien[0]?.side).toBe('opponents');
    const wiki: DraftContext = { ...haus, rules: PRESETS.wiki };
    const w = apply(wiki, (x) => chooseGame(x, 'rufer', wiki), (x) => togglePraemie(x, 'mondfang', wiki), (x) => togglePraemie(x, 'koenigfang', wiki));
    expect(w.praemien.map((p) => p.side)).toEqual(['declarer', 'opponents']);
  });

  it('announcing allows a Kontra; going back to silent removes it', () => {
    let d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => togglePraemie(x, 'uhu', haus));
    d = updatePraemie(d, 0, { announced: true, kontra: 1, made: false }, haus);
    expect(d.praemien[0]).toEqual({ id: 'uhu', side: 'declarer', announced: true, made: false, kontra: 1, by: 1 });
    d = updatePraemie(d, 0, { announced: false }, haus);
    expect(d.praemien[0]).toEqual({ id: 'uhu', side: 'declarer', announced: false, made: false, by: 1 });
  });

  it('moving a bird to the opponents asks who held it', () => {
    let d = apply(haus, (x) => chooseGame(x, 'dreier', haus), (x) => chooseResult(x, 'won'), (x) => togglePraemie(x, 'pagat', haus));
    d = updatePraemie(d, 0, { side: 'opponents' }, haus);
    expect(d.praemien[0]?.by).toBeUndefined();
    expect(draftToHand(d, haus).gaps).toEqual(['birdHolder']);
    d = updatePraemie(d, 0, { by: 0 }, haus);
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
  });

  it("the declarer's bird moves with the declarer; the partner's stays", () => {
    let d = apply(
      haus,
      (x) => chooseGame(x, 'solorufer', haus),
      (x) => choosePartner(x, 2, haus),
      (x) => togglePraemie(x, 'pagat', haus),
      (x) => togglePraemie(x, 'uhu', haus),
    );
    d = updatePraemie(d, 1, { by: 2 }, haus);
    d = chooseDeclarer(d, 3, haus);
    expect(d.praemien.map((p) => p.by)).toEqual([3, 2]);
    d = choosePartner(d, 0, haus);
    expect(d.praemien.map((p) => p.by)).toEqual([3, 3]);
  });

  it('a Besserrufer needs its announced bird, chosen with one tap', () => {
    let d = apply(haus, (x) => chooseGame(x, 'besserrufer', haus), (x) => choosePartner(x, 0, haus), (x) => chooseResult(x, 'won'));
    expect(draftToHand(d, haus).gaps).toEqual(['bird']);
    d = toggleRequiredBird(d, 'uhu');
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand.praemien).toEqual([{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 1 }]);
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
    expect(toggleRequiredBird(d, 'uhu').praemien).toEqual([]);
  });

  it('Prämien not offered for the new game are dropped when the game changes', () => {
    const d = apply(haus, (x) => chooseGame(x, 'rufer', haus), (x) => togglePraemie(x, 'koenig_ultimo', haus), (x) => togglePraemie(x, 'trull', haus));
    expect(chooseGame(d, 'dreier', haus).praemien.map((p) => p.id)).toEqual(['trull']);
    expect(chooseGame(d, 'farbendreier', haus).praemien).toEqual([]);
  });
});

describe('points needed', () => {
  it('35/2 without Kontra; with the last-Kontra shift the declarer wins from 34/2 at Kontra and needs 35/2 at Re', () => {
    expect(declarerNeeds(PRESETS.hausregeln, 0)).toBe(107);
    expect(declarerNeeds(PRESETS.hausregeln, 1)).toBe(104);
    expect(declarerNeeds(PRESETS.hausregeln, 2)).toBe(107);
    expect(declarerNeeds(PRESETS.erotas, 1)).toBe(106);
  });
});

describe('Trischaken', () => {
  it('needs only the points: without trick counts the hand leaves them out and is valid (rules.md §7)', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 4, dealer: 3 };
    let d = chooseGame(emptyDraft(4), 'trischaken', ctx);
    d = chooseTrischakenPoints(d, 0, 30 * 3 + 1);
    d = chooseTrischakenPoints(d, 1, 20 * 3);
    expect(draftToHand(d, ctx).gaps).toEqual(['trischakenPoints']);
    d = chooseTrischakenPoints(d, 2, 0);
    const { hand, gaps } = draftToHand(d, ctx);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '0/0', '19/2'] } });
    expect(checkHand(hand, 0, ctx).errors).toEqual([]);
  });

  it("completes the last player's points to 70/0 and tricks to 12", () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 4, dealer: 3 };
    let d = chooseGame(emptyDraft(4), 'trischaken', ctx);
    expect(d.declarer).toBeNull();
    d = chooseTrischakenPoints(d, 0, 30 * 3 + 1);
    d = chooseTrischakenPoints(d, 1, 20 * 3);
    d = chooseTrischakenTricks(d, 0, 5);
    d = chooseTrischakenTricks(d, 1, 4);
    expect(draftToHand(d, ctx).gaps).toEqual(['trischakenPoints', 'trischakenTricks']);
    d = chooseTrischakenPoints(d, 2, 19 * 3 + 2);
    d = chooseTrischakenTricks(d, 2, 3);
    const { hand, gaps } = draftToHand(d, ctx);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } });
    expect(checkHand(hand, 0, ctx).errors).toEqual([]);
  });

  it('at a 5-table the sitting-out dealer gets null and the last active seat is completed', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 5, dealer: 4 };
    let d = chooseGame(emptyDraft(5), 'trischaken', ctx);
    [[0, 60, 3], [1, 60, 3], [2, 45, 3]].forEach(([seat, thirds, tricks]) => {
      d = chooseTrischakenTricks(chooseTrischakenPoints(d, seat as number, thirds as number), seat as number, tricks as number);
    });
    const done = completeTrischaken(d.trischaken, tableOf(5, 4));
    expect(done.auto).toBe(3);
    expect(done.points).toEqual([60, 60, 45, 45, null]);
    expect(done.tricks).toEqual([3, 3, 3, 3, null]);
    const { hand } = draftToHand(d, ctx);
    expect(hand.trischaken).toEqual({ points: ['20/0', '20/0', '15/0', '15/0', null], tricks: [3, 3, 3, 3, null] });
    expect(checkHand(hand, 0, ctx).errors).toEqual([]);
  });

  it('a player without a trick (Jungfrau) gets 0/0 points right away', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 4, dealer: 3 };
    const d = chooseTrischakenTricks(chooseGame(emptyDraft(4), 'trischaken', ctx), 2, 0);
    expect(d.trischaken.points[2]).toBe(0);
  });

  it('more than 70 points together is a gap, not a saved hand', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 4, dealer: 3 };
    let d = chooseGame(emptyDraft(4), 'trischaken', ctx);
    for (const seat of [0, 1, 2]) d = chooseTrischakenTricks(chooseTrischakenPoints(d, seat, 90), seat, 4);
    expect(draftToHand(d, ctx).gaps).toContain('trischakenOver');
  });
});

describe('manual hands', () => {
  it('parses typed amounts with comma, dot and a real minus', () => {
    expect(parseManualAmount('1,5')).toBe(1.5);
    expect(parseManualAmount('\u22122.25')).toBe(-2.25);
    expect(parseManualAmount('+3')).toBe(3);
    expect(parseManualAmount('abc')).toBeNull();
    expect(parseManualAmount('')).toBeNull();
  });

  it('fills the rest so the row sums to exactly 0', () => {
    let d = chooseMode(emptyDraft(4), 'manual');
    d = chooseManualAmount(d, 0, '1,5');
    d = chooseManualAmount(d, 1, '0,1');
    d = chooseManualAmount(d, 3, '0,2');
    expect(draftToHand(d, haus).gaps).toEqual(['manualAmount']);
    d = fillManualRest(d, haus);
    expect(d.manual[2]).toBe('\u22121,8');
    const { hand, gaps } = draftToHand(d, haus);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({ manual: [1.5, 0.1, -1.8, 0.2] });
    expect(checkHand(hand, 0, haus).errors).toEqual([]);
  });

  it('amounts that do not sum to 0 are a gap; the sign flips without a minus key', () => {
    let d = chooseMode(emptyDraft(4), 'manual');
    ['3', '1', '1', '1'].forEach((v, i) => {
      d = chooseManualAmount(d, i, v);
    });
    expect(draftToHand(d, haus).gaps).toEqual(['manualSum']);
    d = flipManualSign(d, 0);
    expect(d.manual[0]).toBe('\u22123');
    expect(draftToHand(d, haus)).toEqual({ hand: { manual: [-3, 1, 1, 1] }, gaps: [] });
    expect(flipManualSign(d, 0).manual[0]).toBe('3');
  });

  it('the sitting-out dealer of a 5-table gets 0', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 5, dealer: 1 };
    let d = chooseMode(emptyDraft(5), 'manual');
    d = chooseManualAmount(d, 0, '2');
    d = chooseManualAmount(d, 2, '\u22121');
    d = chooseManualAmount(d, 3, '\u22121');
    d = fillManualRest(d, ctx);
    expect(draftToHand(d, ctx).hand).toEqual({ manual: [2, 0, -1, -1, 0] });
  });
});

describe('Bei', () => {
  const erotas: DraftContext = { rules: PRESETS.erotas, playerCount: 4, dealer: 0 };

  it('records a further negative contract with its own Kontra', () => {
    let d = apply(erotas, (x) => chooseGame(x, 'piccolo', erotas), (x) => chooseDeclarer(x, 2, erotas), (x) => chooseResult(x, 'won'));
    d = addBei(d, erotas);
    expect(draftToHand(d, erotas).gaps).toEqual(['bei']);
    d = updateBei(d, 0, { declarer: 3, game: 'zwiccolo', result: 'lost', kontraBy: { 0: 1 } });
    const { hand, gaps } = draftToHand(d, erotas);
    expect(gaps).toEqual([]);
    expect(hand).toEqual({
      game: 'piccolo',
      declarer: 2,
      result: 'won',
      bei: [{ declarer: 3, game: 'zwiccolo', result: 'lost', kontraBy: { '0': 1 } }],
    });
    expect(checkHand(hand, 0, erotas).errors).toEqual([]);
  });

  it('is not offered where the rules have no Bei', () => {
    const d = apply(haus, (x) => chooseGame(x, 'piccolo', haus));
    expect(addBei(d, haus).bei).toEqual([]);
  });
});

describe('editing: hand → draft → hand is lossless', () => {
  const wiki: DraftContext = { rules: PRESETS.wiki, playerCount: 4, dealer: 0 };
  const custom = rulesWith({ preset: 'hausregeln', overrides: { vorfleck: true } });
  const cases: [string, Hand, DraftContext][] = [
    ['Rufer', { game: 'rufer', declarer: 1, partner: 3, result: 'won' }, haus],
    ['Dreier with points, Kontra and Prämien', {
      game: 'dreier', declarer: 2, points: '38/1', kontra: 1,
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 },
        { id: 'trull', side: 'opponents', announced: false, made: true },
      ],
    }, haus],
    ['Vorfleck', { game: 'dreier', declarer: 2, result: 'lost', kontra: 1, vorfleck: true }, { ...haus, rules: custom }],
    ['Valat', { game: 'solodreier', declarer: 0, valat: { side: 'declarer', announced: true, made: false } }, wiki],
    ['Bettler with Kontra', { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { '2': 1 } }, haus],
    ['Trischaken', { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0], kontra: [0, 1, 0, 0] } }, haus],
    ['Renonce', { game: 'dreier', declarer: 3, renonce: { by: 0 } }, haus],
    ['manual', { manual: [1.5, -0.5, -1, 0], note: 'Strafe' }, haus],
    ['struck with explicit dealer', { dealer: 2, game: 'rufer', declarer: 3, partner: null, result: 'won', void: true }, haus],
    ['forced double stake', { game: 'piccolo', declarer: 0, result: 'won', doubleStake: false }, haus],
    ['Schleifen', { game: 'rufer', declarer: 1, partner: null, conceded: true }, haus],
  ];
  it.each(cases)('%s', (_name, hand, ctx) => {
    const draft = handToDraft(hand, ctx.playerCount);
    const back = draftToHand(draft, ctx);
    expect(back.gaps).toEqual([]);
    expect(back.hand).toEqual(hand);
  });
});

describe('the dealer of one hand (rules.md §1)', () => {
  // Only the rotation is read: the hands need not be valid for their dealers.
  const four = (hands: Hand[], firstDealer = 0): Session => ({ ...makeSession({ firstDealer }), hands });
  const plain: Hand = { game: 'rufer', declarer: 1, partner: 3, result: 'won' };

  it('the rotation: the first dealer, then the Vorhand deals the next hand', () => {
    expect(rotationDealer(four([], 2), 0)).toBe(2);
    expect(rotationDealer(four([plain, plain], 2), 2)).toBe(0);
  });

  it('a recorded dealer is accepted and the rotation goes on from it; the hand\'s own record does not count', () => {
    const hands: Hand[] = [plain, { ...plain, dealer: 3 }, plain];
    // Hand 2 was dealt by Dieter out of turn: hand 3 is Anna's deal, hand 4 Bernd's.
    expect(rotationDealer(four(hands), 2)).toBe(0);
    expect(rotationDealer(four(hands), 3)).toBe(1);
    // For hand 2 itself the rotation says Bernd, whatever was recorded on it.
    expect(rotationDealer(four(hands), 1)).toBe(1);
  });

  it('"this hand Clara dealt" is saved as the hand\'s dealer; the rotation\'s own dealer is not recorded', () => {
    const ctx = { ...haus, dealer: 0 };
    const draft = apply(ctx, (d) => chooseGame(d, 'rufer', ctx), (d) => chooseDealer(d, 2, 0, ctx));
    expect(draft.dealer).toBe(2);
    const moved = { ...ctx, dealer: 2 };
    expect(draftToHand(draft, moved).hand).toMatchObject({ dealer: 2, game: 'rufer' });
    const back = chooseDealer(draft, 0, 0, moved);
    expect(back.dealer).toBeUndefined();
    expect('dealer' in draftToHand(back, ctx).hand).toBe(false);
  });

  it('a Vorhand-only game goes to the new dealer\'s Vorhand', () => {
    const ctx = { ...haus, dealer: 0 };
    const draft = apply(ctx, (d) => chooseGame(d, 'sechserdreier', ctx));
    expect(draft.declarer).toBe(1);
    expect(chooseDealer(draft, 2, 0, ctx).declarer).toBe(3);
  });

  it('at a 5-table the new dealer sits out: what was entered for him is dropped', () => {
    const ctx: DraftContext = { rules: PRESETS.hausregeln, playerCount: 5, dealer: 0 };
    const rufer = apply(
      ctx,
      (d) => chooseGame(d, 'solorufer', ctx),
      (d) => chooseDeclarer(d, 2, ctx),
      (d) => choosePartner(d, 3, ctx),
      (d) => ({ ...d, renonceBy: 3 }),
    );
    const moved = chooseDealer(rufer, 3, 0, ctx);
    expect(moved.dealer).toBe(3);
    expect(moved.declarer).toBe(2);
    expect(moved.partner).toBeUndefined();
    expect(moved.renonceBy).toBeNull();
    const declarerOut = chooseDealer(rufer, 2, 0, ctx);
    // The declarer now sits out: the game starts again from the new Vorhand.
    expect(declarerOut.declarer).toBe(3);

    const trisch = apply(ctx, (d) => chooseGame(d, 'trischaken', ctx), (d) => chooseTrischakenPoints(d, 3, 30), (d) => chooseTrischakenPoints(d, 1, 12));
    const t = chooseDealer(trisch, 3, 0, ctx);
    expect(t.trischaken.points).toEqual([null, 12, null, null, null]);
    const newTable = tableOf(5, 3);
    expect(completeTrischaken(t.trischaken, newTable).auto).toBe(4);
  });
});

describe('extras offered per game (from the rule set, not a list of games)', () => {
  const ctx = haus;
  it('a Dreier has Prämien and Valat; a Farbendreier under hausregeln only Valat (its set allows no Prämien there)', () => {
    expect(extrasOffered(chooseGame(emptyDraft(4), 'dreier', ctx), ctx.rules)).toEqual({ praemien: true, valat: true });
    expect(extrasOffered(chooseGame(emptyDraft(4), 'farbendreier', ctx), ctx.rules)).toEqual({ praemien: false, valat: true });
  });
  it('negative games and Trischaken have neither', () => {
    expect(extrasOffered(chooseGame(emptyDraft(4), 'bettler', ctx), ctx.rules)).toEqual({ praemien: false, valat: false });
    expect(extrasOffered(chooseGame(emptyDraft(4), 'trischaken', ctx), ctx.rules)).toEqual({ praemien: false, valat: false });
  });
  it('a custom set without any Prämie offers none, also in a Dreier', () => {
    const bare = { ...PRESETS.hausregeln, praemien: {} };
    expect(extrasOffered(chooseGame(emptyDraft(4), 'dreier', { ...ctx, rules: bare }), bare)).toEqual({ praemien: false, valat: true });
  });
});

describe('the model is plain TypeScript', () => {
  it.each(['draft-model.ts', 'draft-to-hand.ts', 'draft-changes.ts'])('%s imports neither React nor the DOM', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.every((m) => m === '@/domain/index' || m?.startsWith('./draft-'))).toBe(true);
    expect(typeof document).toBe('undefined');
  });
});
