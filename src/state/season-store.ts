/**
 * The cup organiser's actions on a season, the director's link from a tournament to its season,
 * and the season's one queue (adding a tournament, `./season-add-tournament`, the import,
 * `./season-import`, the cup numbers, `./season-cup-numbers`, and the results lists queue here
 * too). The store coordinates: the edits of the season file (`@/domain/season/season-edits`), its
 * checks, the matching and the Saisonwertung are the domain's, storage is the repositories'.
 * Every action runs after the previous one finished; an edit of the season is applied to the
 * STORED season in one transaction and the whole file is checked before it is written; it
 * resolves after the write committed. Every action that can be refused answers with the one
 * result shape (`./result`); storage failures are thrown as `StorageError`.
 */
import { useMemo } from 'react';
import type { RulesSpec } from '@/domain/index';
import type { Random } from '@/domain/seeded-random';
import { computeSeasonStandings } from '@/domain/season/season-standings';
import { seasonTournament, type SeasonTournamentView } from '@/domain/season/season-tournament';
import { matchCupPlayers, type CupPlayerMatch } from '@/domain/season/match-players';
import { mergeIdentities } from '@/domain/season/identities';
import {
  applySeasonSettings, checkSeasonEdit, doubtfulMatches, drawLot, mergeSeasonCupPlayers, moveSeasonTournament, newSeasonFile,
  removeSeasonTournament, type AmbiguousChoice, type CupNumberAssignment, type Doubt, type SeasonSettings,
} from '@/domain/season/season-edits';
import type { SeasonError } from '@/domain/season/errors';
import { withOefDay } from '@/domain/season/oef-start';
import type { Result } from '@/domain/model';
import type { SeasonFile, SeasonStandings } from '@/domain/season/model';
import type { StoredSeason } from '@/persistence/db';
import { useSeason, useSeasons } from '@/persistence/repositories/season-hooks';
import {
  changeSeason, createSeason as createStoredSeason, deleteSeason as deleteStoredSeason, isDamagedSeason, isRefusal, setSeasonArchived,
  setTournamentSeason as setStoredTournamentSeason,
} from '@/persistence/repositories/seasons-repository';
import type { Refusal } from '@/persistence/repositories/tournaments-repository';
import { inTournamentQueue } from './tournament-queue';
import { done, fromDomain, type StoreResult } from './result';

/** A refusal: the season's or a tournament's problems, located as the `season` command locates them. */
export type SeasonProblem = SeasonError;

/** What an organiser's action answers: the state layer's one result shape with the season's problems. */
export type SeasonActionResult<T = null> = StoreResult<T, SeasonProblem>;

export type { AmbiguousChoice, CupNumberAssignment, Doubt, SeasonSettings, SeasonTournamentView, StoredSeason };
export { isDamagedSeason };
export { cupPlayerName } from '@/domain/season/season-edits';

// ---- the queue ----

let tail: Promise<unknown> = Promise.resolve();

/** Runs `task` after every earlier action finished (whatever their outcome); the season's other actions (results lists) queue here too. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

/** The whole season file checked by the domain as it is kept (it may have no tournament yet: `checkSeasonEdit`). */
export function checkSeason(data: SeasonFile): SeasonActionResult<SeasonFile> {
  return fromDomain(checkSeasonEdit(data));
}

/** An ÖF season's file with its start list's points as `carried` for the players of the day (§12); any other as it is. */
export function withOefStart(app: StoredSeason['app'], data: SeasonFile): SeasonFile {
  return app?.oefStart ? withOefDay(data, app.oefStart.entries).data : data;
}

/** A domain edit's answer as the repository's: the new file, or its refusal. */
const edited = (r: Result<SeasonFile, SeasonProblem[]>): { data: SeasonFile } | Refusal<SeasonProblem[]> => (r.ok ? { data: r.value } : { refused: r.error });

async function change(
  id: string,
  apply: (stored: StoredSeason) => { data: SeasonFile; app?: StoredSeason['app'] } | Refusal<SeasonProblem[]>,
): Promise<SeasonActionResult<StoredSeason>> {
  const out = await changeSeason<SeasonProblem[]>(id, (stored) => {
    const next = apply(stored);
    if (isRefusal(next)) return next;
    const checked = checkSeason(withOefStart(next.app ?? stored.app, next.data));
    return checked.ok ? { data: checked.value, ...(next.app ? { app: next.app } : {}) } : { refused: checked.errors };
  });
  return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
}

// ---- setup ----

/** What the app keeps about a season outside its file. */
export interface SeasonAppSettings {
  /** The cup's rules, offered to a tournament that belongs to the season. */
  rules?: RulesSpec;
  /** The season is an Österreich-Finale (its start list, built from the cups' lists). */
  oefStart?: NonNullable<StoredSeason['app']>['oefStart'];
}

function applyApp(base: StoredSeason['app'], app: SeasonAppSettings): NonNullable<StoredSeason['app']> {
  const { rules: _r, ...rest } = base ?? {};
  return { ...rest, ...(app.rules !== undefined ? { rules: app.rules } : {}), ...(app.oefStart !== undefined ? { oefStart: app.oefStart } : {}) };
}

/** Creates a season (no tournament yet); impossible settings are refused with the file check's problems. */
export function createSeason(settings: SeasonSettings, app: SeasonAppSettings = {}): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(async () => {
    const checked = checkSeason(newSeasonFile(settings));
    if (!checked.ok) return checked;
    return done(await createStoredSeason(checked.value, applyApp(undefined, app)));
  });
}

