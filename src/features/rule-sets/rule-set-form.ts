/**
 * The rule-set editor's form as data. `formFromRules` fills it from a resolved
 * rule set; `formToOverrides` turns it back into the overrides that differ from
 * the preset (only those are stored), with the form's own input errors; the
 * engine's `resolveRules` then checks the result. Pure: no React, no storage.
 */
import {
  BIRD_IDS,
  formatCardPoints,
  GAME_IDS,
  isNegativeGame,
  parseCardPoints,
  parseContribution,
  PRAEMIE_IDS,
  PRESETS,
  TAROCKCUP_TRISCHAKEN,
  type BirdId,
  type DoubleTrigger,
  type DoubleRoundsRule,
  type GameId,
  type PagatkassaRule,
  type PraemieId,
  type PresetId,
  type RuleOverrides,
  type RuleSet,
  type TrischakenJungfrau,
  type TrischakenScheme,
  type TrischakenTies,
  type TrischakenVorhandTie,
  type ValatPraemien,
} from '@/domain/index';

export const DOUBLE_TRIGGERS: readonly DoubleTrigger[] = ['trischaken', 'mondfang', 'fensterbankerl'];
export const NEGATIVE_GAMES: readonly GameId[] = GAME_IDS.filter((g) => isNegativeGame(g));
export const MAX_KONTRA = 6;
/** Keeps typed numbers sane; the engine has its own, wider limits. */
export const MAX_VALUE = 100000;

export interface GameRow {
  offered: boolean;
  tariff: string;
  /** Explicit loss tariff; '' = automatic (the preset's loss tariff or tariff × loss factor). */
  loss: string;
}

export interface PraemieRow {
  offered: boolean;
  value: string;
}

export interface RuleSetForm {
  name: string;
  preset: PresetId;
  games: Record<GameId, GameRow>;
  praemien: Record<PraemieId, PraemieRow>;
  maxKontra: number;
  kontraOnSheet: boolean;
  lastKontraShift: boolean;
  threshold: string;
  silentLostCounts: boolean;
  valatMode: 'multiply' | 'fixed';
  valatSilent: string;
  valatAnnounced: string;
  renonce: 'asIfWon' | 'flat';
  /** Which Prämien count under a made valat, and whether also under a failed announced one (rules.md §3.1). */
  valatPraemien: ValatPraemien;
  valatPraemienWhenFailed: boolean;
  silentValatVoidsKontra: boolean;
  soloruferTalonNoKontra: boolean;
  /** Prämien in Farben games (rules.md §4): every offered one, or the listed ones. */
  farbenAll: boolean;
  farbenPraemien: PraemieId[];
  /** Trischaken (rules.md §7.1); jungfrau, ties and vorhandTie count only with the tarockcup scheme. */
  trischakenScheme: TrischakenScheme;
  trischakenJungfrau: TrischakenJungfrau;
  trischakenTies: TrischakenTies;
  trischakenVorhandTie: TrischakenVorhandTie;
  trischakenRenonce: 'asLoser' | 'each';
  /** Game points each other player gets at a Trischaken Renonce, when `trischakenRenonce` is 'each'. */
  trischakenRenonceEach: string;
  vorfleck: boolean;
  piccoloLostDouble: boolean;
  bei: GameId[];
  pagatkassa: boolean;
  kassaContribution: string;
  kassaRefill: 'onEmpty' | 'everyHand';
  kassaBirds: BirdId[];
  doubleRounds: boolean;
  doubleTriggers: DoubleTrigger[];
  doubleStacking: 'queue' | 'stack' | 'none';
  /** Stored overrides this form has no field for (engine extensions); kept unchanged on save. */
  extra: RuleOverrides;
}

export interface FormFieldError {
  /** 'name', 'games', 'tariffs.<game>', 'lossTariffs.<game>', 'praemien.<id>', 'threshold', 'valat.silent', … */
  field: string;
  code: 'ERR_NAME_EMPTY' | 'ERR_WHOLE_NUMBER' | 'ERR_CONTRIBUTION' | 'ERR_THRESHOLD' | 'ERR_NO_GAMES' | 'ERR_FACTOR' | 'ERR_NO_BIRDS';
}

/** The loss tariff the engine uses for `game` when the rule set sets none explicitly. */
export function automaticLoss(preset: PresetId, game: GameId, tariff: number): number {
  const base = PRESETS[preset];
  return base.lossTariffs[game] ?? tariff * (base.lossFactor[game] ?? 1);
}

