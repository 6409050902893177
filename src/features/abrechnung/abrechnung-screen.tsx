/**
 * End of the night: final standings in points and money, the Pagatkassa
 * (carry over or dissolve), who pays whom with the fewest transfers, print and
 * export. Everything shown is derived from the open session's settlement.
 */
import { useMemo, useState } from 'react';
import { computeAbrechnung, type Abrechnung } from '@/domain/abrechnung/abrechnung';
import { divInt, isZero, toNumber } from '@/domain/rational';
import type { CheckedSession, RuleSet, Session, Settlement } from '@/domain/index';
import { routePath } from '@/lib/router';
import { useT, useLang, type Translate } from '@/i18n/i18n';
import { eveningTitle } from '@/lib/evening-title';
import { engineErrorText } from '@/i18n/engine-error-text';
import { storageErrorText } from '@/i18n/storage-error-text';
import { formatCents, formatPoints } from '@/lib/format';
import { useOpenSession } from '@/state/use-open-session';
import { cancelKassaCarry, recordKassaCarry, useKassaCarry } from '@/state/kassa-carry';
import { useSessionStore } from '@/state/session-store';
import { Button, LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { EveningGate } from '@/components/ui/evening-gate';
import { Segmented } from '@/components/ui/segmented';
import { ConfirmDialog } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { useFileDelivery } from '@/state/file-delivery';
import { makeCsv, csvFileName, type CsvVariant } from '@/transfer/export-csv';
import { makeSessionFile, serializeJson } from '@/transfer/export-json';
import { sessionFileName } from '@/transfer/file-names';
import { messages } from './messages';
import { PrintSheet } from './print-sheet';
import { StandingsTable } from './standings-table';
import { transferText } from './transfer-text';
import { formatDate } from '@/lib/dates';
import { moneyNote, stakeLine } from './money-text';
import './print.css';

type Dict = (typeof messages)['de'];

export function AbrechnungScreen({ sessionId }: { sessionId: string }) {
  const t = useT(messages);
  const opened = useOpenSession(sessionId);

  const back = { href: routePath({ name: 'sheet', sessionId }), label: t('back') };
  return (
    <EveningGate opened={opened} title={t('title')} back={back}>
      {(ready) => (
        <Screen title={t('title')} back={back}>
          <AbrechnungContent sessionId={sessionId} session={ready.stored.data} createdAt={ready.stored.createdAt} rules={ready.rules} settlement={ready.settlement} />
        </Screen>
      )}
    </EveningGate>
  );
}

interface ContentProps {
  sessionId: string;
  session: CheckedSession;
  createdAt: string;
  rules: RuleSet;
  settlement: Settlement;
}

function AbrechnungContent({ sessionId, session, createdAt, rules, settlement }: ContentProps) {
  const t = useT(messages);
  const lang = useLang();
  const abrechnung = useMemo(() => computeAbrechnung(session, settlement), [session, settlement]);
  // The cash Kontra column only where cash is paid: a cup table whose tournament pays nothing in cash leaves it out.
  const showCash = abrechnung.money !== 'none' && (!rules.kontraOnSheet || abrechnung.hasCash);
  const handCount = session.hands.length;

  return (
    <div className="abrechnung-screen">
      <div className="no-print space-y-6">
        <p className="text-base text-stone-700 dark:text-stone-300">
          {[session.name, session.date ? formatDate(session.date, lang) : null, handCount === 1 ? t('handsOne') : t('hands', { n: handCount }), stakeLine(abrechnung, t)]
            .filter(Boolean)
            .join(' · ')}
        </p>

        <Standings abrechnung={abrechnung} showCash={showCash} t={t} />

        {rules.pagatkassa !== null || !isZero(abrechnung.kassa) ? (
          <KassaSection sessionId={sessionId} session={session} abrechnung={abrechnung} t={t} />
        ) : null}

        {abrechnung.money === 'none' ? null : <TransfersSection session={session} abrechnung={abrechnung} t={t} />}

        <ExportSection sessionId={sessionId} session={session} createdAt={createdAt} rules={rules} settlement={settlement} t={t} />
      </div>
      <PrintSheet session={session} rules={rules} settlement={settlement} abrechnung={abrechnung} showCash={showCash} />
    </div>
  );
}

function Standings({ abrechnung, showCash, t }: { abrechnung: Abrechnung; showCash: boolean; t: Translate<Dict> }) {
  const note = moneyNote(abrechnung, showCash, t);
  return (
    <section aria-labelledby="abrechnung-standings">
      <h2 id="abrechnung-standings" className="mb-2 text-lg font-bold">
        {t('standings')}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900">
        <StandingsTable abrechnung={abrechnung} showCash={showCash} />
      </div>
      {note ? <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{note}</p> : null}
    </section>
  );
}

function KassaSection({ sessionId, session, abrechnung, t }: { sessionId: string; session: Session; abrechnung: Abrechnung; t: Translate<Dict> }) {
  const lang = useLang();
  const appendHand = useSessionStore((s) => s.appendHand);
  const carry = useKassaCarry(session.players);
  const carried = carry?.fromSessionId === sessionId && carry.balance === toNumber(abrechnung.kassa);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = isZero(abrechnung.kassa);
  const lastHand = session.hands[session.hands.length - 1];
  const count = session.players.length;

  /** "Übertragen" records the pot for the next evening of these players (tap again to take it back). */
  async function toggleCarry() {
    setBusy(true);
    setError(null);
    try {
      if (carried) await cancelKassaCarry(sessionId, session.players);
      else await recordKassaCarry({ id: sessionId, data: session }, toNumber(abrechnung.kassa));
    } catch (e) {
      setError(t('carryFailed', { reason: storageErrorText(e, lang) }));
    } finally {
      setBusy(false);
    }
  }

  async function dissolve() {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const result = await appendHand({ dissolveKassa: true });
      if (result.ok) {
        if (carried) await cancelKassaCarry(sessionId, session.players);
        showToast({ message: t('dissolvedToast') });
      } else {
        setError(t('dissolveFailed', { reason: result.errors.map((e) => engineErrorText(e, lang, session.players)).join('; ') }));
      }
    } catch (e) {
      setError(t('dissolveFailed', { reason: storageErrorText(e, lang) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="abrechnung-kassa" className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="abrechnung-kassa" className="text-lg font-bold">
        {t('kassa')}
      </h2>
      {empty ? (
        <p className="mt-1">{lastHand?.dissolveKassa ? t('kassaDissolved') : t('kassaEmpty')}</p>
      ) : (
        <>
          <p className="mt-1 text-base">
            {t('kassaBalance', { points: formatPoints(abrechnung.kassa, lang), money: formatCents(abrechnung.kassaBalanceCents, lang) })}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button onClick={() => void toggleCarry()} aria-pressed={carried} disabled={busy}>
              {t('carryOver')}
            </Button>
            <Button variant="primary" onClick={() => setConfirming(true)} disabled={busy}>
              {t('dissolve')}
            </Button>
          </div>
          {carried ? (
            <p role="status" className="mt-3 text-sm text-stone-700 dark:text-stone-300">
              {t('carriedOver', { points: formatPoints(abrechnung.kassa, lang) })}
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('dissolveTitle')}
        message={t('dissolveMessage', {
          points: formatPoints(abrechnung.kassa, lang),
          count,
          share: formatPoints(divInt(abrechnung.kassa, count), lang),
        })}
        confirmLabel={t('dissolveConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => void dissolve()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function TransfersSection({ session, abrechnung, t }: { session: Session; abrechnung: Abrechnung; t: Translate<Dict> }) {
  const lang = useLang();
  return (
    <section aria-labelledby="abrechnung-transfers">
      <h2 id="abrechnung-transfers" className="mb-1 text-lg font-bold">
        {t('transfers')}
      </h2>
      {abrechnung.transfers.length === 0 ? (
        <p>{t('allSquare')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">{t('transfersNote')}</p>
          <ul className="space-y-2">
            {abrechnung.transfers.map((tr) => (
              <li
                key={`${tr.from}-${tr.to}`}
                className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-base font-medium dark:border-stone-700 dark:bg-stone-900"
              >
                {transferText(tr, session.players, t, lang)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ExportSection({
  sessionId, session, createdAt, rules, settlement, t,
}: ContentProps & { t: Translate<Dict> }) {
  const lang = useLang();
  const [variant, setVariant] = useState<CsvVariant>('de');
  const { busy, status, deliver } = useFileDelivery();
  const title = eveningTitle(session, lang);

  const exportCsv = () =>
    deliver(async () => ({
      name: csvFileName(session, createdAt),
      type: 'text/csv;charset=utf-8',
      content: await makeCsv(session, rules, settlement, { variant, lang }),
    }), title);
  const exportJson = () =>
    deliver(() => ({
      name: sessionFileName(session, createdAt),
      type: 'application/json',
      content: serializeJson(makeSessionFile(session)),
    }), title);

  return (
    <section aria-labelledby="abrechnung-actions" className="space-y-3">
      <h2 id="abrechnung-actions" className="text-lg font-bold">
        {t('actions')}
      </h2>
      <Button variant="primary" size="lg" className="w-full" onClick={() => window.print()}>
        {t('print')}
      </Button>
      <Segmented<CsvVariant>
        label={t('csvFormat')}
        value={variant}
        onChange={setVariant}
        options={[
          { value: 'de', label: t('csvGerman') },
          { value: 'intl', label: t('csvIntl') },
        ]}
      />
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Button onClick={() => void exportCsv()} disabled={busy}>
          {t('exportCsv')}
        </Button>
        <Button onClick={() => void exportJson()} disabled={busy}>
          {t('exportJson')}
        </Button>
      </div>
      <DeliveryStatus status={status} />
      <LinkButton href={routePath({ name: 'session-stats', sessionId })} variant="ghost" className="w-full">
        {t('stats')}
      </LinkButton>
    </section>
  );
}

