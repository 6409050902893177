/**
 * The director's table cards for a drawn round: every table's card with its QR code,
 * printable (four a page to cut, or one a page) and full screen one table after another,
 * and each card as a file for a table phone without a camera.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { Segmented } from '@/components/ui/segmented';
import { makeRoundCards } from '@/domain/tournament/table-card';
import { useT } from '@/i18n/i18n';
import { RecordGate } from '@/components/ui/record-gate';
import type { TournamentFile } from '@/domain/tournament/model';
import { deleteTournament, isDamaged, useTournamentRecord } from '@/state/tournament-store';
import { packMessage } from '@/transfer/qr/pack';
import { useFileDelivery } from '@/state/file-delivery';
import { messages } from './messages';
import { TableCardView } from './table-card-view';
import './cards.css';
import { routePath } from '@/lib/router';

export function RoundCardsScreen({ tournamentId, round }: { tournamentId: string; round: number }) {
  const t = useT(messages);
  const back = { href: routePath({ name: 'tournament', tournamentId, view: { kind: 'round', round } }), label: t('toTournament') };
  return (
    <RecordGate kind="tournament" {...useTournamentRecord(tournamentId)} isDamaged={isDamaged} remove={deleteTournament} title={t('cardsTitle', { round })} back={back}>
      {(stored) => <RoundCards data={stored.data} round={round} back={back} />}
    </RecordGate>
  );
}

function RoundCards({ data, round, back }: { data: TournamentFile; round: number; back: { href: string; label: string } }) {
  const t = useT(messages);
  const tournamentId = data.id;
  const [perPage, setPerPage] = useState<1 | 4>(4);
  const [full, setFull] = useState<number | null>(null);
  const delivery = useFileDelivery();
  // The table whose card file was asked for last: its status line stands under its card.
  const [sentTable, setSentTable] = useState<number | null>(null);
  const cards = useMemo(() => makeRoundCards(data, round), [data, round]);
  const codes = useMemo(() => cards.map((card) => packMessage('card', card)[0]!), [cards]);

  useEffect(() => {
    if (full === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setFull((i) => (i === null ? i : Math.min(cards.length - 1, i + 1)));
      if (e.key === 'ArrowLeft') setFull((i) => (i === null ? i : Math.max(0, i - 1)));
      if (e.key === 'Escape') setFull(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [full, cards.length]);

  if (cards.length === 0) {
    return (
      <Screen title={t('cardsTitle', { round })} back={back}>
        <p role="alert">{t('roundNotDrawn', { round })}</p>
      </Screen>
    );
  }

  if (full !== null) {
    const i = Math.min(full, cards.length - 1);
    return (
      // Above everything else, messages included: a toast never covers the code a phone is scanning.
      <div className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-3 text-stone-900" data-testid="fullscreen-card" role="dialog" aria-modal="true" aria-label={t('tableOf', { i: i + 1, n: cards.length })}>
        <TableCardView card={cards[i]!} code={codes[i]!} t={t} large />
        <div className="mx-auto mt-3 flex w-full max-w-xl items-center justify-between gap-2">
          <Button size="lg" onClick={() => setFull(Math.max(0, i - 1))} disabled={i === 0} aria-label={t('previousTable')}>
            ‹
          </Button>
          <span className="text-lg font-bold" aria-live="polite">{t('tableOf', { i: i + 1, n: cards.length })}</span>
          <Button size="lg" onClick={() => setFull(Math.min(cards.length - 1, i + 1))} disabled={i === cards.length - 1} aria-label={t('nextTable')}>
            ›
          </Button>
        </div>
        <Button className="mx-auto mt-3 w-full max-w-xl" onClick={() => setFull(null)}>
          {t('closeFullscreen')}
        </Button>
      </div>
    );
  }

  return (
    <Screen title={t('cardsTitle', { round })} back={back}>
      <div className="no-print mb-4 flex flex-col gap-3">
        <Segmented
          label={t('printLayout')}
          value={perPage}
          onChange={setPerPage}
          options={[{ value: 4, label: t('perPage4') }, { value: 1, label: t('perPage1') }]}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="primary" onClick={() => window.print()}>
            {t('print')}
          </Button>
          <Button onClick={() => setFull(0)}>{t('fullscreen')}</Button>
        </div>
        <LinkButton href={routePath({ name: 'scan-hand-ins', tournamentId, round })}>{t('scanTitle', { round })}</LinkButton>
      </div>
      <div className={`cards-print per-page-${perPage} grid gap-4 sm:grid-cols-2`}>
        {cards.map((card, i) => (
          <div key={card.table} className="flex flex-col gap-1">
            <TableCardView card={card} code={codes[i]!} t={t} />
            <div className="no-print grid grid-cols-2 gap-2">
              <Button onClick={() => setFull(i)}>{t('fullscreen')}</Button>
              <Button
                disabled={delivery.busy}
                onClick={() => {
                  setSentTable(card.table);
                  void delivery.deliver(() => ({
                    name: `koenigsblock-tischkarte-r${round}-t${card.table}.json`,
                    type: 'application/json',
                    content: `${JSON.stringify(card, null, 2)}\n`,
                  }));
                }}
              >
                {t('cardFile')}
              </Button>
            </div>
            {sentTable === card.table ? <DeliveryStatus status={delivery.status} className="no-print" /> : null}
          </div>
        ))}
      </div>
    </Screen>
  );
}
