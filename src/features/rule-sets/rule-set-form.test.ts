import { describe, expect, it } from 'vitest';
import { PRESETS, PRESET_IDS, resolveRules, type RuleOverrides } from '@/domain/index';
import { automaticLoss, countChanges, formFromPreset, formFromRules, formToOverrides, type RuleSetForm } from './rule-set-form';

function named(form: RuleSetForm): RuleSetForm {
  return { ...form, name: 'Test' };
}

function resolvedForm(preset: (typeof PRESET_IDS)[number], overrides: RuleOverrides): RuleSetForm {
  const r = resolveRules({ preset, overrides });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return formFromRules('Test', preset, r.value, overrides);
}

describe('formFromPreset → formToOverrides', () => {
  it.each(PRESET_IDS)('an untouched %s form stores no overrides and resolves to the preset itself', (preset) => {
    const { overrides, errors } = formToOverrides(named(formFromPreset(preset)));
    expect(errors).toEqual([]);
    expect(overrides).toEqual({});
    const r = resolveRules({ preset, overrides });
    expect(r.ok && r.value).toEqual(PRESETS[preset]);
  });

  it('shows the threshold as P/B and the Kontra maximum of the preset', () => {
    const form = formFromPreset('erotas');
    expect(form.threshold).toBe('35/1');
    expect(form.maxKontra).toBe(2);
    expect(formFromPreset('tarockcup').kontraOnSheet).toBe(false);
  });
});

describe('formToOverrides stores only what differs', () => {
  it('a changed tariff', () => {
    const form = named(formFromPreset('hausregeln'));
    form.games.dreier = { ...form.games.dreier, tariff: '8' };
    expect(formToOverrides(form).overrides).toEqual({ tariffs: { dreier: 8 } });
  });

  it('keeps the loss factor automatic, and an explicit loss tariff only when it differs', () => {
    const form = named(formFromPreset('hausregeln'));
    form.games.sechserdreier = { ...form.games.sechserdreier, tariff: '7' };
    expect(automaticLoss('hausregeln', 'sechserdreier', 7)).toBe(14);
    expect(formToOverrides(form).overrides).toEqual({ tariffs: { sechserdreier: 7 } });
    form.games.sechserdreier.loss = '14';
    expect(formToOverrides(form).overrides).toEqual({ tariffs: { sechserdreier: 7 } });
    form.games.sechserdreier.loss = '10';
    const { overrides } = formToOverrides(form);
    expect(overrides).toEqual({ tariffs: { sechserdreier: 7 }, lossTariffs: { sechserdreier: 10 } });
    const r = resolveRules({ preset: 'hausregeln', overrides });
    expect(r.ok && r.value.lossTariffs.sechserdreier).toBe(10);
  });

  it('a game taken off the offer, and one added in tariff order', () => {
    const form = named(formFromPreset('hausregeln'));
    form.games.farbensolo.offered = false;
    form.games.zwiccolo = { offered: true, tariff: '3', loss: '' };
    const { overrides, errors } = formToOverrides(form);
    expect(errors).toEqual([]);
    expect(overrides.tariffs).toEqual({ zwiccolo: 3 });
    const games = overrides.games as string[];
    expect(games).not.toContain('farbensolo');
    // Inserted before the first game of the preset that costs more than 3.
    expect(games.indexOf('zwiccolo')).toBe(PRESETS.hausregeln.games.indexOf('sechserdreier'));
    const r = resolveRules({ preset: 'hausregeln', overrides });
    expect(r.ok).toBe(true);
  });

  it('a Prämie removed (null), changed, or added', () => {
    const form = named(formFromPreset('hausregeln'));
    form.praemien.mondfang.offered = false;
    form.praemien.uhu.value = '3';
    form.praemien.marabu = { offered: true, value: '4' };
    expect(formToOverrides(form).overrides).toEqual({ praemien: { uhu: 3, marabu: 4, mondfang: null } });
  });

  it('switches, threshold, valat, renonce, bei, Pagatkassa and double rounds', () => {
    const form = named(formFromPreset('hausregeln'));
    Object.assign(form, {
      maxKontra: 3,
      kontraOnSheet: false,
      lastKontraShift: false,
      threshold: '36',
      silentLostCounts: false,
      valatMode: 'fixed',
      valatSilent: '10',
      valatAnnounced: '20',
      renonce: 'flat',
      vorfleck: true,
      piccoloLostDouble: true,
      bei: ['piccolo'],
      pagatkassa: true,
      kassaContribution: '2',
      kassaRefill: 'everyHand',
      kassaBirds: ['uhu', 'pagat'],
      doubleRounds: true,
      doubleTriggers: ['mondfang'],
      doubleStacking: 'stack',
    } satisfies Partial<RuleSetForm>);
    const { overrides, errors } = formToOverrides(form);
    expect(errors).toEqual([]);
    expect(overrides).toEqual({
      maxKontra: 3,
      kontraOnSheet: false,
      lastKontraShift: false,
      silentLostCounts: false,
      threshold: '36/0',
      valat: { mode: 'fixed', silent: 10, announced: 20 },
      renonce: 'flat',
      vorfleck: true,
      piccoloLostDouble: true,
      bei: ['piccolo'],
      pagatkassa: { contribution: 2, refill: 'everyHand', birds: ['pagat', 'uhu'] },
      doubleRounds: { triggers: ['mondfang'], stacking: 'stack' },
    });
    expect(resolveRules({ preset: 'hausregeln', overrides }).ok).toBe(true);
  });

  it('switching an optional rule off again stores nothing', () => {
    const form = named(formFromPreset('hausregeln'));
    form.pagatkassa = true;
    form.pagatkassa = false;
    form.doubleRounds = false;
    expect(formToOverrides(form).overrides).toEqual({});
  });
});

