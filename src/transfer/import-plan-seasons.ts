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
import { parseKeptSeason } from '@/domain/season/parse-season';
import {
  diffSeasons, diffSeasonTournament, keepDeviceResults, mergeSeasonMissing, type SeasonDiff, type SeasonTournamentChange,
} from '@/domain/season/season-diff';
import { parseTournament } from '@/domain/tournament/parse-tournament';
import type { TournamentFile } from '@/domain/tournament/model';
import { canonicalJson } from '@/domain/canonical-json';
import type { StoredSeason, StoredTournament } from '@/persistence/records';
import { seasonFingerprint, tournamentFingerprint } from './export-json';
import type { ImportedSeason } from './import-content';

export type SeasonImportStatus = 'new' | 'duplicate' | 'conflict';

/** What the app keeps beside a season file that a backup carries and a restore compares. */
export type SeasonAppPart = 'oefStart' | 'side';

/**
 * How the file's start list or side-ranking link differs from the stored season's: `added` — only
 * the file has one ("nur Fehlendes übernehmen" takes it); `removed` — only this device has one;
 * `changed` — both have one, another (this device's stays).
 */
export interface SeasonAppChange {
  part: SeasonAppPart;
  kind: 'added' | 'removed' | 'changed';
}

export interface PlannedSeason extends ImportedSeason {
  item: number;
  /**
   * By cup and season (the same cup, the same season text): `duplicate` — a season with the same
   * content is stored (or earlier in the file); `conflict` — one with other content is, and it
   * stays unless "nur Fehlendes übernehmen" is chosen (`stored.merged`).
   */
  status: SeasonImportStatus;
  /**
   * A stored season of the same cup and season with other content (or the same file but another
   * start list or side-ranking link): its id, the file it has, what differs (`app`: the start
   * list and the link), and the merge (absent when the outcome fails the season's check, or when
   * the file has nothing the stored season lacks).
   */
  stored?: { id: string; data: SeasonFile; diff: SeasonDiff; app: SeasonAppChange[]; merged?: SeasonFile };
  /** The season this one is on the device once imported, when it is not new: a stored one, or one earlier in the file. */
  sameAs?: { id: string } | { item: number };
  /**
   * Tournaments this device holds with other table results than the file embeds: their results
   * stay. A change the diff with the stored season already lists is not repeated here.
   */
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
  const r = parseKeptSeason(file);
  return r.ok ? r.value : undefined;
}

type Existing = Pick<StoredSeason, 'id' | 'data' | 'app'>;

/**
 * The start list and the side-ranking link of the file's season against the stored one's. A link
 * is compared by what it follows: the cup season (by cup and season), the tournaments, the players.
 */
function diffApp(
  file: ImportedSeason, stored: Existing, fileSeasons: readonly ImportedSeason[], storedSeasons: ReadonlyMap<string, Existing>,
): SeasonAppChange[] {
  const out: SeasonAppChange[] = [];
  const compare = (part: SeasonAppPart, mine: unknown, theirs: unknown) => {
    if (mine === undefined && theirs === undefined) return;
    if (mine === undefined) out.push({ part, kind: 'added' });
    else if (theirs === undefined) out.push({ part, kind: 'removed' });
    else if (canonicalJson(mine) !== canonicalJson(theirs)) out.push({ part, kind: 'changed' });
  };
  compare('oefStart', stored.app?.oefStart, file.oefStart);
  const link = (of: SeasonFile | undefined, l: { tournaments: 'all' | string[]; players: string[] } | undefined) =>
    l === undefined ? undefined : { of: of ? seasonKeyOf(of) : null, tournaments: l.tournaments, players: l.players };
  const storedSide = stored.app?.side;
  compare('side', link(storedSide ? storedSeasons.get(storedSide.of)?.data : undefined, storedSide), link(file.side ? fileSeasons[file.side.of]?.data : undefined, file.side));
  return out;
}

export function planSeasons(
  seasons: readonly ImportedSeason[],
  existing: { seasons: readonly Existing[]; tournaments: readonly Pick<StoredTournament, 'id' | 'data'>[] },
): PlannedSeason[] {
  const tournaments = new Map(existing.tournaments.map((t) => [t.id, t]));
  const storedById = new Map(existing.seasons.map((x) => [x.id, x]));
  const known = new Map<string, { fingerprints: Map<string, { id: string } | { item: number }>; stored?: Existing }>();
  for (const x of existing.seasons) {
    const entry = known.get(seasonKeyOf(x.data)) ?? { fingerprints: new Map(), stored: x };
    entry.fingerprints.set(seasonFingerprint(x.data), { id: x.id });
    known.set(seasonKeyOf(x.data), entry);
  }
  return seasons.map((x, item): PlannedSeason => {
    const key = seasonKeyOf(x.data);
    const entry = known.get(key);
    const same = entry?.fingerprints.get(x.fingerprint);
    if (entry && same) {
      const stored = 'id' in same ? storedById.get(same.id) : undefined;
      const app = stored ? diffApp(x, stored, seasons, storedById) : [];
      if (!stored || app.length === 0) return { ...x, item, status: 'duplicate', sameAs: same, device: [] };
      // The same file with another start list or link: shown; what only the file has can be taken.
      const takes = app.some((c) => c.kind === 'added');
      const here = checked(stored.data);
      return {
        ...x, item, status: takes ? 'conflict' : 'duplicate', sameAs: same, device: [],
        stored: { id: stored.id, data: stored.data, diff: diffSeasons(stored.data, x.data), app, ...(takes && here ? { merged: here } : {}) },
      };
    }
    const own = deviceVersions(x.data, tournaments);
    const changes = [...own.entries()].flatMap(([id, file]) => {
      const change = diffSeasonTournament(file, x.data.tournaments.find((t) => t.id === id)!);
      return change && change.results.length > 0 ? [change] : [];
    });
    const withDevice = own.size > 0 ? (checked(keepDeviceResults(x.data, own)) ?? x.data) : x.data;
    if (!entry) {
      known.set(key, { fingerprints: new Map([[x.fingerprint, { item }]]) });
      return { ...x, data: withDevice, item, status: 'new', device: changes };
    }
    const first = [...entry.fingerprints.values()][0]!;
    if (!entry.stored) return { ...x, item, status: 'conflict', sameAs: first, device: changes };
    const here = checked(entry.stored.data);
    if (!here) return { ...x, item, status: 'conflict', sameAs: { id: entry.stored.id }, device: changes };
    const merged = checked(mergeSeasonMissing(here, withDevice));
    const diff = diffSeasons(here, x.data);
    // Each table change once: a tournament the diff with the stored season names with the same tables is not named again.
    const device = changes.filter((c) => !diff.tournaments.some((d) => d.id === c.id && canonicalJson(d.results) === canonicalJson(c.results)));
    return {
      ...x, item, status: 'conflict', sameAs: { id: entry.stored.id }, device,
      stored: { id: entry.stored.id, data: entry.stored.data, diff, app: diffApp(x, entry.stored, seasons, storedById), ...(merged ? { merged } : {}) },
    };
  });
}
