/**
 * The check and application of each override key (session-format.md, `overrides`;
 * docs/rule-sets.md): type, range, known ids. A wrong value is reported for its key and
 * leaves the preset's value; `resolveRules` (`resolve-rules.ts`) collects the reports.
 */
import { parseCardPoints } from '../cards';
import { PRAEMIE_IDS, type DoubleTrigger, type GameId } from '../model';
import { describe, get, has, isIntIn, isObject, isPlainKey, normInt, quote } from '../validation/checks';
import { isNegativeGame } from './games';
import {
  isBirdId, isContribution, isGameId, isPraemieId, MAX_CONTRIBUTION_DECIMALS, MAX_KONTRA_LEVEL, MAX_LOSS_FACTOR, MAX_TARIFF, OVERRIDE_KEYS,
  type OverrideKey,
} from './override-keys';
import {
  TAROCKCUP_TRISCHAKEN, TRISCHAKEN_JUNGFRAU, TRISCHAKEN_SCHEMES, TRISCHAKEN_TIES, TRISCHAKEN_VORHAND_TIE, VALAT_PRAEMIEN,
  type RuleSet, type TrischakenRenonce, type TrischakenRule, type ValatPraemien,
} from './rule-set';

const DOUBLE_TRIGGERS: readonly DoubleTrigger[] = ['trischaken', 'mondfang', 'fensterbankerl'];
const TRISCHAKEN_FIELDS = ['scheme', 'jungfrau', 'ties', 'vorhandTie', 'renonce'] as const;

/** A Trischaken Renonce amount (game points to each): positive, up to MAX_TARIFF, at most 4 decimals. */
function trischakenRenonce(value: unknown): TrischakenRenonce | null {
  if (value === 'asLoser') return 'asLoser';
  if (!isObject(value) || Object.keys(value).length !== 1 || !has(value, 'each')) return null;
  const n = value.each;
  return isContribution(n) ? { each: n } : null;
}

/** Reports one problem of the override being applied. */
type Report = (code: string, message: string, params?: Record<string, string | number>) => void;
type Apply = (value: unknown, rules: RuleSet, report: Report) => void;

