/**
 * The Österreich-Finale's side of the state layer: reading a cup's qualification list from a
 * file the organiser picked (its size capped, its bytes UTF-8 or Windows-1252), the start list's
 * view for the day's registration (its ÖF numbers suggested, close names asked about), and the
 * players of the start list who did not come. Storing the list is the season store's
 * (`setOefStartList`): one queue for every change of a season.
 */
import { useMemo } from 'react';
import { decodeCsvBytes } from '@/domain/results/decode';
import { RESULTS_FORMAT, RESULTS_VERSION, type ResultsList } from '@/domain/results/model';
import type { SeasonError } from '@/domain/season/errors';
import { readQualificationList, type QualificationList, type QualificationProblem } from '@/domain/season/oef-qualification';
import { withOefDay, type OefStartEntry, type OefStartStored } from '@/domain/season/oef-start';
import type { StoredSeason } from '@/persistence/db';
import { fileTooLarge, overImportLimit } from '@/transfer/file-limit';
import type { TournamentError } from '@/domain/tournament/errors';
import { done, type StoreResult } from './result';

/** Why a cup's list was refused: its own problems (with line or key), the season file's (§10), or its size. */
export type QualificationReadProblem = QualificationProblem | SeasonError | TournamentError;

/** Reads one cup's qualification list from a picked file (season file, `season --json`, or its CSV). */
export async function readQualificationFile(file: Blob, name: string): Promise<StoreResult<QualificationList, QualificationReadProblem>> {
  if (overImportLimit(file.size)) return { ok: false, errors: [fileTooLarge(file.size)] };
  const { text } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  const out = readQualificationList(text, name);
  if (out.ok) return done(out.value);
  return { ok: false, errors: out.error.kind === 'season' ? out.error.errors : out.error.problems };
}

/** A refusal's problem is the list's own (located by line or key), not the season file's. */
export function isQualificationProblem(p: QualificationReadProblem): p is QualificationProblem {
  return p.code.startsWith('ERR_Q_');
}

/** The start list as a list the registration compares typed names with (its numbers, its spellings). */
function startListAsResults(entries: readonly OefStartEntry[]): ResultsList {
  return {
    format: RESULTS_FORMAT, version: RESULTS_VERSION, id: 'oef-start-list', name: 'ÖF-Startliste',
    results: entries.map((e) => ({ name: e.name, ...(e.number !== null ? { cupNumber: e.number } : {}) })),
  };
}

/**
 * The season as the day's registration sees it: an ÖF season's start list among its players, so
 * that a name from the list gets its ÖF number and a close one asks "Meinten Sie …?".
 */
export function useRegistrationSeason(season: StoredSeason | null): StoredSeason | null {
  return useMemo(() => {
    const entries = season?.app?.oefStart?.entries;
    if (!season || !entries || entries.length === 0) return season;
    return { ...season, data: { ...season.data, tournaments: [...season.data.tournaments, startListAsResults(entries)] } };
  }, [season]);
}

/** An ÖF season's stored start list as its screens show it. */
export interface OefStartView {
  start: OefStartStored;
  /** Whether the day is in the season (it has a tournament). */
  played: boolean;
  /** The start list's players who have no place in the season's tournaments (not come; all of them before the day). */
  absent: OefStartEntry[];
}

/** The season's start list, who did not come and whether the day is played; null when the season has none. The one reading of it. */
export function useOefStart(season: StoredSeason): OefStartView | null {
  return useMemo(() => {
    const start = season.app?.oefStart;
    if (!start) return null;
    return { start, played: season.data.tournaments.length > 0, absent: withOefDay(season.data, start.entries).absent };
  }, [season]);
}
