/**
 * "Aus der Saison nehmen": the quiet button and the question before a tournament leaves the
 * season, one piece for the season's overview and a season tournament's page.
 */
import { useT } from '@/i18n/i18n';
import { ConfirmDialog } from '@/components/ui/dialog';
import { seasonMessages } from './messages';

/** Quiet on purpose: taking a tournament out is rare and asks first, so it is never the loudest action. */
export function RemoveTournamentButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  const t = useT(seasonMessages);
  return (
    <button
      type="button"
      className={`min-h-11 rounded-lg px-2 text-sm text-stone-700 underline underline-offset-2 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-stone-300 dark:hover:bg-stone-800 ${className}`.trim()}
      onClick={onClick}
    >
      {t('remove')}
    </button>
  );
}

/** The question, naming the tournament; `name` null keeps it closed. */
export function RemoveTournamentDialog({ name, onCancel, onConfirm }: { name: string | null; onCancel: () => void; onConfirm: () => void }) {
  const t = useT(seasonMessages);
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('removeTitle')}
      message={t('removeBody', { name: name ?? '' })}
      confirmLabel={t('remove')}
      cancelLabel={t('cancel')}
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
