/**
 * The question before a file with hand-in keys goes out (a tournament's file or backup, a
 * season's file): whoever holds a table's key can sign that table's results, so the keys go
 * only when the director or organiser says so. The caller says how many keys and what they
 * mean for this file (`message`), and which way is the main one (`main`): without the keys
 * for a file that goes to other people, with them for a backup of one's own.
 */
import type { ReactNode } from 'react';
import { useT, type Messages } from '@/i18n/i18n';
import { ChoiceDialog } from './dialog';

const messages = {
  de: {
    title: 'Tischschlüssel mitgeben?',
    withKeys: 'Mit Tischschlüsseln',
    withoutKeys: 'Ohne Tischschlüssel',
    cancel: 'Abbrechen',
  },
  en: {
    title: 'Include the table keys?',
    withKeys: 'With table keys',
    withoutKeys: 'Without table keys',
    cancel: 'Cancel',
  },
} satisfies Messages;

export function TableKeysDialog({ open, message, main, onSend, onCancel }: {
  open: boolean;
  message: ReactNode;
  /** The dialog's main choice (the last button). */
  main: 'with' | 'without';
  /** Sends the file, without its keys or with them. */
  onSend: (withoutKeys: boolean) => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const withKeys = { label: t('withKeys'), onChoose: () => onSend(false) };
  const withoutKeys = { label: t('withoutKeys'), onChoose: () => onSend(true) };
  return (
    <ChoiceDialog
      open={open}
      title={t('title')}
      message={message}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
      choices={main === 'with' ? [withoutKeys, withKeys] : [withKeys, withoutKeys]}
    />
  );
}
