/**
 * "Spiel 7 gelöscht – Rückgängig": the one change this tab made last, bound to
 * that change (undoing it undoes exactly that one, even after other changes).
 * It sits in the sheet's footer above "+ Spiel", so it never covers the newest
 * rows, and it belongs to the sheet: it goes with the sheet, after undo, or when
 * dismissed.
 */
import { CloseIcon } from '@/components/ui/icons';
import type { Translate } from '@/i18n/i18n';
import type { UndoEntry } from '@/state/session-store';
import type { messages } from './messages';

type T = Translate<typeof messages.de>;

/** What a logged change did, in words ("Spiel 7 gelöscht"). */
export function changeText(entry: Pick<UndoEntry, 'label' | 'index'>, t: T): string {
  const n = (entry.index ?? 0) + 1;
  switch (entry.label) {
    case 'addHand': return t('changeAddHand', { n });
    case 'editHand': return t('changeEditHand', { n });
    case 'deleteHand': return t('deleted', { n });
    case 'voidHand': return t('struck', { n });
    case 'unvoidHand': return t('restored', { n });
    case 'appendHand': return t('changeAppendHand', { n });
    case 'lastRound': return t('changeLastRound');
    case 'editSession': return t('changeSession');
  }
}

export function UndoBar({ entry, busy, onUndo, onDismiss, t }: {
  entry: UndoEntry;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
  t: T;
}) {
  const text = changeText(entry, t);
  return (
    <div
      role="status"
      aria-label={t('undoBar')}
      className="mb-2 flex items-center gap-2 rounded-xl bg-stone-900 py-1 pl-4 pr-1 text-white shadow-lg dark:bg-stone-100 dark:text-stone-900"
    >
      <p className="min-w-0 flex-1 py-2 text-base">{text}</p>
      <button
        type="button"
        disabled={busy}
        aria-label={t('undoNamed', { change: text })}
        className="min-h-11 rounded-lg px-3 font-bold text-yellow-300 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400 disabled:opacity-60 dark:text-green-800 dark:hover:bg-black/10"
        onClick={onUndo}
      >
        {t('undo')}
      </button>
      <button
        type="button"
        aria-label={t('close')}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:hover:bg-black/10"
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
