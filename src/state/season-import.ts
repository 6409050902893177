/**
 * The cup organiser's import of a season file from another device: checked completely first
 * (off the main thread), compared with what this device holds, and stored whole or not at all —
 * another version is never replaced unasked. It runs in the season store's one queue.
 */
import type { TournamentFile } from '@/domain/index';
import { withCleanSeasonNames } from '@/domain/season/season-edits';
import { diffSeasons, diffSeasonTournament, keepDeviceResults, mergeSeasonMissing, withLeftOutSeasonKeys, type SeasonDiff, type SeasonTournamentChange } from '@/domain/season/season-diff';
import { canonicalJson } from '@/domain/canonical-json';
import type { SeasonFile } from '@/domain/season/model';
import { checkStoredSeason, importSeason, isDamagedSeason, readSeason } from '@/persistence/repositories/seasons-repository';
import { isDamaged, readTournament } from '@/persistence/repositories/tournaments-repository';
import { fileTooLarge, overImportLimit } from '@/transfer/file-limit';
import { checkSeasonOffThread } from '@/transfer/season-check-worker';
import { checkSeason, enqueue, type SeasonActionResult } from './season-store';
import { done, fromDomain, refused } from './result';

export type SeasonImportPlan =
  | { kind: 'added'; id: string; data: SeasonFile }
  | { kind: 'unchanged'; id: string; data: SeasonFile }
  | { kind: 'replaced'; id: string; data: SeasonFile }
  /**
   * Asked before anything is written: this device has another version of the season (`diff`:
   * settings, tournaments added, removed or changed, and which tables' results), and/or it
   * holds tournaments of the file with other results (`device`). `confirm()` takes the file as
   * it is; `merge()` ("nur Fehlendes übernehmen") keeps every tournament and table result this
   * device has and takes what is missing.
   */
  | {
      kind: 'needs-confirmation';
      data: SeasonFile;
      diff: SeasonDiff | null;
      device: SeasonTournamentChange[];
      confirm: () => Promise<SeasonActionResult<SeasonImportPlan>>;
      merge: () => Promise<SeasonActionResult<SeasonImportPlan>>;
    };

/** Told while a season file is checked: `done` of `total` tournaments. */
export type SeasonImportProgress = (done: number, total: number) => void;

/**
 * Imports a season file the user picked: refused unread when it is over the import cap
 * (`transfer/file-limit.ts`, 20 MB), else as `importSeasonText`.
 */
export async function importSeasonFile(file: Blob, progress?: SeasonImportProgress): Promise<SeasonActionResult<SeasonImportPlan>> {
  if (overImportLimit(file.size)) return refused(fileTooLarge(file.size));
  return importSeasonText(await file.text(), progress);
}

/**
 * Imports a season file (from another device): checked completely first, off the main
 * thread (every tournament in it, the matching across them; `progress` after each
 * tournament), then stored all at once or not at all. The same file again changes nothing;
 * another version of the same cup and season, or a file embedding a tournament this device
 * holds with other results, is asked about with what differs (never replaced unasked).
 */
export async function importSeasonText(text: string, progress?: SeasonImportProgress): Promise<SeasonActionResult<SeasonImportPlan>> {
  const checked = await checkSeasonOffThread(text, progress);
  if (!checked.ok) return fromDomain(checked);
  const clean = withCleanSeasonNames(checked.value);
  if (!clean.ok) return fromDomain(clean);
  return storeImportedSeason(clean.value, 'ask');
}

/** This device's tournaments that the file embeds with other table results, by id. */
async function deviceVersions(data: SeasonFile): Promise<{ files: Map<string, TournamentFile>; changes: SeasonTournamentChange[] }> {
  const files = new Map<string, TournamentFile>();
  const changes: SeasonTournamentChange[] = [];
  for (const t of data.tournaments) {
    const own = await readTournament(t.id);
    if (!own || isDamaged(own)) continue;
    const change = diffSeasonTournament(own.data, t);
    if (!change || change.results.length === 0) continue;
    files.set(t.id, own.data);
    changes.push(change);
  }
  return { files, changes };
}

function storeImportedSeason(data: SeasonFile, mode: 'ask' | 'replace' | 'merge', existingId?: string): Promise<SeasonActionResult<SeasonImportPlan>> {
  return enqueue(async () => {
    const device = await deviceVersions(data);
    let next = data;
    if (mode === 'replace' && existingId) {
      // "Ersetzen" takes the file, but a key it left out (a file for someone else) is no key to remove.
      const stored = await readSeason(existingId);
      if (stored && !isDamagedSeason(stored)) next = withLeftOutSeasonKeys(stored.data, data);
    }
    if (mode === 'merge') {
      const stored = existingId ? await readSeason(existingId) : undefined;
      const withDevice = keepDeviceResults(data, device.files);
      const merged = stored && !isDamagedSeason(stored) ? mergeSeasonMissing(stored.data, withDevice) : withDevice;
      const checked = checkSeason(merged);
      if (!checked.ok) return checked;
      next = checked.value;
    }
    const options = mode === 'ask' ? (device.changes.length > 0 ? { askFirst: true } : {}) : existingId !== undefined ? { replace: existingId } : {};
    const out = await importSeason(next, options);
    if (out.kind === 'added' || out.kind === 'unchanged' || out.kind === 'replaced') return done({ kind: out.kind, id: out.id, data: next });
    // A question (asked first, or again when the stored seasons changed since it was answered: another tab).
    const existing = out.kind === 'needs-confirmation' ? out.existing : undefined;
    const here = existing ? checkStoredSeason(existing) : undefined;
    const diff = here && !isDamagedSeason(here) ? diffSeasons(here.data, data) : null;
    const id = existing?.id;
    // The season here without anything new but the keys the file left out: nothing to ask, no key dropped.
    if (out.kind === 'needs-confirmation' && id && here && !isDamagedSeason(here) && device.changes.length === 0 && canonicalJson(here.data) === canonicalJson(withLeftOutSeasonKeys(here.data, data))) {
      return done({ kind: 'unchanged', id, data: here.data });
    }
    return done({
      kind: 'needs-confirmation', data, diff, device: device.changes,
      confirm: () => storeImportedSeason(data, 'replace', id),
      merge: () => storeImportedSeason(data, 'merge', id),
    });
  });
}

