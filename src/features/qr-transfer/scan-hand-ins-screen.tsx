/**
 * "Ergebnisse scannen": the director's camera stays open and takes the tables' hand-ins
 * one after another without a tap. Each is checked against the tournament; the table's
 * totals and check code are shown, the round overview ticks the table off. The same
 * hand-in twice changes nothing; hands other than planned, or a different result for a
 * table that has one, are taken only after a confirmation. Photos and files work too.
 */
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Banner } from '@/components/ui/banner';
import { LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import type { CheckedHandIn } from '@/domain/tournament/hand-in';
import type { HandIn, TournamentFile } from '@/domain/tournament/model';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { useTournamentRecord } from '@/state/tournament-store';
import { readHandIn, storeHandIn, type StoreHandInOutcome } from '@/state/hand-in-desk';
import { messageErrorText } from './error-text';
import { messages } from './messages';
import { ScanPanel, type MessageSource } from './scan-panel';
import { routePath } from '@/lib/router';

type Pending =
  | { step: 'count'; handIn: HandIn; checked: CheckedHandIn; source: MessageSource }
  | { step: 'replace'; handIn: HandIn; checked: CheckedHandIn; source: MessageSource; confirm: () => Promise<StoreHandInOutcome> };

interface Last {
  table: number;
  names: string[];
  checked: CheckedHandIn;
}

export function ScanHandInsScreen({ tournamentId, round }: { tournamentId: string; round: number }) {
  const t = useT(messages);
  const lang = useLang();
  const stored = useTournamentRecord(tournamentId);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [last, setLast] = useState<Last | null>(null);
  const [working, setWorking] = useState(false);
  const busy = useRef(false);
  const back = { href: routePath({ name: 'tournament', tournamentId, view: { kind: 'round', round } }), label: t('toTournament') };

  if (stored === undefined) {
    return (
      <Screen title={t('scanTitle', { round })} back={back} focusTitle={false}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  const drawn = stored?.data.rounds[round - 1];
  if (stored === null || !drawn) {
    return (
      <Screen title={t('scanTitle', { round })} back={back}>
        <p role="alert">{stored === null ? t('notFoundTournament') : t('roundNotDrawn', { round })}</p>
      </Screen>
    );
  }
  const data = stored.data;
  const tables = [...drawn.tables].sort((a, b) => a.table - b.table);
  const done = tables.filter((x) => x.result !== undefined).length;
  const missing = tables.filter((x) => x.result === undefined).map((x) => x.table);

  async function store(handIn: HandIn, checked: CheckedHandIn, source: MessageSource, confirmed?: () => Promise<StoreHandInOutcome>) {
    const outcome = confirmed ? await confirmed() : await storeHandIn(tournamentId, checked);
    switch (outcome.kind) {
      case 'refused':
        setNotice({ tone: 'error', text: messageErrorText(outcome.errors[0]!, 'handIn', t, lang) });
        return;
      case 'needs-confirmation':
        setPending({ step: 'replace', handIn, checked, source, confirm: outcome.confirm });
        return;
      default:
        setLast({ table: handIn.table, names: namesOf(data, handIn.players), checked });
        setNotice({ tone: 'info', text: t(outcome.kind === 'accepted' ? 'received' : outcome.kind, { table: handIn.table }) + ` (${t(`via_${source}`)})` });
    }
  }

  async function onMessage(message: unknown, source: MessageSource) {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    try {
      const read = await readHandIn(tournamentId, message);
      if (!read.ok) {
        setNotice({ tone: 'error', text: messageErrorText(read.errors[0]!, 'handIn', t, lang) });
        return;
      }
      if (read.checked.needsConfirmation) {
        setPending({ step: 'count', handIn: read.handIn, checked: read.checked, source });
        return;
      }
      await store(read.handIn, read.checked, source);
    } catch (e) {
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  }

  async function confirm() {
    const p = pending;
    setPending(null);
    if (!p) return;
    busy.current = true;
    try {
      await store(p.handIn, p.checked, p.source, p.step === 'replace' ? p.confirm : undefined);
    } catch (e) {
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
    } finally {
      busy.current = false;
    }
  }

  return (
    <Screen title={t('scanTitle', { round })} back={back}>
      <p className="mb-3 text-base text-stone-700 dark:text-stone-300">{t('scanIntro')}</p>
      <div className="-mx-4 mb-3" aria-live="polite">
        {notice ? (
          <Banner tone={notice.tone}>
            <span data-testid="scan-notice">{notice.text}</span>
          </Banner>
        ) : null}
      </div>
      <ScanPanel
        kind="handIn"
        // Reading pauses while a hand-in is checked and stored or a confirmation is open.
        paused={pending !== null || working}
        onMessage={(m, source) => void onMessage(m, source)}
        onProblem={(text) => setNotice({ tone: 'error', text })}
        onProgress={(text) => setNotice({ tone: 'info', text })}
      />

      {last ? (
        <section aria-labelledby="last-title" className="mt-4 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
          <h2 id="last-title" className="text-base font-bold">
            {t('lastHandIn', { table: last.table })} · {t('handsCount', { n: last.checked.handCount })}
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-lg">
            {last.names.map((name, seat) => (
              <div key={seat} className="contents">
                <dt className="truncate"><bdi>{name}</bdi></dt>
                <dd className="text-right font-bold tabular-nums" data-testid="last-total">{formatPoints(last.checked.totals[seat]!, lang)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 flex items-baseline gap-3">
            <span>{t('checkCode')}</span>
            <span data-testid="last-check-code" className="font-mono text-3xl font-extrabold tracking-widest">{last.checked.checkCode}</span>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="overview-title" className="mt-4">
        <h2 id="overview-title" className="text-base font-bold">
          {t('roundOverview', { round })}: {t('tablesDone', { done, all: tables.length })}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {missing.length === 0 ? t('allTablesIn') : t('missingTables', { tables: missing.join(', ') })}
        </p>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {tables.map((x) => (
            <li
              key={x.table}
              data-testid={`table-status-${x.table}`}
              data-done={x.result !== undefined}
              className={'rounded-lg border px-2 py-2 text-center text-base ' + (x.result ? 'border-green-800 bg-green-800 font-bold text-white' : 'border-stone-300 dark:border-stone-600')}
            >
              {t('table', { table: x.table })}
              <span className="block text-xs">{x.result ? `✓ ${t('ticked')}` : t('open')}</span>
            </li>
          ))}
        </ul>
        <LinkButton href={routePath({ name: 'round-cards', tournamentId, round })} className="mt-3 w-full">
          {t('cardsTitle', { round })}
        </LinkButton>
      </section>

      <ConfirmDialog
        open={pending?.step === 'count'}
        title={pending ? t('confirmCountTitle', { table: pending.handIn.table, n: pending.checked.handCount, planned: pending.checked.planned }) : ''}
        message={t('confirmCountText')}
        confirmLabel={t('accept')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (pending) setNotice({ tone: 'info', text: t('dismissed', { table: pending.handIn.table }) });
          setPending(null);
        }}
      />
      <ConfirmDialog
        open={pending?.step === 'replace'}
        title={pending ? t('confirmReplaceTitle', { table: pending.handIn.table }) : ''}
        message={t('confirmReplaceText')}
        confirmLabel={t('replace')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (pending) setNotice({ tone: 'info', text: t('dismissed', { table: pending.handIn.table }) });
          setPending(null);
        }}
      />
    </Screen>
  );
}

function namesOf(t: TournamentFile, ids: readonly string[]): string[] {
  return ids.map((id) => t.players.find((p) => p.id === id)?.name ?? id);
}