const APPLY: Record<OverrideKey, Apply> = {
  tariffs(value, rules, report) {
    const map = gameNumberMap(value, 0, MAX_TARIFF, report);
    if (map) rules.tariffs = { ...rules.tariffs, ...map };
  },
  lossTariffs(value, rules, report) {
    const map = gameNumberMap(value, 0, MAX_TARIFF, report);
    if (map) rules.lossTariffs = { ...rules.lossTariffs, ...map };
  },
  lossFactor(value, rules, report) {
    const map = gameNumberMap(value, 1, MAX_LOSS_FACTOR, report);
    if (map) rules.lossFactor = { ...rules.lossFactor, ...map };
  },
  games(value, rules, report) {
    const list = idList(value, isGameId, 'game', report);
    if (!list) return;
    if (list.length === 0) report('ERR_OVERRIDE_VALUE', 'must offer at least one game');
    else rules.games = list;
  },
  praemien(value, rules, report) {
    if (!isObject(value)) {
      report('ERR_TYPE', `must be an object { "<prämie id>": number or null }, got ${describe(value)}`);
      return;
    }
    const next = { ...rules.praemien };
    let ok = true;
    for (const [key, v] of Object.entries(value)) {
      if (!isPraemieId(key)) {
        report('ERR_OVERRIDE_UNKNOWN_PRAEMIE', `unknown Prämie ${quote(key)} (known: ${PRAEMIE_IDS.join(', ')})`, { praemie: key });
        ok = false;
      } else if (v === null) {
        delete next[key];
      } else if (isIntIn(v, 0, MAX_TARIFF)) {
        next[key] = normInt(v);
      } else {
        report('ERR_OVERRIDE_VALUE', `${key}: must be a whole number 0–${MAX_TARIFF} or null (not offered), got ${describe(v)}`, { praemie: key });
        ok = false;
      }
    }
    if (ok) rules.praemien = next;
  },
  farbenPraemien(value, rules, report) {
    if (value === 'all') {
      rules.farbenPraemien = 'all';
      return;
    }
    const list = idList(value, isPraemieId, 'Prämie', report, 'or "all"');
    if (list) rules.farbenPraemien = list;
  },
  maxKontra(value, rules, report) {
    if (isIntIn(value, 0, MAX_KONTRA_LEVEL)) rules.maxKontra = normInt(value);
    else report('ERR_OVERRIDE_VALUE', `must be a Kontra level 0–${MAX_KONTRA_LEVEL}, got ${describe(value)}`);
  },
  kontraOnSheet: flag('kontraOnSheet'),
  lastKontraShift: flag('lastKontraShift'),
  silentLostCounts: flag('silentLostCounts'),
  soloDoublesPraemien: flag('soloDoublesPraemien'),
  vorfleck: flag('vorfleck'),
  piccoloLostDouble: flag('piccoloLostDouble'),
  mondfangOpponentsOnly: flag('mondfangOpponentsOnly'),
  soloruferTalonNoKontra: flag('soloruferTalonNoKontra'),
  valatPraemienWhenFailed: flag('valatPraemienWhenFailed'),
  silentValatVoidsKontra: flag('silentValatVoidsKontra'),
  threshold(value, rules, report) {
    const thirds = typeof value === 'string' || typeof value === 'number' ? parseCardPoints(value) : null;
    if (thirds === null) report('ERR_OVERRIDE_VALUE', `must be card points "P/B" from 0/0 to 70/0 (Blatt 0–2), got ${describe(value)}`);
    else rules.threshold = normInt(thirds);
  },
  valat(value, rules, report) {
    if (!isObject(value)) {
      report('ERR_TYPE', `must be an object { "mode", "silent", "announced" }, got ${describe(value)}`);
      return;
    }
    let ok = unknownKeys(value, ['mode', 'silent', 'announced'], report);
    const mode = get(value, 'mode');
    if (mode !== 'multiply' && mode !== 'fixed') {
      report('ERR_OVERRIDE_VALUE', `mode: must be "multiply" or "fixed", got ${describe(mode)}`);
      ok = false;
    }
    const lo = mode === 'fixed' ? 0 : 1;
    const amounts: number[] = [];
    for (const key of ['silent', 'announced'] as const) {
      const v = get(value, key);
      if (isIntIn(v, lo, MAX_TARIFF)) amounts.push(normInt(v));
      else {
        const what = mode === 'fixed' ? 'a value' : 'a factor';
        report('ERR_OVERRIDE_VALUE', `${key}: must be ${what}, a whole number ${lo}–${MAX_TARIFF}, got ${describe(v)}`);
        ok = false;
      }
    }
    if (ok && (mode === 'multiply' || mode === 'fixed')) {
      rules.valat = { mode, silent: amounts[0] ?? 0, announced: amounts[1] ?? 0 };
    }
  },
  valatPraemien(value, rules, report) {
    if (typeof value === 'string' && (VALAT_PRAEMIEN as readonly string[]).includes(value)) rules.valatPraemien = value as ValatPraemien;
    else report('ERR_OVERRIDE_VALUE', `must be one of ${VALAT_PRAEMIEN.map((v) => `"${v}"`).join(', ')}, got ${describe(value)}`);
  },
  renonce(value, rules, report) {
    if (value === 'asIfWon' || value === 'flat') rules.renonce = value;
    else report('ERR_OVERRIDE_VALUE', `must be "asIfWon" or "flat", got ${describe(value)}`);
  },
  bei(value, rules, report) {
    const list = idList(value, isGameId, 'game', report);
    if (!list) return;
    const positive = list.filter((g) => !isNegativeGame(g));
    if (positive.length > 0) {
      report('ERR_OVERRIDE_VALUE', `only negative games can be played Bei, not ${positive.join(', ')}`);
      return;
    }
    rules.bei = list;
  },
  pagatkassa(value, rules, report) {
    if (value === null) {
      rules.pagatkassa = null;
      return;
    }
    if (!isObject(value)) {
      report('ERR_TYPE', `must be null (off) or { "contribution", "refill", "birds" }, got ${describe(value)}`);
      return;
    }
    let ok = unknownKeys(value, ['contribution', 'refill', 'birds'], report);
    const contribution = get(value, 'contribution');
    if (!isContribution(contribution)) {
      report('ERR_OVERRIDE_VALUE', `contribution: must be a positive number up to ${MAX_TARIFF} with at most ${MAX_CONTRIBUTION_DECIMALS} decimals, got ${describe(contribution)}`);
      ok = false;
    }
    const refill = get(value, 'refill');
    if (refill !== 'onEmpty' && refill !== 'everyHand') {
      report('ERR_OVERRIDE_VALUE', `refill: must be "onEmpty" or "everyHand", got ${describe(refill)}`);
      ok = false;
    }
    const birds = idList(get(value, 'birds'), isBirdId, 'bird', report, '', 'birds: ');
    if (!birds) ok = false;
    if (ok && birds && isContribution(contribution) && (refill === 'onEmpty' || refill === 'everyHand')) {
      rules.pagatkassa = { contribution, refill, birds };
    }
  },
  doubleRounds(value, rules, report) {
    if (value === null) {
      rules.doubleRounds = null;
      return;
    }
    if (!isObject(value)) {
      report('ERR_TYPE', `must be null (off) or { "triggers", "stacking" }, got ${describe(value)}`);
      return;
    }
    let ok = unknownKeys(value, ['triggers', 'stacking'], report);
    const triggers = idList(get(value, 'triggers'), (v): v is DoubleTrigger =>
      typeof v === 'string' && (DOUBLE_TRIGGERS as readonly string[]).includes(v), 'trigger', report, '', 'triggers: ');
    if (!triggers) ok = false;
    const stacking = get(value, 'stacking');
    if (stacking !== 'queue' && stacking !== 'stack' && stacking !== 'none') {
      report('ERR_OVERRIDE_VALUE', `stacking: must be "queue", "stack" or "none", got ${describe(stacking)}`);
      ok = false;
    }
    if (ok && triggers && (stacking === 'queue' || stacking === 'stack' || stacking === 'none')) {
      rules.doubleRounds = { triggers, stacking };
    }
  },
  trischaken(value, rules, report) {
    if (!isObject(value)) {
      report('ERR_TYPE', `must be an object { "scheme"?, "jungfrau"?, "ties"?, "vorhandTie"?, "renonce"? }, got ${describe(value)}`);
      return;
    }
    let ok = unknownKeys(value, TRISCHAKEN_FIELDS, report);
    const next: TrischakenRule = { ...rules.trischaken };
    if (has(value, 'scheme')) {
      const v = value.scheme;
      if (typeof v === 'string' && (TRISCHAKEN_SCHEMES as readonly string[]).includes(v)) {
        const scheme = v as TrischakenRule['scheme'];
        if (scheme !== next.scheme) {
          // rules.md §7.1: changing to the tarockcup scheme starts its switches at the tarockcup preset's values.
          delete next.jungfrau;
          delete next.ties;
          delete next.vorhandTie;
          if (scheme === 'tarockcup') Object.assign(next, TAROCKCUP_TRISCHAKEN);
        }
        next.scheme = scheme;
      } else {
        report('ERR_OVERRIDE_VALUE', `scheme: must be one of ${TRISCHAKEN_SCHEMES.join(', ')}, got ${describe(v)}`);
        ok = false;
      }
    }
    const refinements = [
      ['jungfrau', TRISCHAKEN_JUNGFRAU],
      ['ties', TRISCHAKEN_TIES],
      ['vorhandTie', TRISCHAKEN_VORHAND_TIE],
    ] as const;
    for (const [key, allowed] of refinements) {
      if (!has(value, key)) continue;
      const v = value[key];
      if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
        report('ERR_OVERRIDE_VALUE', `${key}: must be one of ${allowed.join(', ')}, got ${describe(v)}`, { key });
        ok = false;
      } else if (next.scheme !== 'tarockcup') {
        report('ERR_TRISCHAKEN_SCHEME_ONLY', `${key}: refines the tarockcup scheme only, not ${next.scheme}`, { key, scheme: next.scheme });
        ok = false;
      } else {
        (next as unknown as Record<string, string>)[key] = v;
      }
    }
    if (has(value, 'renonce')) {
      const r = trischakenRenonce(value.renonce);
      if (r) next.renonce = r;
      else {
        report('ERR_OVERRIDE_VALUE', `renonce: must be "asLoser" or { "each": n } with n > 0, got ${describe(value.renonce)}`);
        ok = false;
      }
    }
    if (ok) rules.trischaken = next;
  },
};

