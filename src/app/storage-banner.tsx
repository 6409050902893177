/**
 * Shows the current app-wide storage problem with a way out (export a backup, reload) — unless the
 * screen says the same words itself (one failure, one message).
 */
import { useSyncExternalStore } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { Banner } from '@/components/ui/banner';
import { buttonClass, Button } from '@/components/ui/button';
import { useStorageMessageOnScreenFor } from '@/components/ui/storage-message';
import {
  clearStorageError,
  getStorageError,
  subscribeStorageError,
  type StorageError,
} from '@/persistence/storage-errors';
import { appMessages } from './messages';
import { routePath } from '@/lib/router';

export function useStorageError(): StorageError | null {
  return useSyncExternalStore(subscribeStorageError, getStorageError, getStorageError);
}

/** The translated text for a storage error (null for none). */
export function useStorageErrorText(error: StorageError | null): string | null {
  const lang = useLang();
  return error ? storageErrorText(error, lang) : null;
}

export function StorageBanner() {
  const t = useT(appMessages);
  const error = useStorageError();
  const text = useStorageErrorText(error);
  const onScreen = useStorageMessageOnScreenFor(text);
  if (!error || !text || onScreen) return null;
  const needsReload =
    error.code === 'ERR_STORAGE_OUTDATED_TAB' || error.code === 'ERR_STORAGE_VERSION' || error.code === 'ERR_STORAGE_NEWER_DATA';
  const canExport = error.code === 'ERR_STORAGE_QUOTA' || error.code === 'ERR_STORAGE_UNKNOWN';
  return (
    <Banner
      tone="error"
      actions={
        <>
          {canExport ? (
            <a href={routePath({ name: 'backup' })} className={buttonClass('secondary')}>
              {t('exportBackup')}
            </a>
          ) : null}
          {needsReload ? (
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          ) : null}
          {!needsReload ? <Button onClick={() => clearStorageError()}>{t('dismiss')}</Button> : null}
        </>
      }
    >
      {text}
    </Banner>
  );
}
