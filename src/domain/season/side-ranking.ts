/**
 * A side ranking beside a cup's own Saisonwertung (tournament-format.md §12, `eligible`): the
 * Wiener Out-of-Vienna-Wertung, a Damenwertung — a season file of its own whose tournaments are
 * the cup season's own files (all of them, or a choice), ranking only the eligible players.
 * Pure: made from the cup season, and brought in step with it again after the cup season
 * changed (`sideRankingInStep`), always from the same data.
 */
import { cupPlayerKeyOfName, cupPlayerKeyOfNumber, matchCupPlayers } from './match-players';
import type { SeasonBest, SeasonFile, SeasonTieBreak } from './model';
import { seasonPlayerKeys } from './season-standings';
import type { SeasonTournament } from '../results/model';

/** What the app keeps beside a side ranking: the cup season it follows and which of its tournaments. */
export interface SideRankingLink {
  /** The id of the cup season's record on this device. */
  of: string;
  /** "all": every tournament of the cup season, now and later; else the chosen ones by id. */
  tournaments: 'all' | string[];
  /**
   * The chosen players as `eligible` names them (cup number, else name key), kept whole here: a
   * player without a result in the tournaments yet is eligible from their first one on.
   */
  players: string[];
}

/** What the organiser chooses for a side ranking. */
export interface SideRankingChoice {
  name: string;
  best: SeasonBest;
  /** Cup players by key ("#1234" or "~anna huber"), as `CupPlayer.key`. */
  players: readonly string[];
  tournaments: 'all' | readonly string[];
}

/** A cup player as the picker lists them. */
export interface SidePlayer {
  key: string;
  name: string;
  cupNumber: string | null;
}

/** The cup season's tournaments a link takes, in the cup season's order. */
export function linkedTournaments(cup: Pick<SeasonFile, 'tournaments'>, tournaments: 'all' | readonly string[]): SeasonTournament[] {
  return tournaments === 'all' ? [...cup.tournaments] : cup.tournaments.filter((t) => tournaments.includes(t.id));
}

/** The players with a result in the given tournaments (the only ones a side ranking can name), by name. */
export function sidePlayers(tournaments: readonly SeasonTournament[], cupPoints: SeasonFile['cupPoints']): SidePlayer[] {
  const match = matchCupPlayers({ tournaments });
  const withPlace = seasonPlayerKeys(tournaments, match, cupPoints);
  const names = new Map<string, string>();
  match.players.forEach((p) => {
    const last = p.entries[p.entries.length - 1];
    if (!last) return;
    const t = tournaments[last.tournament]!;
    const entry = 'players' in t ? t.players[last.player] : t.results[last.player];
    if (entry) names.set(p.key, entry.name);
  });
  return match.players
    .filter((p) => withPlace.has(p.key))
    .map((p) => ({ key: p.key, name: names.get(p.key) ?? p.nameKey, cupNumber: p.cupNumber }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** How `eligible` names a cup player (by cup number, else by name key, as `lots`): from their key. */
export function eligibleEntry(key: string): string {
  return key.slice(1);
}

/** The entries of `players` whose player has a result in `tournaments` (§12 refuses any other). */
function presentEntries(players: readonly string[], tournaments: readonly SeasonTournament[], cupPoints: SeasonFile['cupPoints']): string[] {
  const present = new Set(sidePlayers(tournaments, cupPoints).map((p) => p.key));
  return players.filter((e) => present.has(cupPlayerKeyOfNumber(e)) || present.has(cupPlayerKeyOfName(e)));
}

/**
 * The side ranking's settings and tournaments made from the cup season: its cup points, tie-breaks
 * (the Finale's only when the Finale is among the tournaments), the chosen tournaments in the cup's
 * order, `eligible` the chosen players who have a result there. No ÖF places and no carried points.
 */
export function sideRankingFile(cup: SeasonFile, choice: SideRankingChoice): SeasonFile {
  const tournaments = linkedTournaments(cup, choice.tournaments);
  const eligible = presentEntries(choice.players.map(eligibleEntry), tournaments, cup.cupPoints);
  const finalId = cup.final ? cup.tournaments[cup.final.tournament - 1]?.id : undefined;
  const finalAt = finalId === undefined ? -1 : tournaments.findIndex((t) => t.id === finalId);
  const final = finalAt >= 0 && cup.final ? { tournament: finalAt + 1, counts: cup.final.counts } : undefined;
  const tieBreaks = cup.tieBreaks?.filter((t: SeasonTieBreak) => final !== undefined || (t !== 'final' && t !== 'finalRounds'));
  return {
    format: cup.format,
    version: cup.version,
    cup: choice.name,
    season: cup.season,
    cupPoints: cup.cupPoints,
    best: choice.best,
    ...(choice.tournaments === 'all' && cup.plannedTournaments !== undefined ? { plannedTournaments: cup.plannedTournaments } : {}),
    ...(final ? { final } : {}),
    ...(tieBreaks !== undefined ? { tieBreaks } : {}),
    ...(eligible.length > 0 ? { eligible } : {}),
    tournaments,
  };
}

/** What bringing a side ranking in step with its cup season changes. */
export interface SideRankingStep {
  data: SeasonFile;
  /** Tournament names newly taken, and those whose newer version was taken. */
  added: string[];
  updated: string[];
  removed: string[];
}

/**
 * The side ranking with the cup season's current versions of its tournaments (and, following
 * "all", every new one); its own settings and its eligible players stay. Null when nothing differs.
 */
export function sideRankingInStep(side: SeasonFile, cup: SeasonFile, link: SideRankingLink): SideRankingStep | null {
  const ids = link.tournaments === 'all' ? 'all' : link.tournaments;
  const next = linkedTournaments(cup, ids);
  const before = new Map(side.tournaments.map((t) => [t.id, t]));
  const added = next.filter((t) => !before.has(t.id)).map((t) => t.name);
  const updated = next.filter((t) => before.has(t.id) && JSON.stringify(before.get(t.id)) !== JSON.stringify(t)).map((t) => t.name);
  const kept = new Set(next.map((t) => t.id));
  const removed = side.tournaments.filter((t) => !kept.has(t.id)).map((t) => t.name);
  const finalId = side.final ? side.tournaments[side.final.tournament - 1]?.id : undefined;
  const cupFinalId = cup.final ? cup.tournaments[cup.final.tournament - 1]?.id : undefined;
  const finalAt = next.findIndex((t) => t.id === (finalId ?? cupFinalId));
  const { final: _f, eligible: _e, ...rest } = side;
  const eligible = presentEntries(link.players, next, side.cupPoints);
  const final = finalAt >= 0 ? { tournament: finalAt + 1, counts: side.final?.counts ?? cup.final?.counts ?? 'inside' } : undefined;
  const tieBreaks = side.tieBreaks?.filter((t) => final !== undefined || (t !== 'final' && t !== 'finalRounds'));
  const data: SeasonFile = {
    ...rest,
    ...(final ? { final } : {}),
    ...(tieBreaks !== undefined ? { tieBreaks } : {}),
    // Nobody chosen has a result yet: a side ranking never turns into the cup's whole ranking.
    eligible: eligible.length > 0 ? eligible : link.players,
    tournaments: next,
  };
  const same = (a: SeasonFile) => JSON.stringify([a.tournaments, a.eligible, a.final, a.tieBreaks]);
  return same(data) === same(side) ? null : { data, added, updated, removed };
}
