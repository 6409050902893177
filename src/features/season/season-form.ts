/**
 * The season setup form as plain data: what the organiser typed and chose, turned into
 * the season file's settings — or refused with what to do. The file check
 * (`parseSeason`, through the store) runs after this and has the last word.
 */
import { OEF_START_POINT_TABLES, type OefTableId, type SeasonFile, type SeasonTieBreak } from '@/domain/season/model';
import type { PresetId, RulesSpec } from '@/domain/model';
import type { SeasonAppSettings, SeasonSettings } from '@/state/season-store';

export const OEF_TABLE_IDS = Object.keys(OEF_START_POINT_TABLES) as OefTableId[];
export const ALL_TIE_BREAKS: readonly SeasonTieBreak[] = ['final', 'results', 'participations'];

export interface SeasonForm {
  cup: string;
  season: string;
  /** 'preset:<id>', 'custom:<rule set id>' or 'keep' (the stored spec). */
  rules: string;
  scheme: 'heine' | 'fixpunkte' | 'list';
  cupList: string;
  best: 'n' | 'half' | 'all';
  bestN: string;
  planned: string;
  finale: 'none' | 'inside' | 'onTop';
  /** 1-based number of the Finale among the season's tournaments, as typed/chosen. */
  finaleTournament: string;
  /** The tie-breaks in their order, each on or off. */
  tieBreaks: { id: SeasonTieBreak; on: boolean }[];
  oef: 'none' | OefTableId | 'own';
  oefPlaces: string;
  oefList: string;
}

export type FormProblem =
  | { key: 'formBestRange' | 'formPlanned' | 'formList' | 'formListEmpty' | 'formOefPlaces' | 'formOefList'; params?: undefined }
  | { key: 'formOefShort'; params: { entries: number; places: number } }
  | { key: 'formFinale'; params: { count: number } };

export function emptySeasonForm(): SeasonForm {
  return {
    cup: '', season: '', rules: 'preset:tarockcup', scheme: 'heine', cupList: '', best: 'half', bestN: '', planned: '',
    finale: 'none', finaleTournament: '', tieBreaks: ALL_TIE_BREAKS.map((id) => ({ id, on: id === 'results' })),
    oef: 'none', oefPlaces: '', oefList: '',
  };
}

function rulesValue(rules: RulesSpec | undefined): string {
  if (rules === undefined) return 'none';
  return typeof rules === 'string' ? `preset:${rules}` : 'keep';
}

/** The form for a stored season (its file and the app's data beside it). */
export function formFromSeason(data: SeasonFile, rules: RulesSpec | undefined): SeasonForm {
  const order = data.tieBreaks ?? ['results'];
  const tieBreaks = [...order.map((id) => ({ id, on: true })), ...ALL_TIE_BREAKS.filter((id) => !order.includes(id)).map((id) => ({ id, on: false }))];
  const table = data.oef ? OEF_TABLE_IDS.find((id) => {
    const t = OEF_START_POINT_TABLES[id];
    return data.oef!.startPoints.length === t.startPoints.length && data.oef!.startPoints.every((x, i) => x === t.startPoints[i]);
  }) : undefined;
  return {
    cup: data.cup,
    season: data.season,
    rules: rulesValue(rules),
    scheme: Array.isArray(data.cupPoints) ? 'list' : data.cupPoints,
    cupList: Array.isArray(data.cupPoints) ? data.cupPoints.join(', ') : '',
    best: typeof data.best === 'number' ? 'n' : data.best,
    bestN: typeof data.best === 'number' ? String(data.best) : '',
    planned: data.plannedTournaments === undefined ? '' : String(data.plannedTournaments),
    finale: data.final ? data.final.counts : 'none',
    finaleTournament: data.final ? String(data.final.tournament) : '',
    tieBreaks,
    oef: data.oef ? (table ?? 'own') : 'none',
    oefPlaces: data.oef ? String(data.oef.places) : '',
    oefList: data.oef && !table ? data.oef.startPoints.join(', ') : '',
  };
}

/** Choosing a start-points table fills in its number of places. */
export function chooseOef(form: SeasonForm, oef: SeasonForm['oef']): SeasonForm {
  if (oef === 'none' || oef === 'own') return { ...form, oef };
  return { ...form, oef, oefPlaces: String(OEF_START_POINT_TABLES[oef].places) };
}

