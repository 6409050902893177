/**
 * The import's plan (`import-json.ts`): the checked file compared with what is stored — new,
 * already there, conflicting — shown as a preview, and the records the import then writes in
 * one transaction. Nothing stored is ever overwritten.
 */
import type { Session } from '@/domain/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { SeasonFile } from '@/domain/season/model';
import type { OefStartStored } from '@/domain/season/oef-start';
import type { SideRankingLink } from '@/domain/season/side-ranking';
import { planSeasons, type PlannedSeason } from './import-plan-seasons';
import { kassaTableKey } from '@/domain/kassa-table';
import type { KassaCarry, StoredResultLogEntry, StoredRuleSet, StoredSeason, StoredSession, StoredTournament } from '@/persistence/records';
import { ruleSetFingerprint, sessionFingerprint, tournamentFingerprint, type BundleArchived, type BundleResultLogEntry, type BundleTableKey } from './export-json';
import type { ImportContent, ImportedKassaCarry, ImportedRuleSet, ImportedSession, ImportedTournament } from './import-content';

export type SessionImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedSession extends ImportedSession {
  /** Position in the file. */
  item: number;
  status: SessionImportStatus;
  /** duplicate/conflict: the stored session (or, with `inFile`, the earlier one in the same file). */
  matchId?: string;
  inFile?: boolean;
}

export type RuleSetImportStatus = 'new' | 'duplicate' | 'renamed';

export interface PlannedRuleSet extends ImportedRuleSet {
  item: number;
  status: RuleSetImportStatus;
  /** The name it is stored under ("Vereinsregeln (2)" when the name is taken by different rules). */
  importName: string;
}

export type TournamentImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedTournament extends ImportedTournament {
  item: number;
  /**
   * By id, as the tournament import: `duplicate` — a tournament with this id and the same content is
   * stored (or earlier in the file); `conflict` — one with this id but other content is, and it stays.
   */
  status: TournamentImportStatus;
  inFile?: boolean;
}

export type KassaCarryImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedKassaCarry extends ImportedKassaCarry {
  item: number;
  /**
   * By table (the same players, any seating): `duplicate` — the same pot is waiting for them already;
   * `conflict` — another pot is waiting for them, and it stays.
   */
  status: KassaCarryImportStatus;
  /** conflict: the balance of the pot that is stored. */
  storedBalance?: number;
}

export type { PlannedSeason } from './import-plan-seasons';

export interface ImportPlan {
  kind: ImportContent['kind'];
  sessions: PlannedSession[];
  ruleSets: PlannedRuleSet[];
  players: string[];
  tournaments: PlannedTournament[];
  kassaCarries: PlannedKassaCarry[];
  /** The file's archive marks (version 3); what is stored keeps its own. */
  archived?: BundleArchived;
  seasons: PlannedSeason[];
  /** The file's history of table results (version 4). */
  resultLog?: BundleResultLogEntry[];
  /** The round sheets' table keys (version 5), by the sheet's place in the file. */
  tableKeys?: BundleTableKey[];
}

/** Same evening at the table: same name, date and players in the same seats. */
function sameEvening(a: Session, b: Session): boolean {
  return (a.name ?? '') === (b.name ?? '') && (a.date ?? '') === (b.date ?? '') && a.players.length === b.players.length && a.players.every((p, i) => p === b.players[i]);
}

