/**
 * "Neue Version verfügbar – Aktualisieren": non-blocking, and only the user's tap reloads.
 * In a tab where another tab activated the new version: "Neue Version aktiv – Neu laden",
 * again only on this tab's user's tap (a half-entered hand here is not thrown away).
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { appMessages } from './messages';
import { usePwaState } from './pwa-state';

export function UpdateBanner() {
  const t = useT(appMessages);
  const { needRefresh, update, dismissed, reloadNeeded } = usePwaState();
  const [busy, setBusy] = useState(false);
  if (reloadNeeded) {
    return (
      <Banner tone="info" actions={<Button variant="primary" onClick={() => window.location.reload()}>{t('reloadNow')}</Button>}>
        <span className="font-semibold">{t('updatedElsewhere')}</span>
      </Banner>
    );
  }
  if (!needRefresh || !update || dismissed) return null;
  return (
    <Banner
      tone="info"
      actions={
        <>
          <Button onClick={() => usePwaState.setState({ dismissed: true })}>{t('updateLater')}</Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void update().finally(() => setBusy(false));
            }}
          >
            {t('updateNow')}
          </Button>
        </>
      }
    >
      <span className="font-semibold">{t('updateAvailable')}</span>
    </Banner>
  );
}
