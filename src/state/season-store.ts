/**
 * The cup organiser's actions on a season, and the director's link from a
 * tournament to its season. The store coordinates, it does not calculate: the
 * season file's checks, the player matching and the Saisonwertung are the
 * domain's, storage is the repositories'. Every action
 *  - runs after the previous one finished (one queue), so two quick taps never
 *    interleave;
 *  - applies its change to the STORED season inside one transaction, and the
 *    whole season file is checked by `parseSeason` before it is written — a
 *    tournament file from another director is taken completely or not at all;
 *  - resolves after the write committed. Screens show the season through the
 *    live hooks, so what they show is what is stored — in every tab.
 * Every action answers with the state layer's one result shape (`./result`):
 * `{ ok: true, value }`, or a refusal `{ ok: false, errors }` with the domain's
 * codes; storage failures are thrown as `StorageError`.
 */
import { useMemo } from 'react';
import { parseTournament, type RulesSpec, type TournamentFile } from '@/domain/index';
import { computeSeasonStandings, resolveLots, seasonPlayerKeys } from '@/domain/season/season-standings';
import { shuffled, type Random } from '@/domain/seeded-random';
import { parseKeptSeason, parseSeason } from '@/domain/season/parse-season';
import { cleanName, matchCupPlayers, nameKey, type CupPlayer, type CupPlayerMatch, type SimilarPlayers } from '@/domain/season/match-players';
import type { SeasonError } from '@/domain/season/errors';
import {
  SEASON_FORMAT, SEASON_VERSION, type SeasonBest, type SeasonFile, type SeasonFinal, type SeasonOef, type SeasonStandings, type SeasonTieBreak,
} from '@/domain/season/model';
import type { CupPointsSpec } from '@/domain/tournament/model';
import type { StoredSeason } from '@/persistence/db';
import { useSeason, useSeasons } from '@/persistence/repositories/season-hooks';
import {
  changeSeason,
  createSeason as createStoredSeason,
  deleteSeason as deleteStoredSeason,
  importSeason,
  isDamagedSeason,
  isRefusal,
  setSeasonArchived,
  setTournamentSeason as setStoredTournamentSeason,
  type DamagedSeason,
  type SeasonRead,
} from '@/persistence/repositories/seasons-repository';
import { changeTournament, isDamaged, readTournament, type Refusal } from '@/persistence/repositories/tournaments-repository';
import { inTournamentQueue } from './tournament-queue';
import { done, fromDomain, refused, type StoreResult } from './result';

/** A refusal: the season's or a tournament's problems, located as the `season` command locates them. */
export type SeasonProblem = SeasonError;

/** What an organiser's action answers: the state layer's one result shape with the season's problems. */
export type SeasonActionResult<T = null> = StoreResult<T, SeasonProblem>;

export type { DamagedSeason, SeasonRead, StoredSeason };
export { isDamagedSeason };

// ---- the queue ----

let tail: Promise<unknown> = Promise.resolve();

/** Runs `task` after every earlier action finished (whatever their outcome). */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

function problem(code: string, message: string, params: Record<string, string | number> = {}, field = ''): SeasonProblem {
  return { code, field, message, params };
}

/** A text file's JSON (a byte-order mark is allowed); a refusal names the parse error. */
function readJson(text: string): SeasonActionResult<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return done(JSON.parse(body) as unknown);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return refused(problem('ERR_T_NOT_JSON', `the file is not valid JSON (${detail})`, { detail }));
  }
}

/**
 * The whole season file checked by the domain. A season that has no tournament yet
 * is not a valid file (§10: 1–100 tournaments), but the organiser sets it up before the
 * first tournament: everything else is checked, and the file is exported only once it
 * has one.
 */
export function checkSeason(data: SeasonFile): SeasonActionResult<SeasonFile> {
  return fromDomain(parseKeptSeason(data));
}

async function change(
  id: string,
  apply: (stored: StoredSeason) => { data: SeasonFile; app?: StoredSeason['app'] } | Refusal<SeasonProblem[]>,
): Promise<SeasonActionResult<StoredSeason>> {
  const out = await changeSeason<SeasonProblem[]>(id, (stored) => {
    const next = apply(stored);
    if (isRefusal(next)) return next;
    const checked = checkSeason(next.data);
    return checked.ok ? { data: checked.value, ...(next.app ? { app: next.app } : {}) } : { refused: checked.errors };
  });
  return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
}

// ---- setup ----

/** What the organiser sets for a season (the season file's own keys besides its tournaments). */
export interface SeasonSettings {
  cup: string;
  season: string;
  cupPoints: CupPointsSpec;
  best: SeasonBest;
  plannedTournaments?: number;
  final?: SeasonFinal;
  tieBreaks?: SeasonTieBreak[];
  oef?: SeasonOef;
}