/** Override keys the form edits; any other stored key is carried in `extra`. */
export const FORM_KEYS = [
  'tariffs', 'lossTariffs', 'games', 'praemien', 'maxKontra', 'kontraOnSheet', 'threshold', 'lastKontraShift',
  'silentLostCounts', 'valat', 'renonce', 'vorfleck', 'piccoloLostDouble', 'bei', 'pagatkassa', 'doubleRounds',
  'trischaken', 'valatPraemien', 'valatPraemienWhenFailed', 'farbenPraemien', 'soloruferTalonNoKontra', 'silentValatVoidsKontra',
] as const;

/**
 * The form for a resolved rule set. `stored` are the overrides it was resolved
 * from: their explicit loss tariffs stay explicit, unknown keys are kept.
 */
export function formFromRules(name: string, preset: PresetId, rules: RuleSet, stored: RuleOverrides = {}): RuleSetForm {
  const explicitLoss = stored.lossTariffs ?? {};
  const extra: RuleOverrides = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!(FORM_KEYS as readonly string[]).includes(key)) extra[key] = value;
  }
  const games = {} as Record<GameId, GameRow>;
  for (const g of GAME_IDS) {
    const tariff = rules.tariffs[g];
    const loss = explicitLoss[g];
    games[g] = {
      offered: rules.games.includes(g),
      tariff: tariff === undefined ? '' : String(tariff),
      loss: loss === undefined ? '' : String(loss),
    };
  }
  const praemien = {} as Record<PraemieId, PraemieRow>;
  for (const p of PRAEMIE_IDS) {
    const v = rules.praemien[p];
    praemien[p] = { offered: v !== undefined, value: v === undefined ? '' : String(v) };
  }
  const optionalKassa: PagatkassaRule = rules.pagatkassa ?? { contribution: 1, refill: 'onEmpty', birds: ['pagat'] };
  const optionalDouble: DoubleRoundsRule = rules.doubleRounds ?? { triggers: [...DOUBLE_TRIGGERS], stacking: 'queue' };
  return {
    name,
    preset,
    games,
    praemien,
    maxKontra: rules.maxKontra,
    kontraOnSheet: rules.kontraOnSheet,
    lastKontraShift: rules.lastKontraShift,
    threshold: formatCardPoints(rules.threshold),
    silentLostCounts: rules.silentLostCounts,
    valatMode: rules.valat.mode,
    valatSilent: String(rules.valat.silent),
    valatAnnounced: String(rules.valat.announced),
    renonce: rules.renonce,
    valatPraemien: rules.valatPraemien,
    valatPraemienWhenFailed: rules.valatPraemienWhenFailed,
    silentValatVoidsKontra: rules.silentValatVoidsKontra,
    soloruferTalonNoKontra: rules.soloruferTalonNoKontra,
    farbenAll: rules.farbenPraemien === 'all',
    farbenPraemien: rules.farbenPraemien === 'all' ? [] : [...rules.farbenPraemien],
    trischakenScheme: rules.trischaken.scheme,
    trischakenJungfrau: rules.trischaken.jungfrau ?? TAROCKCUP_TRISCHAKEN.jungfrau,
    trischakenTies: rules.trischaken.ties ?? TAROCKCUP_TRISCHAKEN.ties,
    trischakenVorhandTie: rules.trischaken.vorhandTie ?? TAROCKCUP_TRISCHAKEN.vorhandTie,
    trischakenRenonce: rules.trischaken.renonce === 'asLoser' ? 'asLoser' : 'each',
    trischakenRenonceEach: rules.trischaken.renonce === 'asLoser' ? '' : String(rules.trischaken.renonce.each),
    vorfleck: rules.vorfleck,
    piccoloLostDouble: rules.piccoloLostDouble,
    bei: [...rules.bei],
    pagatkassa: rules.pagatkassa !== null,
    kassaContribution: String(optionalKassa.contribution),
    kassaRefill: optionalKassa.refill,
    kassaBirds: [...optionalKassa.birds],
    doubleRounds: rules.doubleRounds !== null,
    doubleTriggers: [...optionalDouble.triggers],
    doubleStacking: optionalDouble.stacking,
    extra,
  };
}

/** A fresh form for a new rule set based on a preset. */
export function formFromPreset(preset: PresetId, name = ''): RuleSetForm {
  return formFromRules(name, preset, PRESETS[preset]);
}

