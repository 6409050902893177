/**
 * The backup: every list of the device gathered into one bundle file (read in one
 * transaction, `readBackupContents`), an evening as its session file, and the restore
 * (check → read → validate → plan → write everything of the bundle in one transaction).
 * The backup screen draws; this is what it does.
 */
import { importBackup, readBackupContents } from '@/persistence/repositories/backup-repository';
import type { StoredSession } from '@/persistence/records';
import { countTableKeys, makeBackupBundle, makeSessionFile, serializeJson } from '@/transfer/export-json';
import { backupFileName, sessionFileName } from '@/transfer/file-names';
import {
  buildImportRecords, checkImportFile, parseImportText, planImport, type ImportError, type ImportPlan, type ImportRecords,
} from '@/transfer/import-json';
import type { OutgoingFile } from '@/transfer/share-file';
import { done, fromDomain, refused, type StoreResult } from './result';

export { useTournaments } from '@/persistence/repositories/tournament-hooks';
export { useKassaCarries } from '@/persistence/repositories/hooks';

/**
 * Every session (archived too), custom rule set, player name, tournament with
 * its tables' history, carried-over Pagatkassa and cup season as one bundle file.
 */
export async function buildFullBackup(exportedAt: string, options: { withoutKeys?: boolean } = {}): Promise<OutgoingFile> {
  const { sessions, ruleSets, players, tournaments, kassaCarries, resultLog, seasons, roundKeys } = await readBackupContents();
  // Oldest first: the order the evenings (and tournaments) were played in.
  const ordered = [...sessions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const bundle = makeBackupBundle({
    sessions: ordered.map((s) => s.data),
    sessionIds: ordered.map((s) => s.id),
    ruleSets,
    players: players.map((p) => p.name),
    tournaments: [...tournaments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((t) => t.data),
    kassaCarries,
    // The archive marks travel too: a restored device shows the same current evenings and cups.
    sessionsArchived: ordered.map((s) => s.archived === true),
    archivedTournamentIds: tournaments.filter((t) => t.archived).map((t) => t.id),
    // Each table's history travels too: a restore keeps who replaced what, and how it came in.
    resultLog,
    seasons: [...seasons].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((x) => ({
      id: x.id, data: x.data, archived: x.archived, ...(x.app ? { app: x.app } : {}),
      linkedTournaments: tournaments.filter((t) => t.seasonId === x.id).map((t) => t.id),
    })),
    // A table phone's round sheets keep their keys: restored, the phone hands in signed again.
    tableKeys: ordered.map((s) => roundKeys.get(s.id)),
    withoutKeys: options.withoutKeys === true,
    exportedAt,
  });
  return { name: backupFileName(exportedAt), type: 'application/json', content: serializeJson(bundle) };
}

/** How many live table keys a backup would carry: the tournaments' and seasons' tables with a key, and the round sheets' keys. */
export async function countBackupTableKeys(): Promise<number> {
  const { tournaments, seasons, roundKeys } = await readBackupContents();
  const embedded = seasons.flatMap((x) => (x.data?.tournaments ?? []).filter((t) => 'rounds' in t));
  return countTableKeys(tournaments.map((t) => t.data)) + countTableKeys(embedded) + roundKeys.size;
}

/** One evening as a session file (session-format.md). */
export function buildSessionFile(stored: StoredSession): OutgoingFile {
  return { name: sessionFileName(stored.data, stored.createdAt), type: 'application/json', content: serializeJson(makeSessionFile(stored.data)) };
}

/** Reads and validates a chosen file and compares it with what is stored. Writes nothing; answers in the store's one result shape. */
export async function prepareImport(file: File): Promise<StoreResult<ImportPlan, ImportError>> {
  const checked = checkImportFile(file);
  if (!checked.ok) return fromDomain(checked);
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return refused({ code: 'ERR_IMPORT_NOT_JSON', message: `The file could not be read (${e instanceof Error ? e.name : 'Error'}).`, params: {} });
  }
  const parsed = parseImportText(text);
  if (!parsed.ok) return fromDomain(parsed);
  const { sessions, ruleSets, tournaments, kassaCarries, seasons } = await readBackupContents();
  return done(planImport(parsed.value, { sessions, ruleSets, tournaments, kassaCarries, seasons }));
}

/** Writes the chosen part of the plan in one transaction (all or nothing). */
export async function commitImport(plan: ImportPlan, acceptConflicts: ReadonlySet<number>, mergeSeasons: ReadonlySet<number> = new Set()): Promise<ImportRecords> {
  const now = new Date().toISOString();
  const records = buildImportRecords(plan, { acceptConflicts, mergeSeasons, now, newId: () => crypto.randomUUID() });
  await importBackup({ ...records, playerNames: records.extraPlayers, now });
  return records;
}