/** What the app keeps about a season outside its file. */
export interface SeasonAppSettings {
  /** The cup's rules, offered to a tournament that belongs to the season. */
  rules?: RulesSpec;
}

function applySettings(base: SeasonFile, s: SeasonSettings): SeasonFile {
  const { plannedTournaments: _p, final: _f, tieBreaks: _t, oef: _o, ...rest } = base;
  return {
    ...rest,
    cup: s.cup.trim(),
    season: s.season.trim(),
    cupPoints: s.cupPoints,
    best: s.best,
    ...(s.plannedTournaments !== undefined ? { plannedTournaments: s.plannedTournaments } : {}),
    ...(s.final !== undefined ? { final: s.final } : {}),
    ...(s.tieBreaks !== undefined ? { tieBreaks: s.tieBreaks } : {}),
    ...(s.oef !== undefined ? { oef: s.oef } : {}),
  };
}

function applyApp(base: StoredSeason['app'], app: SeasonAppSettings): NonNullable<StoredSeason['app']> {
  const { rules: _r, ...rest } = base ?? {};
  return { ...rest, ...(app.rules !== undefined ? { rules: app.rules } : {}) };
}

/** Creates a season (no tournament yet); impossible settings are refused with the file check's problems. */
export function createSeason(settings: SeasonSettings, app: SeasonAppSettings = {}): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(async () => {
    const file = applySettings({ format: SEASON_FORMAT, version: SEASON_VERSION, cup: '', season: '', cupPoints: 'heine', best: 'all', tournaments: [] }, settings);
    const checked = checkSeason(file);
    if (!checked.ok) return checked;
    const stored = await createStoredSeason(checked.value, applyApp(undefined, app));
    return done(stored);
  });
}

/** Changes the settings; the whole file (with its tournaments) must stay valid. */
export function updateSeasonSettings(id: string, settings: SeasonSettings, app: SeasonAppSettings = {}): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() => change(id, (stored) => ({ data: applySettings(stored.data, settings), app: applyApp(stored.app, app) })));
}

// ---- tournaments ----

/** A cup number given to one entry of one tournament (by the tournament's id and the player's id). */
export interface CupNumberAssignment {
  tournamentId: string;
  playerId: string;
  cupNumber: string;
}

/** An entry without a number whose name several cup numbers carry: the organiser picks one. */
export interface AmbiguousChoice {
  tournamentId: string;
  tournamentName: string;
  playerId: string;
  name: string;
  cupNumbers: string[];
}

export type AddTournamentPlan =
  | { kind: 'added'; name: string }
  | { kind: 'unchanged'; name: string }
  | { kind: 'replaced'; name: string }
  /** The season has another version of this tournament (same id): `confirm()` replaces it. */
  | { kind: 'needs-confirmation'; name: string; existingName: string; confirm: () => Promise<SeasonActionResult<AddTournamentPlan>> }
  /** Entries without a number fit several numbers: `resolve(assignments)` adds it with the numbers chosen. */
  | { kind: 'needs-numbers'; name: string; ambiguous: AmbiguousChoice[]; resolve: (assign: readonly CupNumberAssignment[]) => Promise<SeasonActionResult<AddTournamentPlan>> };

function withCupNumbers(tournaments: readonly TournamentFile[], assign: readonly CupNumberAssignment[]): TournamentFile[] {
  if (assign.length === 0) return [...tournaments];
  return tournaments.map((t) => {
    const mine = assign.filter((a) => a.tournamentId === t.id);
    if (mine.length === 0) return t;
    return { ...t, players: t.players.map((p) => { const a = mine.find((x) => x.playerId === p.id); return a ? { ...p, cupNumber: a.cupNumber.trim() } : p; }) };
  });
}

type AddOutcome =
  | { kind: 'added' | 'replaced' | 'unchanged' }
  | { kind: 'needs-confirmation'; existingName: string }
  | { kind: 'needs-numbers'; ambiguous: AmbiguousChoice[] };

/**
 * Adds a tournament file to the season (a file received from another director, or a
 * tournament of this device): the file is checked on its own and then the whole season
 * with it; nothing is stored unless all of it passes. The same tournament again (same id,
 * same content) changes nothing; another version of it (same id) replaces it only with
 * `replace`. Entries without a cup number whose name several numbers carry are asked
 * about (`needs-numbers`); the numbers chosen are written into the embedded file.
 */
