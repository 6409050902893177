// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS, type EngineError, type RulesSpec } from '../model';
import { errorLine } from '../validation/error-line';
import { PRESETS } from './presets';
import { EXTENSION_OVERRIDE_KEYS, FORMAT_OVERRIDE_KEYS, offeredPraemien, resolveRules } from './resolve-rules';
import type { RuleSet } from './rule-set';

function resolved(spec: unknown): RuleSet {
  const r = resolveRules(spec as RulesSpec);
  if (!r.ok) throw new Error(r.error.map(errorLine).join('\n'));
  return r.value;
}

function problems(spec: unknown): string[] {
  const r = resolveRules(spec as RulesSpec);
  if (r.ok) return [];
  return r.error.map(errorLine);
}

function errorsOf(spec: unknown): EngineError[] {
  const r = resolveRules(spec as RulesSpec);
  return r.ok ? [] : r.error;
}

const withOverrides = (overrides: Record<string, unknown>, preset = 'hausregeln'): unknown => ({ preset, overrides });

describe('resolveRules: presets', () => {
  it.each(PRESET_IDS)('the preset id "%s" resolves to the preset exactly', (id) => {
    expect(resolved(id)).toEqual(PRESETS[id]);
    expect(resolved({ preset: id })).toEqual(PRESETS[id]);
    expect(resolved({ preset: id, overrides: {} })).toEqual(PRESETS[id]);
  });

  it('returns a copy: changing the result never changes the preset', () => {
    const rules = resolved({ preset: 'hausregeln', overrides: { tariffs: { dreier: 7 } } });
    rules.games.push('zwiccolo');
    expect(PRESETS.hausregeln.tariffs.dreier).toBe(6);
    expect(PRESETS.hausregeln.games).not.toContain('zwiccolo');
  });

  it('rejects an unknown preset with the known ids', () => {
    expect(problems('skat')).toEqual(['file: rules: unknown preset "skat" (known: hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']);
    expect(problems({ preset: 'skat' })).toEqual(['file: rules.preset: unknown preset "skat" (known: hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']);
  });

  it('rejects a rules value of the wrong shape', () => {
    expect(problems(42)).toEqual(['file: rules: must be a preset id (hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien) or { "preset", "overrides" }, got the number 42']);
    expect(problems({ overrides: {} })).toEqual(['file: rules.preset: is required (one of hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']);
    expect(problems({ preset: 'wiki', overrides: [] })).toEqual(['file: rules.overrides: must be an object, got an array']);
    expect(problems({ preset: 'wiki', extra: 1 })).toEqual(['file: rules.extra: unknown key "extra" (a rules object has "preset" and "overrides")']);
  });

  it('rejects an unknown override key, naming it', () => {
    expect(problems(withOverrides({ tarrifs: { rufer: 2 } }))).toEqual([
      'file: rules.overrides.tarrifs: unknown override key "tarrifs" (see docs/rule-sets.md for the known keys)',
    ]);
    const errors = errorsOf(withOverrides({ __proto__x: 1, 'a b': 2 }));
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ['ERR_OVERRIDE_UNKNOWN_KEY', 'rules.overrides.__proto__x'],
      ['ERR_OVERRIDE_UNKNOWN_KEY', 'rules.overrides'],
    ]);
  });

  it('rejects prototype keys from JSON instead of following them', () => {
    const spec = JSON.parse('{"preset":"hausregeln","overrides":{"__proto__":{"maxKontra":6},"constructor":1}}') as unknown;
    expect(errorsOf(spec).map((e) => e.code)).toEqual(['ERR_OVERRIDE_UNKNOWN_KEY', 'ERR_OVERRIDE_UNKNOWN_KEY']);
    const tariffs = JSON.parse('{"preset":"hausregeln","overrides":{"tariffs":{"__proto__":3}}}') as unknown;
    expect(problems(tariffs)).toEqual(['file: rules.overrides.tariffs: unknown game "__proto__"']);
  });
});

