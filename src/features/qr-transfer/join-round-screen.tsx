/**
 * "Turnierrunde" on a table phone: the table card comes in by camera, photo or file and
 * the round's sheet opens — names, seating, first dealer and the tournament's rules, no
 * typing. Scanning the same card again opens the sheet already kept for it.
 */
import { useState } from 'react';
import { navigate, routePath } from '@/lib/router';
import { Banner } from '@/components/ui/banner';
import { Screen } from '@/components/ui/screen';
import { showToast } from '@/components/ui/toast';
import { parseTableCard } from '@/domain/tournament/table-card';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { openRoundFromCard } from '@/state/table-round';
import { messageErrorText } from './error-text';
import { messages } from './messages';
import { ScanPanel } from './scan-panel';

export function JoinRoundScreen() {
  const t = useT(messages);
  const lang = useLang();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onMessage(message: unknown) {
    if (busy) return;
    const card = parseTableCard(message);
    if (!card.ok) {
      const [first] = card.error;
      const text = first ? messageErrorText(first, 'card', t, lang) : '';
      setNotice({ tone: 'error', text });
      return;
    }
    setBusy(true);
    setNotice({ tone: 'info', text: t('opening') });
    try {
      const { sessionId, reopened } = await openRoundFromCard(card.value);
      if (reopened) showToast({ message: t('reopened') });
      navigate({ name: 'sheet', sessionId }, { replace: true });
    } catch (e) {
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
      setBusy(false);
    }
  }

  return (
    <Screen title={t('joinTitle')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      <p className="mb-3 text-base text-stone-700 dark:text-stone-300">{t('joinIntro')}</p>
      <div className="-mx-4 mb-3" aria-live="polite">
        {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      </div>
      <ScanPanel
        kind="card"
        paused={busy}
        onMessage={(m) => void onMessage(m)}
        onProblem={(text) => setNotice({ tone: 'error', text })}
        onProgress={(text) => setNotice({ tone: 'info', text })}
      />
    </Screen>
  );
}