export function addTournament(
  id: string,
  raw: unknown,
  options: { replace?: boolean; assign?: readonly CupNumberAssignment[] } = {},
): Promise<SeasonActionResult<AddTournamentPlan>> {
  return enqueue(async () => {
    const parsed = parseTournament(raw);
    if (!parsed.ok) return fromDomain(parsed);
    const file = parsed.value;
    let outcome: AddOutcome = { kind: 'added' };
    const out = await changeSeason<SeasonProblem[] | AddOutcome>(id, (stored) => {
      const tournaments = stored.data.tournaments;
      const at = tournaments.findIndex((t) => t.id === file.id);
      const existing = at >= 0 ? tournaments[at]! : undefined;
      if (existing && JSON.stringify(existing) === JSON.stringify(file) && !options.assign?.length) return { refused: { kind: 'unchanged' } };
      if (existing && !options.replace) return { refused: { kind: 'needs-confirmation', existingName: existing.name } };
      const next = at >= 0 ? tournaments.map((t, i) => (i === at ? file : t)) : [...tournaments, file];
      const data: SeasonFile = { ...stored.data, tournaments: withCupNumbers(next, options.assign ?? []) };
      const checked = checkSeason(data);
      if (!checked.ok) {
        if (checked.errors.every((e) => e.code === 'ERR_S_NAME_AMBIGUOUS')) {
          const { ambiguous } = matchCupPlayers(data);
          return {
            refused: {
              kind: 'needs-numbers',
              ambiguous: ambiguous.map((a) => ({
                tournamentId: data.tournaments[a.tournament]!.id, tournamentName: data.tournaments[a.tournament]!.name, playerId: a.id, name: a.name, cupNumbers: a.cupNumbers,
              })),
            },
          };
        }
        return { refused: checked.errors };
      }
      outcome = { kind: existing ? 'replaced' : 'added' };
      return { data: checked.value };
    });
    if (isRefusal<SeasonProblem[] | AddOutcome>(out)) {
      if (Array.isArray(out.refused)) return { ok: false, errors: out.refused };
      outcome = out.refused;
    }
    const name = file.name;
    switch (outcome.kind) {
      case 'added':
      case 'replaced':
      case 'unchanged':
        return done({ kind: outcome.kind, name });
      case 'needs-confirmation':
        return { ok: true, value: { kind: 'needs-confirmation', name, existingName: outcome.existingName, confirm: () => addTournament(id, raw, { ...options, replace: true }) } };
      case 'needs-numbers':
        return {
          ok: true,
          value: { kind: 'needs-numbers', name, ambiguous: outcome.ambiguous, resolve: (assign) => addTournament(id, raw, { ...options, assign: [...(options.assign ?? []), ...assign] }) },
        };
    }
  });
}

/** Adds a tournament file's text (as received): JSON first, then as `addTournament`. */
export async function addTournamentText(id: string, text: string): Promise<SeasonActionResult<AddTournamentPlan>> {
  const json = readJson(text);
  if (!json.ok) return json;
  return addTournament(id, json.value);
}

/** Adds (or brings up to date) a tournament stored on this device, and links it to the season. */
export async function addStoredTournament(id: string, tournamentId: string): Promise<SeasonActionResult<AddTournamentPlan>> {
  const stored = await readTournament(tournamentId);
  if (!stored) return refused(problem('ERR_T_NO_SUCH_TOURNAMENT', 'there is no such tournament'));
  if (isDamaged(stored)) return { ok: false, errors: stored.problems };
  const out = await addTournament(id, stored.data, { replace: true });
  if (out.ok && out.value.kind !== 'needs-numbers') await setStoredTournamentSeason(tournamentId, id);
  return out;
}

/**
 * Takes tournament `index` (0-based) out of the season. The Finale's number follows; a
 * removed Finale is no Finale any more (and the tie-break "final" goes with it).
 */
export function removeTournament(id: string, index: number): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const d = stored.data;
      if (index < 0 || index >= d.tournaments.length) return { refused: [problem('ERR_T_NO_SUCH_TOURNAMENT', 'there is no such tournament in the season')] };
      const { final, tieBreaks, ...rest } = d;
      const tournaments = d.tournaments.filter((_, i) => i !== index);
      let nextFinal = final;
      if (final && final.tournament === index + 1) nextFinal = undefined;
      else if (final && final.tournament > index + 1) nextFinal = { ...final, tournament: final.tournament - 1 };
      const nextTieBreaks = nextFinal ? tieBreaks : tieBreaks?.filter((t) => t !== 'final');
      return {
        data: { ...rest, tournaments, ...(nextFinal ? { final: nextFinal } : {}), ...(nextTieBreaks ? { tieBreaks: nextTieBreaks } : {}) },
      };
    }),
  );
}

