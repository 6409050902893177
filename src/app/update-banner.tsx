/** "Neue Version verfügbar – Aktualisieren": non-blocking, and only the user's tap reloads. */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { appMessages } from './messages';
import { usePwaState } from './pwa-state';

export function UpdateBanner() {
  const t = useT(appMessages);
  const { needRefresh, update, dismissed } = usePwaState();
  const [busy, setBusy] = useState(false);
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
