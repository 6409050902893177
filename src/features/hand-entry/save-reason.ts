/** Why Save is not possible yet: the first engine error, else the steps still open. */
import type { EngineError } from '@/domain/index';
import type { DraftGap } from './draft-model';
import { engineErrorLine } from '@/i18n/engine-error-text';
import type { EntryT } from './panel-props';

export function firstReason(
  gaps: DraftGap[],
  errors: EngineError[],
  t: EntryT,
  lang: 'de' | 'en',
  names: string[],
  index: number,
  withPoints: boolean,
): { text: string; error: boolean } | null {
  const first = errors[0];
  if (first) return { text: engineErrorLine(first, lang, names, index), error: true };
  if (gaps.length > 0) {
    // A game without card points (negative games) is only won or lost: no "or points" hint there.
    const key = (g: DraftGap) => (g === 'result' && !withPoints ? 'gap_resultWonLost' : (`gap_${g}` as const));
    return { text: t('stillMissing', { what: gaps.map((g) => t(key(g))).join(', ') }), error: false };
  }
  return null;
}