export function applyOverrides(rules: RuleSet, overrides: Record<string, unknown>, add: (code: string, field: string, message: string, params?: Record<string, string | number>) => void): void {
  for (const key of Object.keys(overrides)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key)) {
      add('ERR_OVERRIDE_UNKNOWN_KEY', isPlainKey(key) ? `rules.overrides.${key}` : 'rules.overrides',
        `unknown override key ${quote(key)} (see docs/rule-sets.md for the known keys)`, { key });
      continue;
    }
    const field = `rules.overrides.${key}`;
    APPLY[key as OverrideKey](overrides[key], rules, (code, message, params) => add(code, field, message, params));
  }
  // Every offered game needs a tariff (rules.md §3): a game added through `games` must be priced.
  const unpriced = rules.games.filter((g) => rules.tariffs[g] === undefined);
  if (unpriced.length > 0) {
    const field = has(overrides, 'games') ? 'rules.overrides.games' : 'rules.overrides.tariffs';
    add('ERR_TARIFF_MISSING', field, `${unpriced.join(', ')} ${unpriced.length === 1 ? 'has' : 'have'} no tariff: add ${unpriced.length === 1 ? 'it' : 'them'} to "tariffs"`,
      { games: unpriced.join(', ') });
  }
}

function flag(key: 'kontraOnSheet' | 'lastKontraShift' | 'silentLostCounts' | 'soloDoublesPraemien' | 'vorfleck'
  | 'piccoloLostDouble' | 'mondfangOpponentsOnly' | 'soloruferTalonNoKontra' | 'valatPraemienWhenFailed'
  | 'silentValatVoidsKontra'): Apply {
  return (value, rules, report) => {
    if (typeof value === 'boolean') rules[key] = value;
    else report('ERR_TYPE', `must be true or false, got ${describe(value)}`);
  };
}

