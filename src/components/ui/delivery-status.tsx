/**
 * The status line under a screen's share and download buttons: which file was saved or
 * shared, or why it could not be made (worded like every storage failure, never by the
 * browser's English message). Nothing before the first file or after a cancelled share.
 */
import { useLang, useT, type Messages } from '@/i18n/i18n';
import { failureText } from '@/i18n/storage-error-text';

/** What came of the last file (`useFileDelivery` in the state layer reports it so). */
export type DeliveryOutcome = { kind: 'shared' | 'downloaded'; name: string } | { kind: 'failed'; error: unknown };

const messages = {
  de: {
    downloaded: 'Datei gespeichert: {name}',
    shared: 'Datei geteilt: {name}',
    failed: 'Export fehlgeschlagen: {reason}',
  },
  en: {
    downloaded: 'File saved: {name}',
    shared: 'File shared: {name}',
    failed: 'Export failed: {reason}',
  },
} satisfies Messages;

export function DeliveryStatus({ status, className = '' }: { status: DeliveryOutcome | null; className?: string }) {
  const t = useT(messages);
  const lang = useLang();
  if (!status) return null;
  if (status.kind === 'failed') {
    return (
      <p role="alert" className={`text-sm font-medium text-red-700 dark:text-red-400 ${className}`.trim()}>
        {t('failed', { reason: failureText(status.error, lang) })}
      </p>
    );
  }
  return (
    <p role="status" className={`text-sm text-stone-700 dark:text-stone-300 ${className}`.trim()}>
      {t(status.kind, { name: status.name })}
    </p>
  );
}