describe('resolveRules: the format\'s override keys', () => {
  it('tariffs: a new tariff keeps the preset\'s loss factor (Sechserdreier 8, lost 16)', () => {
    const rules = resolved(withOverrides({ tariffs: { sechserdreier: 8, rufer: 2 } }));
    expect(rules.tariffs.sechserdreier).toBe(8);
    expect(rules.tariffs.rufer).toBe(2);
    expect(rules.lossFactor.sechserdreier).toBe(2);
    expect(rules.tariffs.dreier).toBe(6);
  });

  it('tariffs: whole numbers 0–100000 for known games only', () => {
    expect(problems(withOverrides({ tariffs: { dreier: -1 } }))).toEqual(['file: rules.overrides.tariffs: dreier: must be a whole number 0–100000, got the number -1']);
    expect(problems(withOverrides({ tariffs: { dreier: 1.5 } }))).toEqual(['file: rules.overrides.tariffs: dreier: must be a whole number 0–100000, got the number 1.5']);
    expect(problems(withOverrides({ tariffs: { dreier: '6' } }))).toEqual(['file: rules.overrides.tariffs: dreier: must be a whole number 0–100000, got the text "6"']);
    expect(problems(withOverrides({ tariffs: { dreier: 1e308 } }))).toHaveLength(1);
    expect(problems(withOverrides({ tariffs: { schnapsen: 1 } }))).toEqual(['file: rules.overrides.tariffs: unknown game "schnapsen"']);
    expect(problems(withOverrides({ tariffs: [1] }))).toEqual(['file: rules.overrides.tariffs: must be an object { "<game id>": number }, got an array']);
    expect(resolved(withOverrides({ tariffs: { dreier: 0 } })).tariffs.dreier).toBe(0);
  });

  it('lossTariffs: an explicit loss value', () => {
    const rules = resolved(withOverrides({ lossTariffs: { dreier: 9 } }));
    expect(rules.lossTariffs).toEqual({ dreier: 9 });
    expect(problems(withOverrides({ lossTariffs: { dreier: null } }))).toEqual(['file: rules.overrides.lossTariffs: dreier: must be a whole number 0–100000, got null']);
  });

  it('games: replaces the offered list in the given order', () => {
    const rules = resolved(withOverrides({ games: ['dreier', 'rufer', 'trischaken'] }));
    expect(rules.games).toEqual(['dreier', 'rufer', 'trischaken']);
  });

  it('games: a game added without a tariff is an error; with a tariff it is offered', () => {
    expect(problems(withOverrides({ games: ['rufer', 'zwiccolo'] }))).toEqual([
      'file: rules.overrides.games: zwiccolo has no tariff: add it to "tariffs"',
    ]);
    const rules = resolved(withOverrides({ games: ['rufer', 'zwiccolo'], tariffs: { zwiccolo: 3 } }));
    expect(rules.games).toEqual(['rufer', 'zwiccolo']);
    expect(rules.tariffs.zwiccolo).toBe(3);
  });

  it('games: unknown ids, duplicates and an empty list are errors', () => {
    expect(problems(withOverrides({ games: ['rufer', 'rufer'] }))).toEqual(['file: rules.overrides.games: rufer is listed twice']);
    expect(problems(withOverrides({ games: ['rufer', 'skat'] }))).toEqual(['file: rules.overrides.games: unknown game "skat"']);
    expect(problems(withOverrides({ games: ['rufer', 3] }))).toEqual(['file: rules.overrides.games: unknown game the number 3']);
    expect(problems(withOverrides({ games: [] }))).toEqual(['file: rules.overrides.games: must offer at least one game']);
    expect(problems(withOverrides({ games: 'rufer' }))).toEqual(['file: rules.overrides.games: must be an array of game ids, got the text "rufer"']);
  });

  it('praemien: a value sets the silent base, null removes the Prämie', () => {
    const rules = resolved(withOverrides({ praemien: { marabu: 4, mondfang: null, pagat: 2 } }));
    expect(rules.praemien.marabu).toBe(4);
    expect(rules.praemien.pagat).toBe(2);
    expect(rules.praemien).not.toHaveProperty('mondfang');
    expect(offeredPraemien(rules, 'dreier')).toContain('marabu');
    expect(offeredPraemien(rules, 'dreier')).not.toContain('mondfang');
  });

  it('praemien: unknown ids and bad values are errors', () => {
    expect(problems(withOverrides({ praemien: { sack: 1 } }))).toEqual([
      'file: rules.overrides.praemien: unknown Prämie "sack" (known: pagat, uhu, kakadu, marabu, koenig_ultimo, trull, koenige, mondfang, koenigfang, honneurs, absolut, grammopoi)',
    ]);
    expect(problems(withOverrides({ praemien: { trull: true } }))).toEqual([
      'file: rules.overrides.praemien: trull: must be a whole number 0–100000 or null (not offered), got the value true',
    ]);
  });

  it('maxKontra: 0–6', () => {
    expect(resolved(withOverrides({ maxKontra: 6 })).maxKontra).toBe(6);
    expect(resolved(withOverrides({ maxKontra: 0 })).maxKontra).toBe(0);
    expect(problems(withOverrides({ maxKontra: 7 }))).toEqual(['file: rules.overrides.maxKontra: must be a Kontra level 0–6, got the number 7']);
    expect(problems(withOverrides({ maxKontra: '2' }))).toEqual(['file: rules.overrides.maxKontra: must be a Kontra level 0–6, got the text "2"']);
    expect(problems(withOverrides({ maxKontra: Number.NaN }))).toEqual(['file: rules.overrides.maxKontra: must be a Kontra level 0–6, got a non-finite number']);
  });

  it.each(['kontraOnSheet', 'lastKontraShift', 'silentLostCounts', 'vorfleck', 'piccoloLostDouble'] as const)('%s: true or false', (key) => {
    expect(resolved(withOverrides({ [key]: true }))[key]).toBe(true);
    expect(resolved(withOverrides({ [key]: false }))[key]).toBe(false);
    expect(problems(withOverrides({ [key]: 'yes' }))).toEqual([`file: rules.overrides.${key}: must be true or false, got the text "yes"`]);
    expect(problems(withOverrides({ [key]: 1 }))).toEqual([`file: rules.overrides.${key}: must be true or false, got the number 1`]);
  });

  it('threshold: "P/B" between 0/0 and 70/0, stored in thirds', () => {
    expect(resolved(withOverrides({ threshold: '35/1' })).threshold).toBe(106);
    expect(resolved(withOverrides({ threshold: '36/0' })).threshold).toBe(108);
    expect(resolved(withOverrides({ threshold: '36' })).threshold).toBe(108);
    expect(resolved(withOverrides({ threshold: 36 })).threshold).toBe(108);
    expect(resolved(withOverrides({ threshold: '0/0' })).threshold).toBe(0);
    expect(resolved(withOverrides({ threshold: '70/0' })).threshold).toBe(210);
    const msg = (got: string): string => `file: rules.overrides.threshold: must be card points "P/B" from 0/0 to 70/0 (Blatt 0–2), got ${got}`;
    expect(problems(withOverrides({ threshold: '70/1' }))).toEqual([msg('the text "70/1"')]);
    expect(problems(withOverrides({ threshold: '35/3' }))).toEqual([msg('the text "35/3"')]);
    expect(problems(withOverrides({ threshold: 107 }))).toEqual([msg('the number 107')]);
    expect(problems(withOverrides({ threshold: '-1/0' }))).toEqual([msg('the text "-1/0"')]);
  });

  it('valat: multiply factors or fixed values, all three keys', () => {
    expect(resolved(withOverrides({ valat: { mode: 'fixed', silent: 10, announced: 20 } })).valat).toEqual({ mode: 'fixed', silent: 10, announced: 20 });
    expect(resolved(withOverrides({ valat: { mode: 'multiply', silent: 3, announced: 6 } })).valat).toEqual({ mode: 'multiply', silent: 3, announced: 6 });
    expect(problems(withOverrides({ valat: { mode: 'double', silent: 4, announced: 8 } }))).toEqual([
      'file: rules.overrides.valat: mode: must be "multiply" or "fixed", got the text "double"',
    ]);
    expect(problems(withOverrides({ valat: { mode: 'multiply', silent: 0, announced: 8 } }))).toEqual([
      'file: rules.overrides.valat: silent: must be a factor, a whole number 1–100000, got the number 0',
    ]);
    expect(problems(withOverrides({ valat: { mode: 'fixed', silent: 10 } }))).toEqual([
      'file: rules.overrides.valat: announced: must be a value, a whole number 0–100000, got nothing',
    ]);
    expect(problems(withOverrides({ valat: { mode: 'fixed', silent: 10, announced: 20, extra: 1 } }))).toEqual([
      'file: rules.overrides.valat: unknown key "extra" (expected mode, silent, announced)',
    ]);
    expect(problems(withOverrides({ valat: 8 }))).toEqual([
      'file: rules.overrides.valat: must be an object { "mode", "silent", "announced" }, got the number 8',
    ]);
  });

  it('renonce: "asIfWon" or "flat"', () => {
    expect(resolved(withOverrides({ renonce: 'flat' })).renonce).toBe('flat');
    expect(problems(withOverrides({ renonce: 'double' }))).toEqual(['file: rules.overrides.renonce: must be "asIfWon" or "flat", got the text "double"']);
  });

  it('bei: negative games only, no duplicates; an empty list switches Bei off', () => {
    expect(resolved(withOverrides({ bei: ['piccolo', 'bettler'] })).bei).toEqual(['piccolo', 'bettler']);
    expect(resolved(withOverrides({ bei: [] }, 'wiki')).bei).toEqual([]);
    expect(problems(withOverrides({ bei: ['dreier', 'trischaken'] }))).toEqual([
      'file: rules.overrides.bei: only negative games can be played Bei, not dreier, trischaken',
    ]);
    expect(problems(withOverrides({ bei: ['piccolo', 'piccolo'] }))).toEqual(['file: rules.overrides.bei: piccolo is listed twice']);
  });

  it('pagatkassa: the optional rule\'s settings, or null for off', () => {
    const on = resolved(withOverrides({ pagatkassa: { contribution: 2, refill: 'everyHand', birds: ['pagat', 'uhu'] } }));
    expect(on.pagatkassa).toEqual({ contribution: 2, refill: 'everyHand', birds: ['pagat', 'uhu'] });
    // rules.md §6: a contribution may be any positive number.
    expect(resolved(withOverrides({ pagatkassa: { contribution: 0.5, refill: 'onEmpty', birds: ['pagat'] } })).pagatkassa?.contribution).toBe(0.5);
    expect(resolved(withOverrides({ pagatkassa: null })).pagatkassa).toBeNull();
    expect(problems(withOverrides({ pagatkassa: { contribution: 0, refill: 'onEmpty', birds: ['pagat'] } }))).toEqual([
      'file: rules.overrides.pagatkassa: contribution: must be a positive number up to 100000 with at most 4 decimals, got the number 0',
    ]);
    expect(problems(withOverrides({ pagatkassa: { contribution: 1, refill: 'weekly', birds: ['pagat', 'spatz', 'pagat'] } }))).toEqual([
      'file: rules.overrides.pagatkassa: refill: must be "onEmpty" or "everyHand", got the text "weekly"',
      'file: rules.overrides.pagatkassa: birds: unknown bird "spatz"',
      'file: rules.overrides.pagatkassa: birds: pagat is listed twice',
    ]);
    expect(problems(withOverrides({ pagatkassa: true }))).toEqual([
      'file: rules.overrides.pagatkassa: must be null (off) or { "contribution", "refill", "birds" }, got the value true',
    ]);
  });

  it('doubleRounds: triggers and stacking, or null for off', () => {
    expect(resolved(withOverrides({ doubleRounds: { triggers: ['mondfang'], stacking: 'stack' } })).doubleRounds).toEqual({ triggers: ['mondfang'], stacking: 'stack' });
    expect(resolved(withOverrides({ doubleRounds: { triggers: [], stacking: 'none' } })).doubleRounds).toEqual({ triggers: [], stacking: 'none' });
    expect(resolved(withOverrides({ doubleRounds: null })).doubleRounds).toBeNull();
    expect(problems(withOverrides({ doubleRounds: { triggers: ['valat'], stacking: 'pile' } }))).toEqual([
      'file: rules.overrides.doubleRounds: triggers: unknown trigger "valat"',
      'file: rules.overrides.doubleRounds: stacking: must be "queue", "stack" or "none", got the text "pile"',
    ]);
  });

  it('collects every problem of every key at once', () => {
    expect(problems(withOverrides({ maxKontra: -1, renonce: 1, vorfleck: null }))).toHaveLength(3);
  });
});

