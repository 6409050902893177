/**
 * The restore of a backup bundle: evenings, rule sets, player names,
 * tournaments with their result history, the carried-over Pagatkassa pots and
 * the cup seasons,
 * written in ONE transaction — all of them are stored or none.
 *
 * Nothing stored is overwritten: the import's plan left out every tournament
 * and pot that is already there. Should one have been stored meanwhile (another
 * tab), the whole restore is refused and nothing is written.
 */
import { db, type StoredPlayer, type StoredResultLogEntry, type StoredRuleSet, type StoredSeason, type StoredSession, type StoredTournament } from '../db';
import type { KassaCarry } from '../records';
import type { SeasonFile } from '@/domain/season/model';
import type { OefStartStored } from '@/domain/season/oef-start';
import type { SideRankingLink } from '@/domain/season/side-ranking';
import { guard } from '../storage-errors';
import { kassaCarryKey, listKassaCarries } from './kassa-carry-repository';
import { listPlayers } from './players-repository';
import { listRuleSets } from './rule-sets-repository';
import { listSeasons } from './seasons-repository';
import { listSessions, writeImported } from './session-records';
import { listTournaments } from './tournaments-repository';
import { listAllResultLog } from './tournament-results-repository';
import { listRoundTableKeys, roundTableKeyRecord } from './round-sessions-repository';

/** Every list of the device a backup holds (and an import is compared with). */
export interface BackupContents {
  sessions: StoredSession[];
  ruleSets: StoredRuleSet[];
  players: StoredPlayer[];
  tournaments: StoredTournament[];
  kassaCarries: KassaCarry[];
  resultLog: StoredResultLogEntry[];
  seasons: StoredSeason[];
  /** A table phone's round sheets' keys, by session id. */
  roundKeys: Map<string, string>;
}

/**
 * Reads every list in ONE transaction: a change that writes several tables at once (a hand
 * saved, a table's result with its history, an evening taking the carried pot) is in the
 * backup completely or not at all — never the evening without its pot, or the pot twice.
 */
export function readBackupContents(): Promise<BackupContents> {
  return guard(() =>
    db.transaction('r', [db.sessions, db.ruleSets, db.players, db.tournaments, db.resultLog, db.meta, db.seasons], async () => ({
      sessions: await listSessions(),
      ruleSets: await listRuleSets(),
      players: await listPlayers(),
      tournaments: await listTournaments(),
      kassaCarries: await listKassaCarries(),
      resultLog: await listAllResultLog(),
      seasons: await listSeasons(),
      roundKeys: await listRoundTableKeys(),
    })),
  );
}

export interface BackupRecords {
  sessions: readonly StoredSession[];
  ruleSets: readonly StoredRuleSet[];
  /** Further names to remember (the bundle's player list); names already known stay as they are. */
  playerNames: readonly string[];
  tournaments: readonly StoredTournament[];
  resultLog: readonly StoredResultLogEntry[];
  kassaCarries: readonly KassaCarry[];
  /** New cup seasons (absent: none). */
  seasons?: readonly StoredSeason[];
  /** Stored seasons that take what they missed from the file: written only if each still has `base`. */
  /** When the restore happens (a merged season's `updatedAt`). */
  now?: string;
  seasonMerges?: readonly { id: string; base: SeasonFile; data: SeasonFile; app?: { oefStart?: OefStartStored; side?: SideRankingLink } }[];
  /** The table keys of restored round sheets (by their new id): the phone signs its hand-ins again. */
  roundKeys?: readonly { sessionId: string; key: string }[];
}

export function importBackup(records: BackupRecords): Promise<void> {
  return guard(() =>
    db.transaction('rw', [db.sessions, db.ruleSets, db.players, db.tournaments, db.resultLog, db.meta, db.seasons], async () => {
      await writeImported(records.sessions, records.ruleSets, records.playerNames);
      for (const t of records.tournaments) {
        if (await db.tournaments.get(t.id)) throw new Error(`A tournament with id ${t.id} was stored meanwhile; nothing was imported.`);
      }
      await db.tournaments.bulkAdd([...records.tournaments]);
      await db.resultLog.bulkAdd([...records.resultLog]);
      for (const carry of records.kassaCarries) {
        const key = kassaCarryKey(carry.players);
        if (await db.meta.get(key)) throw new Error('A Pagatkassa for these players was carried over meanwhile; nothing was imported.');
        await db.meta.add({ key, value: carry });
      }
      await db.seasons.bulkAdd([...(records.seasons ?? [])]);
      for (const k of records.roundKeys ?? []) await db.meta.put(roundTableKeyRecord(k.sessionId, k.key));
      for (const m of records.seasonMerges ?? []) {
        const stored = await db.seasons.get(m.id);
        if (!stored || JSON.stringify(stored.data) !== JSON.stringify(m.base)) throw new Error('A season was changed meanwhile; nothing was imported.');
        // The start list and the side-ranking link come only where the stored season has none.
        const app = { ...(m.app?.oefStart && !stored.app?.oefStart ? { oefStart: m.app.oefStart } : {}), ...(m.app?.side && !stored.app?.side ? { side: m.app.side } : {}) };
        await db.seasons.put({ ...stored, data: m.data, ...(Object.keys(app).length ? { app: { ...stored.app, ...app } } : {}), updatedAt: records.now ?? stored.updatedAt });
      }
    }),
  );
}