function parseWhole(text: string, lo = 0, hi = MAX_VALUE): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= lo && n <= hi ? n : null;
}

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The offered games in entry-grid order: the preset's games keep their order;
 * an added game goes before the first preset game with a higher tariff.
 */
function orderGames(preset: RuleSet, offered: GameId[], tariffs: Partial<Record<GameId, number>>): GameId[] {
  const result = preset.games.filter((g) => offered.includes(g));
  for (const g of GAME_IDS) {
    if (!offered.includes(g) || result.includes(g)) continue;
    const t = tariffs[g] ?? 0;
    const at = result.findIndex((x) => (tariffs[x] ?? 0) > t);
    if (at < 0) result.push(g);
    else result.splice(at, 0, g);
  }
  return result;
}

/** The overrides that differ from the preset, or the form's own input errors. */
export function formToOverrides(form: RuleSetForm): { overrides: RuleOverrides; errors: FormFieldError[] } {
  const base = PRESETS[form.preset];
  const errors: FormFieldError[] = [];
  const overrides: RuleOverrides = { ...form.extra };

  if (!form.name.trim()) errors.push({ field: 'name', code: 'ERR_NAME_EMPTY' });

  const offered = GAME_IDS.filter((g) => form.games[g].offered);
  if (offered.length === 0) errors.push({ field: 'games', code: 'ERR_NO_GAMES' });

  const tariffs: Partial<Record<GameId, number>> = {};
  const lossTariffs: Partial<Record<GameId, number>> = {};
  const allTariffs: Partial<Record<GameId, number>> = { ...base.tariffs };
  for (const g of offered) {
    const row = form.games[g];
    const tariff = parseWhole(row.tariff);
    if (tariff === null) {
      errors.push({ field: `tariffs.${g}`, code: 'ERR_WHOLE_NUMBER' });
      continue;
    }
    allTariffs[g] = tariff;
    if (tariff !== base.tariffs[g]) tariffs[g] = tariff;
    if (row.loss.trim() !== '') {
      const loss = parseWhole(row.loss);
      if (loss === null) errors.push({ field: `lossTariffs.${g}`, code: 'ERR_WHOLE_NUMBER' });
      else if (loss !== automaticLoss(form.preset, g, tariff)) lossTariffs[g] = loss;
    }
  }
  if (Object.keys(tariffs).length > 0) overrides.tariffs = tariffs;
  if (Object.keys(lossTariffs).length > 0) overrides.lossTariffs = lossTariffs;
  if (offered.length > 0 && !sameSet(offered, base.games)) overrides.games = orderGames(base, offered, allTariffs);

  const praemien: Partial<Record<PraemieId, number | null>> = {};
  for (const p of PRAEMIE_IDS) {
    const row = form.praemien[p];
    const before = base.praemien[p];
    if (row.offered) {
      const v = parseWhole(row.value);
      if (v === null) errors.push({ field: `praemien.${p}`, code: 'ERR_WHOLE_NUMBER' });
      else if (v !== before) praemien[p] = v;
    } else if (before !== undefined) {
      praemien[p] = null;
    }
  }
  if (Object.keys(praemien).length > 0) overrides.praemien = praemien;

  if (form.maxKontra !== base.maxKontra) overrides.maxKontra = form.maxKontra;
  if (form.kontraOnSheet !== base.kontraOnSheet) overrides.kontraOnSheet = form.kontraOnSheet;
  if (form.lastKontraShift !== base.lastKontraShift) overrides.lastKontraShift = form.lastKontraShift;
  if (form.silentLostCounts !== base.silentLostCounts) overrides.silentLostCounts = form.silentLostCounts;

  const threshold = parseCardPoints(form.threshold.trim());
  if (threshold === null) errors.push({ field: 'threshold', code: 'ERR_THRESHOLD' });
  else if (threshold !== base.threshold) overrides.threshold = formatCardPoints(threshold);

  const lo = form.valatMode === 'multiply' ? 1 : 0;
  const silent = parseWhole(form.valatSilent, lo);
  const announced = parseWhole(form.valatAnnounced, lo);
  if (silent === null) errors.push({ field: 'valat.silent', code: form.valatMode === 'multiply' ? 'ERR_FACTOR' : 'ERR_WHOLE_NUMBER' });
  if (announced === null) errors.push({ field: 'valat.announced', code: form.valatMode === 'multiply' ? 'ERR_FACTOR' : 'ERR_WHOLE_NUMBER' });
  if (silent !== null && announced !== null) {
    const valat = { mode: form.valatMode, silent, announced };
    if (!sameJson(valat, base.valat)) overrides.valat = valat;
  }

  if (form.renonce !== base.renonce) overrides.renonce = form.renonce;
  if (form.valatPraemien !== base.valatPraemien) overrides.valatPraemien = form.valatPraemien;
  if (form.valatPraemienWhenFailed !== base.valatPraemienWhenFailed) overrides.valatPraemienWhenFailed = form.valatPraemienWhenFailed;
  if (form.silentValatVoidsKontra !== base.silentValatVoidsKontra) overrides.silentValatVoidsKontra = form.silentValatVoidsKontra;
  if (form.soloruferTalonNoKontra !== base.soloruferTalonNoKontra) overrides.soloruferTalonNoKontra = form.soloruferTalonNoKontra;
  const farben: PraemieId[] | 'all' = form.farbenAll ? 'all' : PRAEMIE_IDS.filter((p) => form.farbenPraemien.includes(p));
  if (form.farbenAll ? base.farbenPraemien !== 'all' : base.farbenPraemien === 'all' || !sameSet(farben as PraemieId[], base.farbenPraemien)) {
    overrides.farbenPraemien = farben;
  }
  const trischaken = trischakenOverride(form, base, errors);
  if (trischaken) overrides.trischaken = trischaken;
  if (form.vorfleck !== base.vorfleck) overrides.vorfleck = form.vorfleck;
  if (form.piccoloLostDouble !== base.piccoloLostDouble) overrides.piccoloLostDouble = form.piccoloLostDouble;
  if (!sameSet(form.bei, base.bei)) overrides.bei = GAME_IDS.filter((g) => form.bei.includes(g));

  let pagatkassa: PagatkassaRule | null = null;
  if (form.pagatkassa) {
    const contribution = parseContribution(form.kassaContribution);
    if (form.kassaBirds.length === 0) errors.push({ field: 'pagatkassa.birds', code: 'ERR_NO_BIRDS' });
    if (contribution === null) errors.push({ field: 'pagatkassa.contribution', code: 'ERR_CONTRIBUTION' });
    else pagatkassa = { contribution, refill: form.kassaRefill, birds: BIRD_IDS.filter((b) => form.kassaBirds.includes(b)) };
  }
  if ((form.pagatkassa ? pagatkassa !== null : true) && !sameJson(pagatkassa, base.pagatkassa)) overrides.pagatkassa = pagatkassa;

  const doubleRounds: DoubleRoundsRule | null = form.doubleRounds
    ? { triggers: DOUBLE_TRIGGERS.filter((tr) => form.doubleTriggers.includes(tr)), stacking: form.doubleStacking }
    : null;
  if (!sameJson(doubleRounds, base.doubleRounds)) overrides.doubleRounds = doubleRounds;

  return { overrides, errors };
}