/** Moves tournament `index` one place earlier (-1) or later (+1): the order numbers them (§8). */
export function moveTournament(id: string, index: number, by: -1 | 1): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const d = stored.data;
      const to = index + by;
      if (index < 0 || to < 0 || index >= d.tournaments.length || to >= d.tournaments.length) return { data: d };
      const tournaments = [...d.tournaments];
      [tournaments[index], tournaments[to]] = [tournaments[to]!, tournaments[index]!];
      const renumber = (n: number) => (n === index + 1 ? to + 1 : n === to + 1 ? index + 1 : n);
      return { data: { ...d, tournaments, ...(d.final ? { final: { ...d.final, tournament: renumber(d.final.tournament) } } : {}) } };
    }),
  );
}

// ---- player matching ----

/**
 * A doubtful match: two cup players whose names are close (the domain's similar names) or
 * equal while their cup numbers differ ("sameName": two "Anna Huber" with numbers 30 and 31).
 */
export interface Doubt {
  a: string;
  b: string;
  reason: SimilarPlayers['reason'] | 'sameName';
}

/** The doubtful matches the organiser has not yet said are different people. */
export function openDoubts(stored: StoredSeason, match: CupPlayerMatch = matchCupPlayers(stored.data)): Doubt[] {
  const pairKey = (a: string, b: string) => [a, b].sort().join('\u0000');
  const distinct = new Set((stored.app?.distinct ?? []).map(([a, b]) => pairKey(a, b)));
  const out: Doubt[] = match.similar.filter((s) => !distinct.has(pairKey(s.a, s.b)));
  const byName = new Map<string, CupPlayer[]>();
  for (const p of match.players) {
    if (p.cupNumber === null) continue;
    const list = byName.get(p.nameKey) ?? [];
    list.push(p);
    byName.set(p.nameKey, list);
  }
  for (const list of byName.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (!distinct.has(pairKey(list[i]!.key, list[j]!.key))) out.push({ a: list[i]!.key, b: list[j]!.key, reason: 'sameName' });
      }
    }
  }
  return out;
}

/** The clean name a cup player shows: their entry in the last tournament they appear in. */
export function cupPlayerName(data: SeasonFile, player: CupPlayer): string {
  const last = player.entries[player.entries.length - 1];
  return last ? cleanName(data.tournaments[last.tournament]!.players[last.player]!.name) : '';
}

/**
 * The organiser says two cup players are one person. Recorded in the season file itself,
 * so the `season` command gives the same result: the entries of one get the other's cup
 * number (the number of the one that has one; `keep`'s when both have one); when neither
 * has a number, `merge`'s entries take `keep`'s name.
 */
export function mergeCupPlayers(id: string, keep: string, merge: string): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const d = stored.data;
      const { players } = matchCupPlayers(d);
      const a = players.find((p) => p.key === keep);
      const b = players.find((p) => p.key === merge);
      if (!a || !b || a === b) return { refused: [problem('ERR_S_NO_SUCH_PLAYER', 'there is no such cup player in the season')] };
      const [target, source] = a.cupNumber === null && b.cupNumber !== null ? [b, a] : [a, b];
      const entries = new Set(source.entries.map((e) => `${e.tournament}/${e.player}`));
      const name = cupPlayerName(d, target);
      const tournaments = d.tournaments.map((t, ti) => ({
        ...t,
        players: t.players.map((p, pi) => {
          if (!entries.has(`${ti}/${pi}`)) return p;
          if (target.cupNumber !== null) return { ...p, cupNumber: target.cupNumber };
          return { ...p, name };
        }),
      }));
      return { data: { ...d, tournaments } };
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

/** The `lots` entry that names a cup player (§8): their cup number, or the name key of a player without one. */
function lotEntry(key: string): string {
  return key.slice(1);
}

/**
 * Draws the order of one group of players still tied (cup-player keys) by lot and records it
 * in the season file's `lots`, replacing what the lots said about these players before.
 */
export function drawSeasonLot(id: string, group: readonly string[], random: Random = defaultRandom()): Promise<SeasonActionResult<StoredSeason>> {
  return enqueue(() =>
    change(id, (stored) => {
      const d = stored.data;
      const match = matchCupPlayers(d);
      const lots = d.lots ?? [];
      const named = resolveLots(lots, match.players, seasonPlayerKeys(d.tournaments, match, d.cupPoints));
      const inGroup = new Set(group);
      const kept = lots.filter((_, i) => { const k = named[i]; return k === null || k === undefined || !inGroup.has(k); });
      return { data: { ...d, lots: [...kept, ...shuffled(random, group).map(lotEntry)] } };
    }),
  );
}

