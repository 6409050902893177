/**
 * The seasons of a backup against what this device has — the backup's season door. A season
 * of the same cup and season with other content is a conflict: the preview shows what differs
 * (settings, tournaments added, removed or changed, and which tables' results) and offers
 * "nur Fehlendes übernehmen" into the stored season; without that choice the stored one stays
 * and the file's is named as not imported. A season the file brings that embeds a tournament
 * this device holds with other results is named with those tables, and it is stored with this
 * device's results (`keepDeviceResults`). Pure: nothing here reads or writes storage.
 */
import type { SeasonFile } from '@/domain/season/model';
import { parseSeason } from '@/domain/season/parse-season';
import {
  diffSeasons, diffSeasonTournament, keepDeviceResults, mergeSeasonMissing, type SeasonDiff, type SeasonTournamentChange,
} from '@/domain/season/season-diff';
import { parseTournament } from '@/domain/tournament/parse-tournament';
import type { TournamentFile } from '@/domain/tournament/model';
import type { StoredSeason, StoredTournament } from '@/persistence/records';
import { seasonFingerprint, tournamentFingerprint } from './export-json';
import type { ImportedSeason } from './import-content';

export type SeasonImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedSeason extends ImportedSeason {
  item: number;
  /**
   * By cup and season (the same cup, the same season text): `duplicate` — a season with the same
   * content is stored (or earlier in the file); `conflict` — one with other content is, and it
   * stays unless "nur Fehlendes übernehmen" is chosen (`stored.merged`).
   */
  status: SeasonImportStatus;
  /** conflict with a stored season: its id, the file it has, what differs, and the merge (absent when the outcome fails the season's check). */
  stored?: { id: string; data: SeasonFile; diff: SeasonDiff; merged?: SeasonFile };
  /** Tournaments this device holds with other table results than the file embeds: their results stay. */
  device: SeasonTournamentChange[];
}

const seasonKeyOf = (d: SeasonFile) => `${d.cup.trim()}\u0000${d.season.trim()}`;

/** This device's valid tournaments that differ from the ones the season embeds (by id). */
function deviceVersions(data: SeasonFile, tournaments: ReadonlyMap<string, Pick<StoredTournament, 'id' | 'data'>>): Map<string, TournamentFile> {
  const out = new Map<string, TournamentFile>();
  for (const t of data.tournaments) {
    const own = tournaments.get(t.id);
    if (!own || own.data.format !== 'tarock-tournament') continue;
    if (tournamentFingerprint(own.data) === tournamentFingerprint(t as TournamentFile)) continue;
    const checked = parseTournament(own.data);
    if (checked.ok) out.set(t.id, checked.value);
  }
  return out;
}

/** The file with this device's results kept, when that still passes the season's check. */
function checked(file: SeasonFile): SeasonFile | undefined {
  const r = parseSeason(file);
  return r.ok ? r.value : undefined;
}

export function planSeasons(
  seasons: readonly ImportedSeason[],
  existing: { seasons: readonly Pick<StoredSeason, 'id' | 'data'>[]; tournaments: readonly Pick<StoredTournament, 'id' | 'data'>[] },
): PlannedSeason[] {
  const tournaments = new Map(existing.tournaments.map((t) => [t.id, t]));
  const known = new Map<string, { fingerprints: Set<string>; stored?: Pick<StoredSeason, 'id' | 'data'> }>();
  for (const x of existing.seasons) {
    const entry = known.get(seasonKeyOf(x.data)) ?? { fingerprints: new Set<string>(), stored: x };
    entry.fingerprints.add(seasonFingerprint(x.data));
    known.set(seasonKeyOf(x.data), entry);
  }
  return seasons.map((x, item) => {
    const key = seasonKeyOf(x.data);
    const entry = known.get(key);
    if (entry?.fingerprints.has(x.fingerprint)) return { ...x, item, status: 'duplicate', device: [] };
    const own = deviceVersions(x.data, tournaments);
    const device = [...own.entries()].flatMap(([id, file]) => {
      const change = diffSeasonTournament(file, x.data.tournaments.find((t) => t.id === id)!);
      return change && change.results.length > 0 ? [change] : [];
    });
    const withDevice = own.size > 0 ? (checked(keepDeviceResults(x.data, own)) ?? x.data) : x.data;
    if (!entry) {
      known.set(key, { fingerprints: new Set([x.fingerprint]) });
      return { ...x, data: withDevice, item, status: 'new', device };
    }
    if (!entry.stored) return { ...x, item, status: 'conflict', device };
    const here = checked(entry.stored.data);
    if (!here) return { ...x, item, status: 'conflict', device };
    const merged = checked(mergeSeasonMissing(here, withDevice));
    return {
      ...x, item, status: 'conflict', device,
      stored: { id: entry.stored.id, data: entry.stored.data, diff: diffSeasons(here, x.data), ...(merged ? { merged } : {}) },
    };
  });
}
