/**
 * "Abgeben" on a table phone: the round's hand-in as a large QR code (several, one
 * after another, when the round is long), the round's totals and the check code beside
 * it, and the same hand-in as a file. With hands missing it first asks. A phone that holds no
 * key for a keyed table's sheet (restored from a backup made without table keys) says so first and
 * offers the table card, which gives the key back; handed in anyway, the hand-in is marked unsigned.
 */
import { useEffect, useMemo, useState } from 'react';
import { routePath } from '@/lib/router';
import { Button, LinkButton } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { Screen } from '@/components/ui/screen';
import { EveningGate } from '@/components/ui/evening-gate';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { useFileDelivery } from '@/state/file-delivery';
import type { Settlement } from '@/domain/index';
import { checkCode } from '@/domain/tournament/hand-in';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { useOpenSession } from '@/state/use-open-session';
import { handInOf, handsPlayed, isRoundSession, useHandInSigning, type HandInSigning, type RoundSession } from '@/state/table-round';
import { packMessage } from '@/transfer/qr/pack';
import { messages } from './messages';
import { NetworkHandIn } from './network-hand-in';

/** How long each of several codes stays on screen before the next (the scanner takes them in any order). */
const CYCLE_MS = 2500;

export function HandInScreen({ sessionId }: { sessionId: string }) {
  const t = useT(messages);
  const opened = useOpenSession(sessionId);
  const session = opened.status === 'ready' ? opened.stored.data : null;
  const round = session && isRoundSession(session) ? session : null;
  // The hand-in is signed with the table's key from the card: wait for it, never show an unsigned code first.
  const signing = useHandInSigning(sessionId);
  const back = { href: routePath({ name: 'sheet', sessionId }), label: t('backToSheet') };
  return (
    <EveningGate opened={opened} title={t('handInTitle')} back={back} waiting={round !== null && signing === undefined}>
      {(ready) =>
        isRoundSession(ready.stored.data) && signing ? (
          <HandInView round={ready.stored.data} totals={ready.settlement.totals} signing={signing} back={back} />
        ) : (
          <Screen title={t('handInTitle')} back={back}>
            <p role="alert">{t('notRound')}</p>
          </Screen>
        )
      }
    </EveningGate>
  );
}

interface HandInViewProps {
  round: RoundSession;
  /** The round's totals from the evening's settlement. */
  totals: Settlement['totals'];
  /** How the hand-in is signed: with the table's key from its card, unsigned for a card without one, or the key is missing. */
  signing: HandInSigning;
  back: { href: string; label: string };
}