/** `{ "<game id>": whole number lo–hi }`; null when anything is wrong. */
function gameNumberMap(value: unknown, lo: number, hi: number, report: Report): Partial<Record<GameId, number>> | null {
  if (!isObject(value)) {
    report('ERR_TYPE', `must be an object { "<game id>": number }, got ${describe(value)}`);
    return null;
  }
  const out: Partial<Record<GameId, number>> = {};
  let ok = true;
  for (const [key, v] of Object.entries(value)) {
    if (!isGameId(key)) {
      report('ERR_OVERRIDE_UNKNOWN_GAME', `unknown game ${quote(key)}`, { game: key });
      ok = false;
    } else if (isIntIn(v, lo, hi)) {
      out[key] = normInt(v);
    } else {
      report('ERR_OVERRIDE_VALUE', `${key}: must be a whole number ${lo}–${hi}, got ${describe(v)}`, { game: key });
      ok = false;
    }
  }
  return ok ? out : null;
}

/** An array of known ids without duplicates; null when anything is wrong. */
function idList<T extends string>(value: unknown, isId: (v: unknown) => v is T, what: string, report: Report, alt = '', prefix = ''): T[] | null {
  if (!Array.isArray(value)) {
    report('ERR_TYPE', `${prefix}must be an array of ${what} ids${alt ? ` ${alt}` : ''}, got ${describe(value)}`);
    return null;
  }
  const out: T[] = [];
  let ok = true;
  for (const item of value as unknown[]) {
    if (!isId(item)) {
      report('ERR_OVERRIDE_VALUE', `${prefix}unknown ${what} ${typeof item === 'string' ? quote(item) : describe(item)}`);
      ok = false;
    } else if (out.includes(item)) {
      report('ERR_OVERRIDE_DUPLICATE', `${prefix}${item} is listed twice`);
      ok = false;
    } else {
      out.push(item);
    }
  }
  return ok ? out : null;
}

/** Reports keys outside `allowed`; true when there are none. */
function unknownKeys(obj: Record<string, unknown>, allowed: readonly string[], report: Report): boolean {
  let ok = true;
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      report('ERR_UNKNOWN_KEY', `unknown key ${quote(key)} (expected ${allowed.join(', ')})`, { key });
      ok = false;
    }
  }
  return ok;
}