/** Moves tie-break `index` one up (-1) or down (+1). */
export function moveTieBreak(form: SeasonForm, index: number, by: -1 | 1): SeasonForm {
  const to = index + by;
  if (to < 0 || to >= form.tieBreaks.length) return form;
  const list = [...form.tieBreaks];
  [list[index], list[to]] = [list[to]!, list[index]!];
  return { ...form, tieBreaks: list };
}

function whole(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** "223, 198; 180 12.5" → numbers 0 or more (separated by commas, semicolons or spaces; decimals with a point); null: not such a list. */
export function parseNumberList(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter((p) => p.length > 0);
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d+(?:\.\d+)?$/.test(p)) return null;
    out.push(Number(p));
  }
  return out;
}

/**
 * The settings the form describes, or the problems with what to do. `tournamentCount` is
 * the number of tournaments the season has (the Finale must be one of them).
 */
export function formToSettings(
  form: SeasonForm,
  tournamentCount: number,
): { ok: true; settings: SeasonSettings } | { ok: false; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  let cupPoints: SeasonSettings['cupPoints'] = form.scheme === 'list' ? [] : form.scheme;
  if (form.scheme === 'list') {
    const list = parseNumberList(form.cupList);
    if (list === null) problems.push({ key: 'formList' });
    else if (list.length === 0) problems.push({ key: 'formListEmpty' });
    else cupPoints = list;
  }
  let best: SeasonSettings['best'] = form.best === 'n' ? 0 : form.best;
  if (form.best === 'n') {
    const n = whole(form.bestN);
    if (n === null || n < 1 || n > 100) problems.push({ key: 'formBestRange' });
    else best = n;
  }
  let plannedTournaments: number | undefined;
  if (form.planned.trim()) {
    const n = whole(form.planned);
    if (n === null || n < 1 || n > 100) problems.push({ key: 'formPlanned' });
    else plannedTournaments = n;
  }
  let final: SeasonSettings['final'];
  if (form.finale !== 'none' && tournamentCount > 0) {
    const k = whole(form.finaleTournament);
    if (k === null || k < 1 || k > tournamentCount) problems.push({ key: 'formFinale', params: { count: tournamentCount } });
    else final = { tournament: k, counts: form.finale };
  }
  const tieBreaks = form.tieBreaks.filter((t) => t.on && ((t.id !== 'final' && t.id !== 'finalRounds') || final !== undefined)).map((t) => t.id);
  let oef: SeasonSettings['oef'];
  if (form.oef !== 'none') {
    const places = whole(form.oefPlaces);
    const startPoints = form.oef === 'own' ? parseNumberList(form.oefList) : [...OEF_START_POINT_TABLES[form.oef].startPoints];
    if (places === null || places < 1 || places > 1000) problems.push({ key: 'formOefPlaces' });
    if (startPoints === null || (form.oef === 'own' && startPoints.length === 0)) problems.push({ key: 'formOefList' });
    else if (places !== null && places >= 1 && startPoints.length < places) problems.push({ key: 'formOefShort', params: { entries: startPoints.length, places } });
    if (places !== null && startPoints !== null && problems.length === 0) oef = { places, startPoints };
  }
  if (problems.length > 0) return { ok: false, problems };
  const isDefault = tieBreaks.length === 1 && tieBreaks[0] === 'results';
  return {
    ok: true,
    settings: {
      cup: form.cup,
      season: form.season,
      cupPoints,
      best,
      ...(plannedTournaments !== undefined ? { plannedTournaments } : {}),
      ...(final ? { final } : {}),
      ...(isDefault ? {} : { tieBreaks }),
      ...(oef ? { oef } : {}),
    },
  };
}

/** The app's settings the form describes: the cup's rules for its tournaments. */
export function formToApp(form: SeasonForm, keep: RulesSpec | undefined, customRules: (id: string) => RulesSpec | undefined): SeasonAppSettings {
  if (form.rules === 'keep') return keep !== undefined ? { rules: keep } : {};
  if (form.rules.startsWith('custom:')) {
    const spec = customRules(form.rules.slice('custom:'.length));
    return spec !== undefined ? { rules: spec } : {};
  }
  if (form.rules.startsWith('preset:')) return { rules: form.rules.slice('preset:'.length) as PresetId };
  return {};
}
