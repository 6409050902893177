/**
 * A season file's text, checked completely (§10): not over the import cap, JSON, then every
 * key and every embedded tournament by the domain's `parseSeason`. Pure (no DOM, no
 * storage): the import runs it in a worker (`season-check-worker.ts`), the tests directly.
 */
import type { Result } from '@/domain/model';
import type { SeasonError } from '@/domain/season/errors';
import type { SeasonFile } from '@/domain/season/model';
import { parseSeason, type SeasonCheckProgress } from '@/domain/season/parse-season';
import { parseJsonText } from '@/domain/tournament/json-text';
import { fileTooLarge, overImportLimit } from './file-limit';

export type SeasonCheck = Result<SeasonFile, SeasonError[]>;

/** The season file in `text`, checked whole; `progress` is told after each tournament. */
export function checkSeasonText(text: string, progress?: SeasonCheckProgress): SeasonCheck {
  if (overImportLimit(text.length)) return { ok: false, error: [fileTooLarge(text.length)] };
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return parseSeason(json.value, progress);
}