/** Compares the file with what is stored; decides nothing that needs the user. */
export function planImport(
  content: ImportContent,
  existing: {
    sessions: readonly Pick<StoredSession, 'id' | 'data'>[];
    ruleSets: readonly Pick<StoredRuleSet, 'id' | 'name' | 'spec'>[];
    tournaments?: readonly Pick<StoredTournament, 'id' | 'data'>[];
    kassaCarries?: readonly KassaCarry[];
    seasons?: readonly Pick<StoredSeason, 'id' | 'data' | 'app'>[];
  },
): ImportPlan {
  const known = existing.sessions.map((s) => ({ id: s.id, data: s.data, fingerprint: sessionFingerprint(s.data), inFile: false }));
  const sessions: PlannedSession[] = content.sessions.map((s, item) => {
    const duplicate = known.find((k) => k.fingerprint === s.fingerprint);
    const conflict = duplicate ? undefined : known.find((k) => sameEvening(k.data, s.data));
    const match = duplicate ?? conflict;
    const planned: PlannedSession = {
      ...s, item, status: duplicate ? 'duplicate' : conflict ? 'conflict' : 'new',
      ...(match ? { matchId: match.id, inFile: match.inFile } : {}),
    };
    if (!duplicate) known.push({ id: `file:${item}`, data: s.data, fingerprint: s.fingerprint, inFile: true });
    return planned;
  });

  const takenNames = new Set(existing.ruleSets.map((r) => r.name));
  const knownRuleSets = new Set(existing.ruleSets.map((r) => ruleSetFingerprint({ name: r.name, rules: r.spec })));
  const ruleSets: PlannedRuleSet[] = content.ruleSets.map((r, item) => {
    const fingerprint = ruleSetFingerprint({ name: r.name, rules: r.spec });
    if (knownRuleSets.has(fingerprint)) return { ...r, item, status: 'duplicate', importName: r.name };
    knownRuleSets.add(fingerprint);
    let importName = r.name;
    for (let n = 2; takenNames.has(importName); n++) importName = `${r.name} (${n})`;
    takenNames.add(importName);
    return { ...r, item, status: importName === r.name ? 'new' : 'renamed', importName };
  });

  const knownTournaments = new Map((existing.tournaments ?? []).map((t) => [t.id, { fingerprint: tournamentFingerprint(t.data), inFile: false }]));
  const tournaments: PlannedTournament[] = content.tournaments.map((t, item) => {
    const known = knownTournaments.get(t.data.id);
    if (!known) {
      knownTournaments.set(t.data.id, { fingerprint: t.fingerprint, inFile: true });
      return { ...t, item, status: 'new' };
    }
    return { ...t, item, status: known.fingerprint === t.fingerprint ? 'duplicate' : 'conflict', ...(known.inFile ? { inFile: true } : {}) };
  });

  const waiting = new Map((existing.kassaCarries ?? []).map((c) => [kassaTableKey(c.players), c]));
  const kassaCarries: PlannedKassaCarry[] = content.kassaCarries.map((c, item) => {
    const stored = waiting.get(kassaTableKey(c.players));
    if (!stored) return { ...c, item, status: 'new' };
    return stored.balance === c.balance ? { ...c, item, status: 'duplicate' } : { ...c, item, status: 'conflict', storedBalance: stored.balance };
  });

  const seasons = planSeasons(content.seasons, { seasons: existing.seasons ?? [], tournaments: existing.tournaments ?? [] });

  return {
    kind: content.kind, sessions, ruleSets, players: content.players, tournaments, kassaCarries, seasons,
    ...(content.archived ? { archived: content.archived } : {}),
    ...(content.resultLog ? { resultLog: content.resultLog } : {}),
    ...(content.tableKeys ? { tableKeys: content.tableKeys } : {}),
  };
}

/** A stored season taking what it lacks: its file (`data`, planned from `base`) and the start list or side-ranking link it has none of. */
export interface SeasonMerge {
  id: string;
  base: SeasonFile;
  data: SeasonFile;
  app?: { oefStart?: OefStartStored; side?: SideRankingLink };
}

export interface ImportRecords {
  sessions: StoredSession[];
  ruleSets: StoredRuleSet[];
  /** Names from the bundle's player list that are not already in an imported session. */
  extraPlayers: string[];
  /** New tournaments, stored under their file's id. */
  tournaments: StoredTournament[];
  /** Their table results, logged as the tournament import logs them. */
  resultLog: StoredResultLogEntry[];
  /** New carried pots, linked to the id their evening has on this device. */
  kassaCarries: KassaCarry[];
  /** New seasons, each under a new id; the new tournaments linked to one carry its `seasonId`. */
  seasons: StoredSeason[];
  /**
   * Stored seasons that take what they miss from the file ("nur Fehlendes übernehmen"): `base` is
   * the file they had when planned; `app` the start list and side-ranking link they lack.
   */
  seasonMerges: SeasonMerge[];
  /** The table keys of the new round sheets, by their new id (a sheet already stored keeps what it has). */
  roundKeys: { sessionId: string; key: string }[];
}

/**
 * The records to write: new sessions, conflicting ones the user accepted as a
 * copy (`acceptConflicts` holds their `item`s), new and renamed rule sets.
 * Every record gets a fresh id, so nothing stored is replaced.
 */