describe('resolveRules: engine extension keys', () => {
  it('lossFactor: whole numbers 1–100 per game', () => {
    const rules = resolved(withOverrides({ lossFactor: { sechserdreier: 3, piccolo: 2 } }));
    expect(rules.lossFactor).toEqual({ sechserdreier: 3, piccolo: 2 });
    expect(problems(withOverrides({ lossFactor: { dreier: 0 } }))).toEqual(['file: rules.overrides.lossFactor: dreier: must be a whole number 1–100, got the number 0']);
  });

  it('farbenPraemien: a list of Prämien or "all"', () => {
    const rules = resolved(withOverrides({ farbenPraemien: ['koenige', 'trull'] }));
    expect(offeredPraemien(rules, 'farbendreier')).toEqual(['trull', 'koenige']);
    expect(offeredPraemien(resolved(withOverrides({ farbenPraemien: 'all' })), 'farbensolo')).toEqual(['pagat', 'uhu', 'kakadu', 'trull', 'koenige', 'mondfang']);
    expect(problems(withOverrides({ farbenPraemien: 'some' }))).toEqual(['file: rules.overrides.farbenPraemien: must be an array of Prämie ids or "all", got the text "some"']);
  });

  it('valatPraemien: announced, none or game (rules.md §10)', () => {
    expect(resolved(withOverrides({ valatPraemien: 'game' })).valatPraemien).toBe('game');
    expect(resolved(withOverrides({ valatPraemien: 'none' })).valatPraemien).toBe('none');
    expect(problems(withOverrides({ valatPraemien: 'silent' }))).toEqual([
      'file: rules.overrides.valatPraemien: must be one of "announced", "none", "game", got the text "silent"',
    ]);
    expect(problems(withOverrides({ valatPraemien: 'all' }))).toHaveLength(1);
  });

  it.each(['soloDoublesPraemien', 'mondfangOpponentsOnly', 'soloruferTalonNoKontra', 'valatPraemienWhenFailed', 'silentValatVoidsKontra'] as const)('%s: true or false', (key) => {
    expect(resolved(withOverrides({ [key]: true }))[key]).toBe(true);
    expect(resolved(withOverrides({ [key]: false }))[key]).toBe(false);
    expect(problems(withOverrides({ [key]: 0 }))).toEqual([`file: rules.overrides.${key}: must be true or false, got the number 0`]);
  });

  it('trischaken: fields left out keep the preset\'s values (rules.md §7.1)', () => {
    expect(resolved(withOverrides({ trischaken: { renonce: { each: 3 } } })).trischaken).toEqual({ scheme: 'hausregeln', renonce: { each: 3 } });
    expect(resolved(withOverrides({ trischaken: { jungfrau: 'payout', renonce: { each: 3 } } }, 'tarockcup')).trischaken).toEqual({
      scheme: 'tarockcup', jungfrau: 'payout', ties: 'each', vorhandTie: 'joint', renonce: { each: 3 },
    });
    expect(resolved(withOverrides({ trischaken: { ties: 'share' } }, 'ooe2023')).trischaken).toEqual({
      scheme: 'tarockcup', jungfrau: 'payoutRoundUp', ties: 'share', vorhandTie: 'alone', renonce: 'asLoser',
    });
    expect(resolved(withOverrides({ trischaken: { scheme: 'tarockcup' } }, 'wien')).trischaken).toEqual(PRESETS.wien.trischaken);
  });

  it('trischaken: changing to the tarockcup scheme starts its switches at the tarockcup preset\'s values', () => {
    expect(resolved(withOverrides({ trischaken: { scheme: 'tarockcup' } })).trischaken).toEqual({
      scheme: 'tarockcup', jungfrau: 'double', ties: 'each', vorhandTie: 'joint', renonce: 'asLoser',
    });
    expect(resolved(withOverrides({ trischaken: { scheme: 'tarockcup', vorhandTie: 'alone' } }, 'baden')).trischaken).toEqual({
      scheme: 'tarockcup', jungfrau: 'double', ties: 'each', vorhandTie: 'alone', renonce: 'asLoser',
    });
    expect(resolved(withOverrides({ trischaken: { scheme: 'baden' } }, 'wien')).trischaken).toEqual({ scheme: 'baden', renonce: { each: 6 } });
  });

  it('trischaken: the base is the trischaken tariff', () => {
    expect(resolved(withOverrides({ tariffs: { trischaken: 3 } })).tariffs.trischaken).toBe(3);
  });

  it('trischaken: every validation line of rules.md §10', () => {
    expect(problems(withOverrides({ trischaken: 'baden' }))).toEqual([
      'file: rules.overrides.trischaken: must be an object { "scheme"?, "jungfrau"?, "ties"?, "vorhandTie"?, "renonce"? }, got the text "baden"',
    ]);
    expect(problems(withOverrides({ trischaken: { scheme: 'skat', points: 1 } }))).toEqual([
      'file: rules.overrides.trischaken: unknown key "points" (expected scheme, jungfrau, ties, vorhandTie, renonce)',
      'file: rules.overrides.trischaken: scheme: must be one of hausregeln, tarockcup, erotas, baden, wiki, got the text "skat"',
    ]);
    expect(problems(withOverrides({ trischaken: { jungfrau: 'payout' } }))).toEqual([
      'file: rules.overrides.trischaken: jungfrau: refines the tarockcup scheme only, not hausregeln',
    ]);
    expect(problems(withOverrides({ trischaken: { scheme: 'baden', ties: 'share' } }, 'tarockcup'))).toEqual([
      'file: rules.overrides.trischaken: ties: refines the tarockcup scheme only, not baden',
    ]);
    expect(problems(withOverrides({ trischaken: { jungfrau: 'triple', vorhandTie: 'never' } }, 'tarockcup'))).toEqual([
      'file: rules.overrides.trischaken: jungfrau: must be one of double, payout, payoutRoundUp, payoutEach, got the text "triple"',
      'file: rules.overrides.trischaken: vorhandTie: must be one of joint, alone, got the text "never"',
    ]);
    for (const renonce of ['flat', { each: 0 }, { each: -2 }, { each: 'x' }, { each: 2, also: 1 }, null]) {
      expect(problems(withOverrides({ trischaken: { renonce } })), JSON.stringify(renonce)).toHaveLength(1);
      expect(problems(withOverrides({ trischaken: { renonce } }))[0]).toMatch(/^file: rules\.overrides\.trischaken: renonce: must be "asLoser" or \{ "each": n \} with n > 0, got /);
    }
    expect(problems(withOverrides({ trischaken: { variant: 'baden' } }))).toHaveLength(1);
  });

  it('the preset id itself cannot be overridden', () => {
    expect(errorsOf(withOverrides({ preset: 'wiki' })).map((e) => e.field)).toEqual(['rules.overrides.preset']);
  });
});