// ---- the season file: import, archive, delete ----

export type SeasonImportPlan =
  | { kind: 'added'; id: string; data: SeasonFile }
  | { kind: 'unchanged'; id: string; data: SeasonFile }
  | { kind: 'replaced'; id: string; data: SeasonFile }
  | { kind: 'needs-confirmation'; data: SeasonFile; confirm: () => Promise<SeasonActionResult<SeasonImportPlan>> };

/**
 * Imports a season file (from another device): checked completely first (every tournament
 * in it, the matching across them), then stored all at once or not at all. The same file
 * again changes nothing; another version of the same cup and season replaces the stored
 * one only after `confirm()`.
 */
export function importSeasonText(text: string, replace?: string): Promise<SeasonActionResult<SeasonImportPlan>> {
  return enqueue(async () => {
    const json = readJson(text);
    if (!json.ok) return json;
    const parsed = parseSeason(json.value);
    if (!parsed.ok) return fromDomain(parsed);
    const data = parsed.value;
    const out = await importSeason(data, replace !== undefined ? { replace } : {});
    if (out.kind === 'needs-confirmation') {
      const existingId = out.existing.id;
      return done({ kind: 'needs-confirmation', data, confirm: () => importSeasonText(text, existingId) });
    }
    return done({ kind: out.kind, id: out.id, data });
  });
}

export function archiveSeason(id: string, archived: boolean): Promise<void> {
  return enqueue(() => setSeasonArchived(id, archived));
}

export function deleteSeason(id: string): Promise<void> {
  return enqueue(async () => {
    await deleteStoredSeason(id);
  });
}

// ---- the director's side: a tournament of a season ----

/** Links a tournament of this device to a season (null: to none). */
export function setTournamentSeason(tournamentId: string, seasonId: string | null): Promise<void> {
  return enqueue(() => inTournamentQueue(tournamentId, () => setStoredTournamentSeason(tournamentId, seasonId)));
}

/**
 * Sets (or with an empty text removes) a registered player's cup number in a tournament
 * of this device; the tournament file's check refuses a number another player has.
 */
export function setPlayerCupNumber(tournamentId: string, playerId: string, cupNumber: string): Promise<SeasonActionResult<TournamentFile>> {
  // A write to the tournament: in its queue, after the season store's earlier actions.
  return enqueue(() => inTournamentQueue(tournamentId, async () => {
    const number = cupNumber.trim();
    const out = await changeTournament<SeasonProblem[]>(tournamentId, (data) => {
      if (!data.players.some((p) => p.id === playerId)) return { refused: [problem('ERR_T_NO_SUCH_PLAYER', `no player with id ${playerId}`, { player: playerId })] };
      const next = {
        ...data,
        players: data.players.map((p) => {
          if (p.id !== playerId) return p;
          const { cupNumber: _c, ...rest } = p;
          return number ? { ...rest, cupNumber: number } : rest;
        }),
      };
      const checked = parseTournament(next);
      return checked.ok ? checked.value : { refused: checked.error };
    });
    return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
  }));
}

/**
 * The cup number a registration suggests for a name: the number of the season's one cup
 * player whose name key it has (none when no one or several numbers carry it).
 */
export function suggestCupNumber(season: SeasonFile | undefined, name: string): string | null {
  if (!season || season.tournaments.length === 0) return null;
  const key = nameKey(name);
  if (!key) return null;
  const numbers = new Set<string>();
  for (const t of season.tournaments) for (const p of t.players) if (p.cupNumber !== undefined && nameKey(p.name) === key) numbers.add(p.cupNumber.trim());
  return numbers.size === 1 ? [...numbers][0]! : null;
}

// ---- live views for the screens ----

export { useSeasons };

/**
 * The stored season, live (other tabs' changes included), its file checked as it is read: a
 * damaged record comes with its problems (`isDamagedSeason`) and is never used; null when there is none.
 */
export function useSeasonRecord(id: string): SeasonRead | null | undefined {
  return useSeason(id);
}

/** The Saisonwertung, derived from the stored file (never stored itself); null for a season without a tournament. */
export function useSeasonStandings(data: SeasonFile | undefined): SeasonStandings | null | undefined {
  return useMemo(() => (data ? (data.tournaments.length > 0 ? computeSeasonStandings(data) : null) : undefined), [data]);
}

/** The cup players and doubtful matches of a season, derived from its file. */
export function useSeasonMatch(data: SeasonFile | undefined): CupPlayerMatch | undefined {
  return useMemo(() => (data ? matchCupPlayers(data) : undefined), [data]);
}