describe('Pagatkassa contribution (rules.md §6: any positive number)', () => {
  it('takes 0,5 as typed with a decimal comma', () => {
    const form = formFromPreset('hausregeln', 'Halbe');
    form.pagatkassa = true;
    form.kassaContribution = '0,5';
    const { errors, overrides } = formToOverrides(form);
    expect(errors).toEqual([]);
    expect(overrides.pagatkassa?.contribution).toBe(0.5);
  });
});

describe('input errors', () => {
  it('names each bad field', () => {
    const form = formFromPreset('wiki');
    form.games.rufer.tariff = 'x';
    form.games.dreier.loss = '-1';
    form.praemien.pagat.value = '';
    form.threshold = '35/3';
    form.valatSilent = '0';
    form.pagatkassa = true;
    form.kassaContribution = '0';
    form.kassaBirds = [];
    expect(formToOverrides(form).errors).toEqual([
      { field: 'name', code: 'ERR_NAME_EMPTY' },
      { field: 'tariffs.rufer', code: 'ERR_WHOLE_NUMBER' },
      { field: 'lossTariffs.dreier', code: 'ERR_WHOLE_NUMBER' },
      { field: 'praemien.pagat', code: 'ERR_WHOLE_NUMBER' },
      { field: 'threshold', code: 'ERR_THRESHOLD' },
      { field: 'valat.silent', code: 'ERR_FACTOR' },
      { field: 'pagatkassa.birds', code: 'ERR_NO_BIRDS' },
      { field: 'pagatkassa.contribution', code: 'ERR_CONTRIBUTION' },
    ]);
  });

  it('needs at least one game', () => {
    const form = named(formFromPreset('baden'));
    for (const g of Object.keys(form.games) as (keyof RuleSetForm['games'])[]) form.games[g].offered = false;
    expect(formToOverrides(form).errors).toEqual([{ field: 'games', code: 'ERR_NO_GAMES' }]);
  });
});

describe('formFromRules (editing a stored rule set)', () => {
  it('round-trips stored overrides unchanged', () => {
    const stored: RuleOverrides = {
      tariffs: { rufer: 2, dreier: 7 },
      lossTariffs: { dreier: 10 },
      praemien: { mondfang: null, uhu: 3 },
      vorfleck: true,
      doubleRounds: { triggers: ['trischaken'], stacking: 'queue' },
    };
    expect(formToOverrides(resolvedForm('hausregeln', stored)).overrides).toEqual(stored);
  });

  it('keeps engine extension keys it has no field for', () => {
    const stored: RuleOverrides = { soloDoublesPraemien: false, tariffs: { rufer: 2 } };
    expect(formToOverrides(resolvedForm('tarockcup', stored)).overrides).toEqual(stored);
  });
});

describe('countChanges', () => {
  it('counts single tariff and Prämie entries and whole switches', () => {
    expect(countChanges({})).toBe(0);
    expect(countChanges({ tariffs: { rufer: 2, dreier: 3 }, praemien: { uhu: null }, vorfleck: true, games: ['rufer'] })).toBe(5);
  });
});