/** Changes the settings; the whole file (with its tournaments) must stay valid. */
export function updateSeasonSettings(id: string, settings: SeasonSettings, app: SeasonAppSettings = {}): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => ({ data: applySeasonSettings(stored.data, settings), app: applyApp(stored.app, app) })));
}

// ---- tournaments ----

// Adding a tournament file whole or not at all, and linking a tournament of this device: `./season-add-tournament`.

/** Takes tournament `index` (0-based) out of the season (`removeSeasonTournament`: the Finale's number follows). */
export function removeTournament(id: string, index: number): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => edited(removeSeasonTournament(stored.data, index))));
}

/** Moves tournament `index` one place earlier (-1) or later (+1): the order numbers them (§8). */
export function moveTournament(id: string, index: number, by: -1 | 1): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => ({ data: moveSeasonTournament(stored.data, index, by) })));
}

// ---- player matching ----

/** The doubtful matches the organiser has not yet said are different people. */
export function openDoubts(stored: StoredSeason, match: CupPlayerMatch = matchCupPlayers(stored.data)): Doubt[] {
  return doubtfulMatches(match, stored.app?.distinct ?? []);
}

/**
 * The organiser says two cup players are one person, and that `keep`'s spelling is their name
 * (`mergeIdentities`): facts of the season, kept beside the file and written into the embedded
 * entries now — so the `season` command gives the same result — and again into every newer
 * version of these tournaments and every tournament added later.
 */
export function mergeCupPlayers(id: string, keep: string, merge: string): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const d = stored.data;
      const out = mergeIdentities(d.tournaments, matchCupPlayers(d).players, stored.app?.identities ?? [], keep, merge);
      if (!out) return edited(mergeSeasonCupPlayers(d, keep, merge));
      return { data: { ...d, tournaments: out.tournaments }, app: { ...(stored.app ?? {}), identities: out.identities } };
    }),
  );
}

/** The organiser says two similar names are different people: they are no longer listed (kept with the season on this device). */
export function markDistinct(id: string, a: string, b: string): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const distinct = [...(stored.app?.distinct ?? []), [a, b] as [string, string]];
      return { data: stored.data, app: { ...(stored.app ?? {}), distinct } };
    }),
  );
}

// ---- lots ----

function defaultRandom(): Random {
  return () => {
    const buf = new Uint32Array(1);
    crypto.getRandomValues(buf);
    return buf[0]! / 0x1_0000_0000;
  };
}

/** Draws the order of one group of players still tied (cup-player keys) by lot and records it in the season file's `lots`. */
export function drawSeasonLot(id: string, group: readonly string[], random: Random = defaultRandom()): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => ({ data: drawLot(stored.data, group, random) })));
}
// ---- the season file: archive, delete (its import: `./season-import`) ----

export function archiveSeason(id: string, archived: boolean): Promise<void> {
  return enqueue(() => setSeasonArchived(id, archived));
}

export function deleteSeason(id: string): Promise<void> {
  return enqueue(async () => { await deleteStoredSeason(id); });
}

// ---- the director's side: a tournament of a season (its players' cup numbers: `./season-cup-numbers`) ----

/** Links a tournament of this device to a season (null: to none). */
export function setTournamentSeason(tournamentId: string, seasonId: string | null): Promise<void> {
  return enqueue(() => inTournamentQueue(tournamentId, () => setStoredTournamentSeason(tournamentId, seasonId)));
}

// ---- live views for the screens ----

/**
 * `useSeasons`: every stored season, live (`useSeasonList`: with a storage failure as a value). `useSeasonRecord`: the stored season, live (other tabs'
 * changes included), its file checked as it is read: a damaged record comes with its problems
 * (`isDamagedSeason`) and is never used; null when there is none.
 */
export { useSeasons, useSeason as useSeasonRecord };
export { useSeasonList } from '@/persistence/repositories/season-hooks';

/** The Saisonwertung, derived from the stored file (never stored itself); null for a season without a tournament. */
export function useSeasonStandings(data: SeasonFile | undefined): SeasonStandings | null | undefined {
  return useMemo(() => (data ? (data.tournaments.length > 0 ? computeSeasonStandings(data) : null) : undefined), [data]);
}

/**
 * One tournament of the season as the season counts it (its places, names, Schrift, Cuppunkte and
 * what counts: the Saisonwertung's own numbers), derived from the stored file; null when the
 * season has no tournament `tournamentId`, undefined while the season is loading.
 */
export function useSeasonTournament(data: SeasonFile | undefined, tournamentId: string): SeasonTournamentView | null | undefined {
  const standings = useSeasonStandings(data);
  return useMemo(
    () => (data === undefined || standings === undefined ? undefined : standings === null ? null : seasonTournament(data, standings, tournamentId)),
    [data, standings, tournamentId],
  );
}

/** The cup players and doubtful matches of a season, derived from its file. */
export function useSeasonMatch(data: SeasonFile | undefined): CupPlayerMatch | undefined {
  return useMemo(() => (data ? matchCupPlayers(data) : undefined), [data]);
}

// ---- the Österreich-Finale's start list ----

/**
 * Stores an ÖF season's start list (built from the cups' lists and previewed), whole or not at
 * all; once the day is in the season, its `carried` follows at once (`withOefStart`).
 */
export function setOefStartList(id: string, start: NonNullable<SeasonAppSettings['oefStart']>): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => ({ data: stored.data, app: { ...(stored.app ?? {}), oefStart: start } })));
}