function HandInView({ round, totals, signing, back }: HandInViewProps) {
  const t = useT(messages);
  const lang = useLang();
  const [confirmed, setConfirmed] = useState(false);
  const [unsignedConfirmed, setUnsignedConfirmed] = useState(false);
  const tableKey = signing.kind === 'signed' ? signing.key : undefined;
  const [shown, setShown] = useState(0);
  const delivery = useFileDelivery();
  const handIn = useMemo(() => handInOf(round, tableKey), [round, tableKey]);
  const codes = useMemo(() => packMessage('handIn', handIn), [handIn]);
  const count = codes.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % count), CYCLE_MS);
    return () => clearInterval(timer);
  }, [count]);
  const sheetHref = back.href;

  const link = round.tournament;
  const played = handsPlayed(round);
  const missing = link.handsPerRound - played;
  const keyMissing = signing.kind === 'key-missing';
  const scanHref = routePath({ name: 'join-round' });
  if (keyMissing && !unsignedConfirmed) {
    return (
      <Screen title={t('handInTitle')} back={back}>
        <div role="alertdialog" aria-labelledby="no-key-title" aria-describedby="no-key-text" className="flex flex-col gap-4">
          <h2 id="no-key-title" className="text-xl font-bold">{t('noKeyTitle')}</h2>
          <p id="no-key-text" className="text-base">{t('noKeyText', { round: link.round, table: link.table })}</p>
          <p className="text-base font-semibold">{t('noKeyScanHint')}</p>
          <LinkButton href={scanHref} variant="primary" size="lg">
            {t('scanCard')}
          </LinkButton>
          <Button size="lg" onClick={() => setUnsignedConfirmed(true)}>
            {t('handInUnsigned')}
          </Button>
          <LinkButton href={sheetHref} size="lg">
            {t('backToSheet')}
          </LinkButton>
        </div>
      </Screen>
    );
  }
  if (missing > 0 && !confirmed) {
    return (
      <Screen title={t('handInTitle')} back={back}>
        <div role="alertdialog" aria-labelledby="missing-title" aria-describedby="missing-text" className="flex flex-col gap-4">
          <h2 id="missing-title" className="text-xl font-bold">{missing === 1 ? t('missingTitleOne', { planned: link.handsPerRound }) : t('missingTitle', { n: missing, planned: link.handsPerRound })}</h2>
          <p id="missing-text" className="text-base">{t('missingText')}</p>
          <Button variant="primary" size="lg" onClick={() => setConfirmed(true)}>
            {t('handInAnyway')}
          </Button>
          <LinkButton href={sheetHref} size="lg">
            {t('backToSheet')}
          </LinkButton>
        </div>
      </Screen>
    );
  }

  const code = checkCode(totals);
  const index = Math.min(shown, count - 1);
  const file = {
    name: `koenigsblock-abgabe-r${link.round}-t${link.table}.json`,
    type: 'application/json',
    content: `${JSON.stringify(handIn, null, 2)}\n`,
  };

  return (
    <Screen title={`${t('handInTitle')} · ${t('roundTable', { round: link.round, table: link.table })}`} back={back}>
      {keyMissing ? (
        <div role="alert" className="mb-3 rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{t('unsignedNote')}</p>
          <LinkButton href={scanHref} className="mt-2 w-full">
            {t('scanCard')}
          </LinkButton>
        </div>
      ) : null}
      <p className="mb-2 text-base font-semibold">{t('showCode')}</p>
      <div className="-mx-2">
        <QrCode text={codes[index]!} label={t('codeLabel', { round: link.round, table: link.table, i: index + 1, n: count })} className="rounded-lg" />
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <Button aria-label={t('previousCode')} onClick={() => setShown((i) => (i + count - 1) % count)}>
            ‹
          </Button>
          <span aria-live="polite" className="text-lg font-bold">{t('codeOf', { i: index + 1, n: count })}</span>
          <Button aria-label={t('nextCode')} onClick={() => setShown((i) => (i + 1) % count)}>
            ›
          </Button>
        </div>
      ) : null}
      <NetworkHandIn handIn={handIn} />
      {played > link.handsPerRound ? (
        <p className="mt-3 rounded bg-yellow-100 p-2 text-sm text-stone-900">{played - link.handsPerRound === 1 ? t('extraHandsOne', { planned: link.handsPerRound }) : t('extraHands', { n: played - link.handsPerRound, planned: link.handsPerRound })}</p>
      ) : null}
      <section aria-labelledby="totals-title" className="mt-4 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
        <h2 id="totals-title" className="text-base font-bold">
          {t('totals')} <span className="font-normal text-stone-600 dark:text-stone-400">({played === 1 ? t('handsCountOne') : t('handsCount', { n: played })})</span>
        </h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-lg">
          {round.players.map((name, seat) => (
            <div key={seat} className="contents">
              <dt className="truncate">{name}</dt>
              <dd className="text-right font-bold tabular-nums" data-testid="handin-total">{formatPoints(totals[seat]!, lang)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-baseline gap-3">
          <span className="text-base">{t('checkCode')}</span>
          <span data-testid="check-code" className="font-mono text-3xl font-extrabold tracking-widest">{code}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('checkCodeHint')}</p>
      </section>
      <Button className="mt-4 w-full" disabled={delivery.busy} onClick={() => void delivery.deliver(() => file, file.name)}>
        {t('shareFile')}
      </Button>
      <DeliveryStatus status={delivery.status} className="mt-2" />
    </Screen>
  );
}
