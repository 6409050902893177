/**
 * What differs between a season this device has and another file of it (or a tournament the
 * season holds and another file of that tournament), and the file "nur Fehlendes übernehmen"
 * makes: every tournament and every table result this device has stays, what is missing is
 * taken. Pure; the season's doors (a season file, a tournament file, a tournament of this
 * device) show the diff before anything is replaced.
 */
import type { TournamentFile } from '../tournament/model';
import { diffTournaments, mergeMissing, withLeftOutKeys, type TableResultChange } from '../tournament/import-merge';
import { isResultsList, RESULTS_ENTRY_KEYS, RESULTS_KEYS, type ResultsEntry, type ResultsList, type SeasonTournament } from '../results/model';
import { nameKey } from './match-players';
import type { SeasonFile } from './model';

export const SEASON_SETTING_KEYS = ['cup', 'season', 'cupPoints', 'best', 'plannedTournaments', 'final', 'tieBreaks', 'lots', 'oef'] as const;
export type SeasonSettingKey = (typeof SEASON_SETTING_KEYS)[number];

export interface SeasonTournamentChange {
  id: string;
  name: string;
  /** `added`: only in the other file; `removed`: only here; `changed`: both, with other content. */
  kind: 'added' | 'removed' | 'changed';
  /** For a changed tournament: each table whose result differs (only in the file, only here, or other). */
  results: TableResultChange[];
  /** For a changed results list: each player whose published result differs (only in the file, only here, or other). */
  entries?: ResultsEntryChange[];
}

/** A player of a results list (by cup number, else by name key) whose result differs between two versions. */
export interface ResultsEntryChange {
  name: string;
  kind: 'added' | 'removed' | 'changed';
}

/** Each player whose published result differs between two versions of a results list, in the order of the lists. */
export function diffResultsEntries(here: ResultsList, incoming: ResultsList): ResultsEntryChange[] {
  const keyOf = (e: ResultsEntry) => (e.cupNumber !== undefined ? `#${e.cupNumber}` : `~${nameKey(e.name)}`);
  const theirs = new Map(incoming.results.map((e) => [keyOf(e), e]));
  const mine = new Set(here.results.map(keyOf));
  const out: ResultsEntryChange[] = [];
  for (const e of here.results) {
    const other = theirs.get(keyOf(e));
    if (!other) out.push({ name: e.name, kind: 'removed' });
    else if (listText(e) !== listText(other)) out.push({ name: other.name, kind: 'changed' });
  }
  for (const e of incoming.results) if (!mine.has(keyOf(e))) out.push({ name: e.name, kind: 'added' });
  return out;
}

export interface SeasonDiff {
  same: boolean;
  settings: SeasonSettingKey[];
  tournaments: SeasonTournamentChange[];
}

const text = (v: unknown): string => JSON.stringify(v ?? null);
/** A results list or entry as text in one key order, whatever order its keys were written in. */
const LIST_KEYS = [...new Set<string>([...RESULTS_KEYS, ...RESULTS_ENTRY_KEYS])];
const listText = (v: unknown): string => JSON.stringify(v ?? null, LIST_KEYS);

/** How another file of a tournament differs from the one here; null when they are the same. */
export function diffSeasonTournament(here: SeasonTournament, incoming: SeasonTournament): SeasonTournamentChange | null {
  // A results list has no tables: it is the same or another list.
  if (isResultsList(here) || isResultsList(incoming)) {
    if (isResultsList(here) && isResultsList(incoming) ? listText(here) === listText(incoming) : text(here) === text(incoming)) return null;
    const entries = isResultsList(here) && isResultsList(incoming) ? diffResultsEntries(here, incoming) : [];
    return { id: here.id, name: here.name, kind: 'changed', results: [], ...(entries.length > 0 ? { entries } : {}) };
  }
  const d = diffTournaments(here, incoming);
  if (d.same) return null;
  return { id: here.id, name: here.name, kind: 'changed', results: d.results };
}

/** What differs between the season here and another file of it: settings, and each tournament added, removed or changed. */
export function diffSeasons(here: SeasonFile, incoming: SeasonFile): SeasonDiff {
  const settings = SEASON_SETTING_KEYS.filter((k) => text(here[k]) !== text(incoming[k]));
  const theirs = new Map(incoming.tournaments.map((t) => [t.id, t]));
  const mine = new Set(here.tournaments.map((t) => t.id));
  const tournaments: SeasonTournamentChange[] = [];
  for (const t of here.tournaments) {
    const other = theirs.get(t.id);
    if (!other) tournaments.push({ id: t.id, name: t.name, kind: 'removed', results: [] });
    else {
      const change = diffSeasonTournament(t, other);
      if (change) tournaments.push(change);
    }
  }
  for (const t of incoming.tournaments) if (!mine.has(t.id)) tournaments.push({ id: t.id, name: t.name, kind: 'added', results: [] });
  return { same: settings.length === 0 && tournaments.length === 0 && here.tournaments.map((t) => t.id).join() === incoming.tournaments.map((t) => t.id).join(), settings, tournaments };
}

/** How many of this side's results a replacement takes back (tables only here or different), over all changes. */
export function resultsTakenBack(changes: readonly SeasonTournamentChange[]): number {
  return changes.reduce((n, c) => n + c.results.filter((r) => r.kind !== 'added').length, 0);
}

/**
 * "Nur Fehlendes übernehmen" for a season: this device's settings and every tournament it
 * has stay (a tournament in both keeps each table result this device has and takes the
 * file's where it has none: `mergeMissing`); tournaments only the file has are added at the
 * end. The outcome still has to pass the season's check before it is stored.
 */
export function mergeSeasonMissing(here: SeasonFile, incoming: SeasonFile): SeasonFile {
  const theirs = new Map(incoming.tournaments.map((t) => [t.id, t]));
  const mine = new Set(here.tournaments.map((t) => t.id));
  const tournaments = here.tournaments.map((t) => {
    const other = theirs.get(t.id);
    return other ? mergeSeasonTournament(t, other) : t;
  });
  return { ...here, tournaments: [...tournaments, ...incoming.tournaments.filter((t) => !mine.has(t.id))] };
}

/**
 * The season file with each embedded tournament this device also holds (`device`, by id)
 * merged so that every table result of the device's copy stays (`mergeMissing`).
 */
export function keepDeviceResults(file: SeasonFile, device: ReadonlyMap<string, TournamentFile>): SeasonFile {
  return { ...file, tournaments: file.tournaments.map((t) => { const own = device.get(t.id); return own ? mergeSeasonTournament(own, t) : t; }) };
}

/** "Nur Fehlendes" for one tournament of a season: a tournament keeps this side's table results; a results list (no tables) stays as this side has it. */
export function mergeSeasonTournament(here: SeasonTournament, incoming: SeasonTournament): SeasonTournament {
  return isResultsList(here) || isResultsList(incoming) ? here : mergeMissing(here, incoming);
}

/**
 * The season file with the table keys it left out put back from the season here: each tournament
 * both hold (not a results list) takes this side's key for a table the file has without one. A
 * season file exported without keys (for someone else) thereby never costs this device a key.
 */
export function withLeftOutSeasonKeys(here: SeasonFile, incoming: SeasonFile): SeasonFile {
  const mine = new Map(here.tournaments.map((t) => [t.id, t]));
  return {
    ...incoming,
    tournaments: incoming.tournaments.map((t) => {
      const own = mine.get(t.id);
      return own && !isResultsList(own) && !isResultsList(t) ? withLeftOutKeys(own, t) : t;
    }),
  };
}