describe('the cup presets\' switches in the form (rules.md §3.1, §4, §7.1)', () => {
  it('shows each preset\'s own values', () => {
    const wien = formFromPreset('wien');
    expect([wien.trischakenScheme, wien.trischakenJungfrau, wien.trischakenTies, wien.trischakenVorhandTie]).toEqual(['tarockcup', 'payout', 'share', 'alone']);
    expect([wien.trischakenRenonce, wien.trischakenRenonceEach]).toEqual(['each', '6']);
    expect([wien.valatPraemien, wien.silentValatVoidsKontra, wien.soloruferTalonNoKontra]).toEqual(['game', true, true]);
    const ooe = formFromPreset('ooe2023');
    expect([ooe.trischakenJungfrau, ooe.valatPraemienWhenFailed, ooe.farbenAll, ooe.farbenPraemien]).toEqual(['payoutRoundUp', true, false, ['koenige']]);
    expect(formFromPreset('erotas').farbenAll).toBe(true);
    expect(formFromPreset('tirol').trischakenScheme).toBe('baden');
  });

  it('stores each changed switch as its override key, and they resolve', () => {
    const form = named(formFromPreset('tarockcup'));
    form.trischakenJungfrau = 'payout';
    form.trischakenRenonce = 'each';
    form.trischakenRenonceEach = '3';
    form.valatPraemien = 'game';
    form.valatPraemienWhenFailed = true;
    form.silentValatVoidsKontra = true;
    form.soloruferTalonNoKontra = false;
    form.farbenAll = true;
    const { overrides, errors } = formToOverrides(form);
    expect(errors).toEqual([]);
    expect(overrides).toEqual({
      trischaken: { jungfrau: 'payout', renonce: { each: 3 } },
      valatPraemien: 'game', valatPraemienWhenFailed: true, silentValatVoidsKontra: true, soloruferTalonNoKontra: false, farbenPraemien: 'all',
    });
    expect(resolveRules({ preset: 'tarockcup', overrides }).ok).toBe(true);
  });

  it('a change of scheme stores only the scheme and the refinements that differ from its start values', () => {
    const form = named(formFromPreset('baden'));
    form.trischakenScheme = 'tarockcup';
    form.trischakenVorhandTie = 'alone';
    const { overrides } = formToOverrides(form);
    expect(overrides).toEqual({ trischaken: { scheme: 'tarockcup', vorhandTie: 'alone' } });
    const r = resolveRules({ preset: 'baden', overrides });
    expect(r.ok && r.value.trischaken).toEqual({ scheme: 'tarockcup', jungfrau: 'double', ties: 'each', vorhandTie: 'alone', renonce: 'asLoser' });
    // Refinements do not travel with another scheme.
    const wien = named(formFromPreset('wien'));
    wien.trischakenScheme = 'baden';
    expect(formToOverrides(wien).overrides).toEqual({ trischaken: { scheme: 'baden' } });
  });

  it('a list of Farben Prämien, and back to the preset\'s list stores nothing', () => {
    const form = named(formFromPreset('tirol'));
    form.farbenPraemien = ['koenige'];
    expect(formToOverrides(form).overrides).toEqual({ farbenPraemien: ['koenige'] });
    form.farbenPraemien = ['grammopoi', 'absolut', 'koenige'];
    expect(formToOverrides(form).overrides).toEqual({});
  });

  it('a fixed Renonce amount must be a number above 0', () => {
    const form = named(formFromPreset('ooe2023'));
    form.trischakenRenonce = 'each';
    form.trischakenRenonceEach = '0';
    expect(formToOverrides(form).errors).toEqual([{ field: 'trischaken.renonce', code: 'ERR_CONTRIBUTION' }]);
    form.trischakenRenonceEach = '2,5';
    expect(formToOverrides(form).overrides).toEqual({ trischaken: { renonce: { each: 2.5 } } });
  });

  it('a stored set with the new keys comes back into the form unchanged', () => {
    const overrides: RuleOverrides = { trischaken: { scheme: 'tarockcup', ties: 'share' }, valatPraemien: 'none', farbenPraemien: [] };
    expect(formToOverrides(resolvedForm('wiki', overrides)).overrides).toEqual(overrides);
  });
});