/**
 * The `trischaken` override (rules.md §7.1): only the fields that differ from what the preset
 * (or, after a change of scheme, the tarockcup scheme's start values) would give.
 */
function trischakenOverride(form: RuleSetForm, base: RuleSet, errors: FormFieldError[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  const scheme = form.trischakenScheme;
  if (scheme !== base.trischaken.scheme) out.scheme = scheme;
  if (scheme === 'tarockcup') {
    const start = scheme === base.trischaken.scheme ? base.trischaken : TAROCKCUP_TRISCHAKEN;
    if (form.trischakenJungfrau !== start.jungfrau) out.jungfrau = form.trischakenJungfrau;
    if (form.trischakenTies !== start.ties) out.ties = form.trischakenTies;
    if (form.trischakenVorhandTie !== start.vorhandTie) out.vorhandTie = form.trischakenVorhandTie;
  }
  if (form.trischakenRenonce === 'asLoser') {
    if (base.trischaken.renonce !== 'asLoser') out.renonce = 'asLoser';
  } else {
    const each = parseContribution(form.trischakenRenonceEach);
    if (each === null) errors.push({ field: 'trischaken.renonce', code: 'ERR_CONTRIBUTION' });
    else if (base.trischaken.renonce === 'asLoser' || base.trischaken.renonce.each !== each) out.renonce = { each };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Number of settings a stored rule set changes against its preset (for the list). */
export function countChanges(overrides: RuleOverrides): number {
  let n = 0;
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && (key === 'tariffs' || key === 'lossTariffs' || key === 'praemien')) {
      n += Object.keys(value).length;
    } else {
      n += 1;
    }
  }
  return n;
}
