/**
 * The organiser's edits of a season file (tournament-format.md §8–§10), as pure functions:
 * each takes the file and returns the new file (or the problems that refuse the edit), as a
 * tournament's edits do. The state layer stores what they return, one action at a time;
 * the whole file is checked by `parseKeptSeason` before it is stored (`checkSeasonEdit`).
 */
import type { Result } from '../model';
import { normalizePlayerName } from '../player-name';
import { shuffled, type Random } from '../seeded-random';
import { parseTournament } from '../tournament/parse-tournament';
import type { TournamentFile } from '../tournament/model';
import type { SeasonError } from './errors';
import { isResultsList, type SeasonTournament } from '../results/model';
import { cleanName, matchCupPlayers, matchEntries, nameKey, type CupPlayer, type CupPlayerMatch, type SimilarPlayers } from './match-players';
import { parseKeptSeason } from './parse-season';
import { diffSeasonTournament, mergeSeasonTournament, type SeasonTournamentChange } from './season-diff';
import { withLeftOutKeys } from '../tournament/import-merge';
import { canonicalJson } from '../canonical-json';
import { SEASON_FORMAT, SEASON_VERSION, type SeasonFile } from './model';
import { resolveLots, seasonPlayerKeys } from './season-standings';

function problem(code: string, message: string, params: Record<string, string | number> = {}, field = ''): SeasonError {
  return { code, field, message, params };
}

const refuse = (...errors: SeasonError[]): Result<never, SeasonError[]> => ({ ok: false, error: errors });

/**
 * The whole season file checked, as it is kept: every check of `parseSeason` except that a
 * season being set up may have no tournament yet (§10: 1–100 tournaments; it is exported
 * only once it has one).
 */
export function checkSeasonEdit(data: SeasonFile): Result<SeasonFile, SeasonError[]> {
  return parseKeptSeason(data);
}

// ---- settings ----

/** What the organiser sets for a season (the season file's own keys besides its tournaments): the file's own types. */
export type SeasonSettings = Pick<SeasonFile, 'cup' | 'season' | 'cupPoints' | 'best' | 'plannedTournaments' | 'final' | 'tieBreaks' | 'oef'>;

/**
 * A cup's or a season's name as the app keeps it: normalised as a tournament's name (no bidi
 * or invisible characters that could make a name read otherwise than it is, inner white space
 * collapsed, trimmed). Used where the organiser types it and where a season file comes in.
 */
export function cleanSeasonName(raw: string): string {
  return normalizePlayerName(raw);
}

/**
 * The season file with its cup's and season's names cleaned (`cleanSeasonName`); the same
 * object when nothing changes. A name that is nothing but invisible characters is refused as
 * the file check refuses an empty one.
 */
export function withCleanSeasonNames(file: SeasonFile): Result<SeasonFile, SeasonError[]> {
  const cup = cleanSeasonName(file.cup);
  const season = cleanSeasonName(file.season);
  const errors: SeasonError[] = [];
  if (cup === '') errors.push({ code: 'ERR_S_CUP', field: 'cup', message: 'must be text of 1 to 80 characters', params: {} });
  if (season === '') errors.push({ code: 'ERR_S_SEASON', field: 'season', message: 'must be text of 1 to 20 characters', params: {} });
  if (errors.length > 0) return { ok: false, error: errors };
  return { ok: true, value: cup === file.cup && season === file.season ? file : { ...file, cup, season } };
}

/** The file with the organiser's settings in place of its own (its tournaments and lots kept). */
export function applySeasonSettings(base: SeasonFile, s: SeasonSettings): SeasonFile {
  const { plannedTournaments: _p, final: _f, tieBreaks: _t, oef: _o, ...rest } = base;
  return {
    ...rest,
    cup: cleanSeasonName(s.cup),
    season: cleanSeasonName(s.season),
    cupPoints: s.cupPoints,
    best: s.best,
    ...(s.plannedTournaments !== undefined ? { plannedTournaments: s.plannedTournaments } : {}),
    ...(s.final !== undefined ? { final: s.final } : {}),
    ...(s.tieBreaks !== undefined ? { tieBreaks: s.tieBreaks } : {}),
    ...(s.oef !== undefined ? { oef: s.oef } : {}),
  };
}