export function buildImportRecords(
  plan: ImportPlan,
  options: { acceptConflicts: ReadonlySet<number>; now: string; newId: () => string; mergeSeasons?: ReadonlySet<number> },
): ImportRecords {
  const sessions: StoredSession[] = [];
  // The id each evening of the file has on this device after the import (absent: not stored).
  const idOfItem = new Map<number, string>();
  for (const s of plan.sessions) {
    if (s.status === 'new' || (s.status === 'conflict' && options.acceptConflicts.has(s.item))) {
      const archived = plan.archived?.sessions.includes(s.item) ?? false;
      const stored: StoredSession = { id: options.newId(), createdAt: options.now, updatedAt: options.now, archived, data: s.data };
      sessions.push(stored);
      idOfItem.set(s.item, stored.id);
    } else if (s.status === 'duplicate' && s.matchId !== undefined) {
      const id = s.inFile ? idOfItem.get(Number(s.matchId.slice('file:'.length))) : s.matchId;
      if (id !== undefined) idOfItem.set(s.item, id);
    }
  }
  const ruleSets: StoredRuleSet[] = plan.ruleSets
    .filter((r) => r.status !== 'duplicate')
    .map((r) => ({ id: options.newId(), name: r.importName, spec: { preset: r.spec.preset, overrides: r.spec.overrides }, updatedAt: options.now }));
  const inSessions = new Set(sessions.flatMap((s) => s.data.players));

  const tournaments: StoredTournament[] = [];
  const resultLog: StoredResultLogEntry[] = [];
  for (const t of plan.tournaments) {
    if (t.status !== 'new') continue;
    const archived = plan.archived?.tournaments.includes(t.data.id) ?? false;
    tournaments.push({ id: t.data.id, createdAt: options.now, updatedAt: options.now, archived, data: t.data });
    // The file's own history comes as it was (who replaced what, how each result came in) ...
    const history = (plan.resultLog ?? []).filter((e) => e.tournament === t.data.id);
    for (const e of history) {
      const { tournament, ...rest } = e;
      resultLog.push({ ...rest, tournamentId: tournament });
    }
    // ... and a result the history does not hold (a file without one) is entered as imported.
    t.data.rounds.forEach((round, i) => {
      for (const table of round.tables) {
        if (!table.result) continue;
        const fingerprint = resultFingerprint(table.result);
        if (history.some((e) => e.round === i + 1 && e.table === table.table && e.fingerprint === fingerprint && e.action !== 'removed')) continue;
        resultLog.push({
          id: options.newId(), tournamentId: t.data.id, round: i + 1, table: table.table, at: options.now,
          source: 'tournament-import', action: 'accepted', fingerprint: resultFingerprint(table.result), result: table.result,
        });
      }
    });
  }

  const kassaCarries: KassaCarry[] = plan.kassaCarries
    .filter((c) => c.status === 'new')
    .map((c) => ({
      // An evening that is not stored here (or none named) gets an id no evening has: the pot is still offered.
      fromSessionId: (c.fromSession === undefined ? undefined : idOfItem.get(c.fromSession)) ?? options.newId(),
      ...(c.fromName !== undefined ? { fromName: c.fromName } : {}),
      ...(c.fromDate !== undefined ? { fromDate: c.fromDate } : {}),
      players: [...c.players],
      balance: c.balance,
      at: c.at,
    }));

  // Every season of the file gets the id it has on this device after the import: a new one, or the stored one it is the same as.
  const seasonIds = new Map<number, string>();
  for (const x of plan.seasons ?? []) if (x.status === 'new') seasonIds.set(x.item, options.newId());
  const seasonIdOf = (item: number): string | undefined => {
    const x = plan.seasons?.[item];
    if (!x) return undefined;
    if (seasonIds.has(item)) return seasonIds.get(item);
    return x.sameAs === undefined ? undefined : 'id' in x.sameAs ? x.sameAs.id : seasonIds.get(x.sameAs.item);
  };
  // A side ranking's link names its cup season by place in the file: here, by the id it has on this device.
  const sideOf = (x: PlannedSeason): SideRankingLink | undefined => {
    const of = x.side ? seasonIdOf(x.side.of) : undefined;
    return x.side && of !== undefined ? { ...x.side, of } : undefined;
  };

  const seasons: StoredSeason[] = [];
  for (const x of plan.seasons ?? []) {
    if (x.status !== 'new') continue;
    const side = sideOf(x);
    const app = {
      ...(x.rules !== undefined ? { rules: x.rules } : {}), ...(x.distinct ? { distinct: x.distinct } : {}), ...(x.identities ? { identities: x.identities } : {}),
      ...(x.oefStart ? { oefStart: x.oefStart } : {}), ...(side ? { side } : {}),
    };
    const stored: StoredSeason = {
      id: seasonIds.get(x.item)!, createdAt: options.now, updatedAt: options.now, archived: x.archived, data: x.data, ...(Object.keys(app).length ? { app } : {}),
    };
    seasons.push(stored);
    for (const t of tournaments) if (x.linkedTournaments.includes(t.id)) t.seasonId = stored.id;
  }
  const seasonMerges: ImportRecords['seasonMerges'] = [];
  for (const x of plan.seasons ?? []) {
    const merged = x.stored?.merged;
    if (x.status !== 'conflict' || !x.stored || !merged || !options.mergeSeasons?.has(x.item)) continue;
    // What only the file has beside the season file comes too; what the stored season has stays.
    const takes = new Set(x.stored.app.filter((c) => c.kind === 'added').map((c) => c.part));
    const side = takes.has('side') ? sideOf(x) : undefined;
    const app = { ...(takes.has('oefStart') && x.oefStart ? { oefStart: x.oefStart } : {}), ...(side ? { side } : {}) };
    seasonMerges.push({ id: x.stored.id, base: x.stored.data, data: merged, ...(Object.keys(app).length ? { app } : {}) });
    for (const t of tournaments) if (x.linkedTournaments.includes(t.id)) t.seasonId = x.stored.id;
  }

  const newSessions = new Set(sessions.map((x) => x.id));
  const roundKeys = (plan.tableKeys ?? []).flatMap((k) => {
    const id = idOfItem.get(k.session);
    return id !== undefined && newSessions.has(id) ? [{ sessionId: id, key: k.key }] : [];
  });

  return { sessions, ruleSets, extraPlayers: plan.players.filter((p) => !inSessions.has(p)), tournaments, resultLog, kassaCarries, seasons, seasonMerges, roundKeys };
}
