/** What every part of the entry form gets: the draft, the table and a way to change the draft. */
import type { Translate } from '@/i18n/i18n';
import type { DraftContext, HandDraft, Table } from './draft-model';
import type { messages } from './messages';

export interface PanelProps {
  draft: HandDraft;
  ctx: DraftContext;
  table: Table;
  /** Player names by seat. */
  names: string[];
  update: (change: (draft: HandDraft) => HandDraft) => void;
  /** The translated engine error for a field (JSON key prefix), if any. */
  errorFor: (...fields: string[]) => string | null;
}

export type EntryT = Translate<typeof messages.de>;

/** "ohne", "Kontra", "Re", "Sub", then "×16", "×32", "×64" for custom rule sets. */
export function kontraLabel(level: number, t: EntryT): string {
  switch (level) {
    case 0:
      return t('kontra0');
    case 1:
      return t('kontra1');
    case 2:
      return t('kontra2');
    case 3:
      return t('kontra3');
    default:
      return t('kontraN', { factor: 2 ** level });
  }
}

export function levels(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, i) => i);
}