/** A new season's file: the settings, no tournament yet. */
export function newSeasonFile(settings: SeasonSettings): SeasonFile {
  return applySeasonSettings({ format: SEASON_FORMAT, version: SEASON_VERSION, cup: '', season: '', cupPoints: 'heine', best: 'all', tournaments: [] }, settings);
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

function withCupNumbers(tournaments: readonly SeasonTournament[], assign: readonly CupNumberAssignment[]): SeasonTournament[] {
  if (assign.length === 0) return [...tournaments];
  return tournaments.map((t) => {
    const mine = assign.filter((a) => a.tournamentId === t.id);
    if (mine.length === 0 || isResultsList(t)) return t;
    return { ...t, players: t.players.map((p) => { const a = mine.find((x) => x.playerId === p.id); return a ? { ...p, cupNumber: a.cupNumber.trim() } : p; }) };
  });
}

/** What adding a (checked) tournament file to a season comes to. */
export type AddTournamentOutcome =
  | { kind: 'added' | 'replaced'; data: SeasonFile }
  | { kind: 'unchanged' }
  /**
   * The season has another version of this tournament (same id): only `replace` (the file
   * as it is) or `merge` (every table result the season has stays) puts it in; `change`
   * says what differs.
   */
  | { kind: 'needs-confirmation'; existingName: string; change: SeasonTournamentChange }
  /** Entries without a number fit several numbers: the organiser assigns them. */
  | { kind: 'needs-numbers'; ambiguous: AmbiguousChoice[] }
  | { kind: 'refused'; errors: SeasonError[] };

/**
 * The season with a tournament file added (or, with `replace`, in place of its other
 * version: same id), the cup numbers of `assign` written into the embedded files, the whole
 * season checked. The same tournament again (same id, same content) changes nothing.
 */
export function addTournamentToSeason(
  season: SeasonFile,
  given: SeasonTournament,
  options: { replace?: boolean; merge?: boolean; assign?: readonly CupNumberAssignment[] } = {},
): AddTournamentOutcome {
  const tournaments = season.tournaments;
  const at = tournaments.findIndex((t) => t.id === given.id);
  const existing = at >= 0 ? tournaments[at]! : undefined;
  // A file that left its table keys out (for someone else) keeps the season's: it does not remove them.
  const file = existing && !isResultsList(existing) && !isResultsList(given) ? withLeftOutKeys(existing, given) : given;
  if (existing && canonicalJson(existing) === canonicalJson(file) && !options.assign?.length) return { kind: 'unchanged' };
  if (existing && !options.replace && !options.merge) {
    const change = diffSeasonTournament(existing, file);
    if (change) return { kind: 'needs-confirmation', existingName: existing.name, change };
  }
  const taken = existing && options.merge ? mergeSeasonTournament(existing, file) : file;
  const next = at >= 0 ? tournaments.map((t, i) => (i === at ? taken : t)) : [...tournaments, taken];
  const data: SeasonFile = { ...season, tournaments: withCupNumbers(next, options.assign ?? []) };
  const checked = checkSeasonEdit(data);
  if (!checked.ok) {
    if (checked.error.every((e) => e.code === 'ERR_S_NAME_AMBIGUOUS')) {
      const { ambiguous } = matchCupPlayers(data);
      return {
        kind: 'needs-numbers',
        ambiguous: ambiguous.map((a) => ({
          tournamentId: data.tournaments[a.tournament]!.id, tournamentName: data.tournaments[a.tournament]!.name, playerId: a.id, name: a.name, cupNumbers: a.cupNumbers,
        })),
      };
    }
    return { kind: 'refused', errors: checked.error };
  }
  return { kind: existing ? 'replaced' : 'added', data: checked.value };
}

/**
 * The season without tournament `index` (0-based). The Finale's number follows; a removed
 * Finale is no Finale any more (and the tie-break "final" goes with it).
 */
export function removeSeasonTournament(d: SeasonFile, index: number): Result<SeasonFile, SeasonError[]> {
  if (index < 0 || index >= d.tournaments.length) return refuse(problem('ERR_T_NO_SUCH_TOURNAMENT', 'there is no such tournament in the season'));
  const { final, tieBreaks, ...rest } = d;
  const tournaments = d.tournaments.filter((_, i) => i !== index);
  let nextFinal = final;
  if (final && final.tournament === index + 1) nextFinal = undefined;
  else if (final && final.tournament > index + 1) nextFinal = { ...final, tournament: final.tournament - 1 };
  const nextTieBreaks = nextFinal ? tieBreaks : tieBreaks?.filter((t) => t !== 'final' && t !== 'finalRounds');
  return {
    ok: true,
    value: { ...rest, tournaments, ...(nextFinal ? { final: nextFinal } : {}), ...(nextTieBreaks ? { tieBreaks: nextTieBreaks } : {}) },
  };
}

/** The season with tournament `index` one place earlier (-1) or later (+1): the order numbers them (§8), the Finale's number follows. */
export function moveSeasonTournament(d: SeasonFile, index: number, by: -1 | 1): SeasonFile {
  const to = index + by;
  if (index < 0 || to < 0 || index >= d.tournaments.length || to >= d.tournaments.length) return d;
  const tournaments = [...d.tournaments];
  [tournaments[index], tournaments[to]] = [tournaments[to]!, tournaments[index]!];
  const renumber = (n: number) => (n === index + 1 ? to + 1 : n === to + 1 ? index + 1 : n);
  return { ...d, tournaments, ...(d.final ? { final: { ...d.final, tournament: renumber(d.final.tournament) } } : {}) };
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

/** The doubtful matches of a season's cup players that the organiser has not said (`distinct`) are different people. */
export function doubtfulMatches(match: CupPlayerMatch, distinctPairs: readonly (readonly [string, string])[]): Doubt[] {
  const pairKey = (a: string, b: string) => [a, b].sort().join('\u0000');
  const distinct = new Set(distinctPairs.map(([a, b]) => pairKey(a, b)));
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
  return last ? cleanName(matchEntries(data.tournaments[last.tournament]!)[last.player]!.name) : '';
}

/**
 * The season with two cup players made one person, in the file itself (so the `season`
 * command gives the same result): the entries of one get the other's cup number (the
 * number of the one that has one; `keep`'s when both have one); when neither has a
 * number, `merge`'s entries take `keep`'s name.
 */
export function mergeSeasonCupPlayers(d: SeasonFile, keep: string, merge: string): Result<SeasonFile, SeasonError[]> {
  const { players } = matchCupPlayers(d);
  const a = players.find((p) => p.key === keep);
  const b = players.find((p) => p.key === merge);
  if (!a || !b || a === b) return refuse(problem('ERR_S_NO_SUCH_PLAYER', 'there is no such cup player in the season'));
  const [target, source] = a.cupNumber === null && b.cupNumber !== null ? [b, a] : [a, b];
  const entries = new Set(source.entries.map((e) => `${e.tournament}/${e.player}`));
  const name = cupPlayerName(d, target);
  const joined = <P extends { name: string; cupNumber?: string }>(p: P, ti: number, pi: number): P => {
    if (!entries.has(`${ti}/${pi}`)) return p;
    if (target.cupNumber !== null) return { ...p, cupNumber: target.cupNumber };
    return { ...p, name };
  };
  const tournaments = d.tournaments.map((t, ti): SeasonTournament => (isResultsList(t)
    ? { ...t, results: t.results.map((p, pi) => joined(p, ti, pi)) }
    : { ...t, players: t.players.map((p, pi) => joined(p, ti, pi)) }));
  return { ok: true, value: { ...d, tournaments } };
}

// ---- lots ----

/** The `lots` entry that names a cup player (§8): their cup number, or the name key of a player without one. */
function lotEntry(key: string): string {
  return key.slice(1);
}

/**
 * The season with the order of one group of players still tied (cup-player keys) drawn by
 * lot and recorded in its `lots`, replacing what the lots said about these players before.
 */
export function drawLot(d: SeasonFile, group: readonly string[], random: Random): SeasonFile {
  const match = matchCupPlayers(d);
  const lots = d.lots ?? [];
  const named = resolveLots(lots, match.players, seasonPlayerKeys(d.tournaments, match, d.cupPoints));
  const inGroup = new Set(group);
  const kept = lots.filter((_, i) => { const k = named[i]; return k === null || k === undefined || !inGroup.has(k); });
  return { ...d, lots: [...kept, ...shuffled(random, group).map(lotEntry)] };
}

// ---- the director's side: cup numbers at registration ----

/**
 * The tournament with a registered player's cup number set (or with an empty text removed);
 * the tournament file's check refuses a number another player has.
 */
export function withPlayerCupNumber(data: TournamentFile, playerId: string, cupNumber: string): Result<TournamentFile, SeasonError[]> {
  const number = cupNumber.trim();
  if (!data.players.some((p) => p.id === playerId)) return refuse(problem('ERR_T_NO_SUCH_PLAYER', `no player with id ${playerId}`, { player: playerId }));
  const next = {
    ...data,
    players: data.players.map((p) => {
      if (p.id !== playerId) return p;
      const { cupNumber: _c, ...rest } = p;
      return number ? { ...rest, cupNumber: number } : rest;
    }),
  };
  return parseTournament(next);
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
  for (const t of season.tournaments) for (const p of matchEntries(t)) if (p.cupNumber !== undefined && nameKey(p.name) === key) numbers.add(p.cupNumber.trim());
  return numbers.size === 1 ? [...numbers][0]! : null;
}
