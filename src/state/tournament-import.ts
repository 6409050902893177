/**
 * Importing a tournament file (one picked by the director, or text): checked completely
 * first, then stored all at once or not at all. When this device has another file of the
 * tournament the director sees what differs and chooses: replace it, or keep every result
 * this device has and take the rest; the hand-in keys this device holds stay unless the
 * director chooses the file's.
 */
import { parseTournament, type TournamentFile } from '@/domain/index';
import { diffTournaments, mergeMissing, settleKeys, type TournamentDiff } from '@/domain/tournament/import-merge';
import { checkStoredTournament, isDamaged } from '@/persistence/repositories/tournaments-repository';
import { importTournament } from '@/persistence/repositories/tournament-results-repository';
import { fileTooLarge, overImportLimit } from '@/transfer/file-limit';
import { done, fromDomain, refused } from './result';
import { inTournamentQueue } from './tournament-queue';
import { problem, type ActionResult, type TournamentProblem } from './tournament-store';

export type ImportPlan =
  | { kind: 'added'; data: TournamentFile }
  | { kind: 'unchanged'; data: TournamentFile }
  /**
   * This device has another file of this tournament. `diff` says what differs; `confirm()`
   * replaces it with the file ("ersetzen"), `merge()` keeps every result this device has and
   * takes the rest ("nur Fehlendes übernehmen"). Either logs every table result it changes,
   * and either keeps every hand-in key this device holds (`diff.keys` names the tables whose
   * key the file has otherwise): the file's keys only with `{ takeKeys: true }`.
   */
  | {
      kind: 'needs-confirmation';
      data: TournamentFile;
      existingName: string;
      diff: TournamentDiff;
      confirm: (options?: KeyChoice) => Promise<ActionResult<ImportPlan>>;
      merge: (options?: KeyChoice) => Promise<ActionResult<ImportPlan>>;
    }
  | { kind: 'replaced' | 'merged'; data: TournamentFile };

/** Imports a tournament file the user picked: refused unread when it is over the import cap (`transfer/file-limit.ts`, 20 MB). */
export async function importTournamentFile(file: Blob): Promise<ActionResult<ImportPlan>> {
  if (overImportLimit(file.size)) return refused(fileTooLarge(file.size));
  return importTournamentText(await file.text());
}

/** The director's own choice to take the file's hand-in keys (`TournamentDiff.keys`); without it every key this device holds stays. */
export interface KeyChoice { takeKeys?: boolean }

type ImportMode = { kind: 'ask' } | { kind: 'replace' | 'merge'; expectedUpdatedAt: string; takeKeys?: boolean };

/** Imports a tournament file: checked completely first, then stored all at once or not at all. */
export function importTournamentText(text: string, replace = false): Promise<ActionResult<ImportPlan>> {
  return importWith(text, replace ? { kind: 'replace', expectedUpdatedAt: '' } : { kind: 'ask' });
}

async function importWith(text: string, mode: ImportMode): Promise<ActionResult<ImportPlan>> {
  if (overImportLimit(text.length)) return refused(fileTooLarge(text.length));
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return refused(problem('ERR_T_NOT_JSON', `the file is not valid JSON (${detail})`, { detail }));
  }
  const parsed = parseTournament(raw);
  if (!parsed.ok) return fromDomain(parsed);
  const data = parsed.value;
  return inTournamentQueue(data.id, async (): Promise<ActionResult<ImportPlan>> => {
    const takeKeys = mode.kind !== 'ask' && mode.takeKeys === true;
    const decide = mode.kind === 'ask'
      ? undefined
      : (existing: TournamentFile) => {
          // A damaged stored file has nothing readable to keep: the imported file is taken.
          const here = parseTournament(existing);
          if (!here.ok) return data;
          const next = parseTournament(mode.kind === 'merge' ? mergeMissing(here.value, data, takeKeys) : settleKeys(here.value, data, data, takeKeys));
          return next.ok ? next.value : { refused: next.error };
        };
    const out = await importTournament<TournamentProblem[]>(data, {
      ...(decide ? { decide } : {}),
      ...(mode.kind !== 'ask' && mode.expectedUpdatedAt ? { expectedUpdatedAt: mode.expectedUpdatedAt } : {}),
    });
    switch (out.kind) {
      case 'added': return done({ kind: 'added', data });
      case 'unchanged': return done({ kind: 'unchanged', data });
      case 'replaced': return done({ kind: mode.kind === 'merge' ? 'merged' : 'replaced', data });
      case 'refused': return { ok: false, errors: out.refused };
      case 'needs-confirmation':
      case 'changed-meanwhile': {
        const at = out.existing.updatedAt;
        // A damaged stored file is compared as a tournament without players and rounds.
        const here = checkStoredTournament(out.existing);
        const diff = diffTournaments(isDamaged(here) ? { ...data, players: [], rounds: [] } : here.data, data);
        // A file that differs only in the keys it left out (exported for someone else) is this tournament: nothing to ask, no key dropped.
        if (diff.same) return done({ kind: 'unchanged', data });
        return {
          ok: true,
          value: {
            kind: 'needs-confirmation',
            data,
            existingName: isDamaged(here) ? (here.name ?? data.name) : here.data.name,
            diff,
            confirm: (options) => importWith(text, { kind: 'replace', expectedUpdatedAt: at, ...(options?.takeKeys ? { takeKeys: true } : {}) }),
            merge: (options) => importWith(text, { kind: 'merge', expectedUpdatedAt: at, ...(options?.takeKeys ? { takeKeys: true } : {}) }),
          },
        };
      }
    }
  });
}