describe('offeredPraemien', () => {
  it('hausregeln: Farben games carry no Prämien (valat only)', () => {
    expect(offeredPraemien(PRESETS.hausregeln, 'farbendreier')).toEqual([]);
    expect(offeredPraemien(PRESETS.hausregeln, 'farbensolo')).toEqual([]);
  });

  it('hausregeln: a Dreier offers every Prämie but the Rufer-only König Ultimo', () => {
    expect(offeredPraemien(PRESETS.hausregeln, 'dreier')).toEqual(['pagat', 'uhu', 'kakadu', 'trull', 'koenige', 'mondfang']);
    expect(offeredPraemien(PRESETS.hausregeln, 'rufer')).toEqual(['pagat', 'uhu', 'kakadu', 'koenig_ultimo', 'trull', 'koenige', 'mondfang']);
  });

  it('tarockcup and baden: Farbensolo offers only Vier Könige', () => {
    expect(offeredPraemien(PRESETS.tarockcup, 'farbensolo')).toEqual(['koenige']);
    expect(offeredPraemien(PRESETS.baden, 'farbendreier')).toEqual(['koenige']);
  });

  it('erotas and wiki: Farben games offer all Prämien except the Rufer-only ones', () => {
    expect(offeredPraemien(PRESETS.erotas, 'farbendreier')).toEqual(['pagat', 'uhu', 'kakadu', 'marabu', 'trull', 'koenige', 'mondfang']);
    expect(offeredPraemien(PRESETS.wiki, 'farbensolo')).toEqual([
      'pagat', 'uhu', 'kakadu', 'marabu', 'trull', 'koenige', 'mondfang', 'honneurs', 'absolut', 'grammopoi',
    ]);
  });

  it('wiki: König Ultimo and Königfang only in the Rufer family', () => {
    expect(offeredPraemien(PRESETS.wiki, 'solobesserrufer')).toContain('koenigfang');
    expect(offeredPraemien(PRESETS.wiki, 'solodreier')).not.toContain('koenigfang');
    expect(offeredPraemien(PRESETS.wiki, 'solodreier')).not.toContain('koenig_ultimo');
  });

  it('negative games and Trischaken offer no Prämien', () => {
    for (const id of PRESET_IDS) {
      expect(offeredPraemien(PRESETS[id], 'bettler')).toEqual([]);
      expect(offeredPraemien(PRESETS[id], 'piccolo_ouvert')).toEqual([]);
      expect(offeredPraemien(PRESETS[id], 'trischaken')).toEqual([]);
    }
  });
});

describe('docs/rule-sets.md', () => {
  const doc = readFileSync(join(process.cwd(), 'docs', 'rule-sets.md'), 'utf8');

  it('documents every override key and every rule-set field', () => {
    const fields = Object.keys(PRESETS.hausregeln);
    for (const key of [...FORMAT_OVERRIDE_KEYS, ...EXTENSION_OVERRIDE_KEYS, ...fields]) {
      expect(doc, key).toContain(`\`${key}\``);
    }
  });

  it('lists every override key exactly once as a section', () => {
    for (const key of [...FORMAT_OVERRIDE_KEYS, ...EXTENSION_OVERRIDE_KEYS]) {
      const heading = new RegExp(`^### \`${key}\``, 'gm');
      expect(doc.match(heading), key).toHaveLength(1);
    }
  });
});
