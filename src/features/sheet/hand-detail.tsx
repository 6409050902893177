/**
 * A tapped row: why it says what it says (the engine's explanation), each
 * player's amount, and what can be done with it — edit, strike/restore, delete.
 */
import { PlayerName } from '@/components/ui/player-name';
import { useId } from 'react';
import { BottomSheet } from '@/components/ui/dialog';
import { doubledBy, formatExplanation, type Hand, type SettledHand } from '@/domain/index';
import { Button } from '@/components/ui/button';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { messages } from './messages';
import { describeHand, tone } from './sheet-row';

export interface HandDetailProps {
  open: boolean;
  index: number;
  hand: Hand | undefined;
  settled: SettledHand | undefined;
  names: string[];
  busy: boolean;
  problem: string | null;
  onEdit: () => void;
  onToggleVoid: () => void;
  onDelete: () => void;
  onClose: () => void;
}

export function HandDetail(props: HandDetailProps) {
  const { open, onClose } = props;
  const id = useId();
  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={`${id}-title`} tall>
      {open && props.hand && props.settled ? <DetailBody {...props} hand={props.hand} settled={props.settled} titleId={`${id}-title`} /> : null}
    </BottomSheet>
  );
}

function DetailBody({
  index,
  hand,
  settled,
  names,
  busy,
  problem,
  onEdit,
  onToggleVoid,
  onDelete,
  onClose,
  titleId,
}: HandDetailProps & { hand: Hand; settled: SettledHand; titleId: string }) {
  const t = useT(messages);
  const lang = useLang();
  const lines = formatExplanation(settled.explanation, lang);
  const hasCash = settled.cash.some((c) => c.n !== 0);
  return (
    <div className="p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <h2 id={titleId} className="text-lg font-bold">
        {t('detailTitle', { n: index + 1 })}: {describeHand(hand, names, lang, t)}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('dealtBy', { name: names[settled.dealer] ?? '' })}
        {doubledBy(hand, settled) > 1 ? ` · ${t('doubledLong', { factor: settled.multiplier })}` : ''}
      </p>

      <h3 className="mt-3 text-sm font-semibold">{t('amounts')}</h3>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-base">
        {names.map((name, seat) => {
          const delta = settled.deltas[seat];
          const total = settled.totals[seat];
          const cash = settled.cash[seat];
          if (!delta || !total) return null;
          return (
            <li key={seat} className="flex justify-between gap-2 tabular-nums">
              <PlayerName name={name} />
              <span>
                <span className={'font-bold ' + tone(delta)}>{formatPoints(delta, lang, { sign: true })}</span>
                <span className="text-sm text-stone-600 dark:text-stone-400"> → {formatPoints(total, lang)}</span>
                {hasCash && cash ? (
                  <span className="block text-right text-xs text-amber-800 dark:text-amber-300">
                    {t('cash')} {formatPoints(cash, lang, { sign: true })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
        {settled.kassa.n !== 0 ? (
          <li className="flex justify-between gap-2 tabular-nums">
            <span>{t('kassaLong')}</span>
            <span className={'font-bold ' + tone(settled.kassa)}>{formatPoints(settled.kassa, lang, { sign: true })}</span>
          </li>
        ) : null}
      </ul>

      {lines.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">{t('explanation')}</h3>
          <ul aria-label={t('explanation')} className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {hand.note ? <p className="mt-2 text-sm italic">{t('note', { note: hand.note })}</p> : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}

      <div className="mt-4 grid grid-cols-2 gap-2">
        {!hand.dissolveKassa ? (
          <Button variant="primary" size="lg" onClick={onEdit} disabled={busy}>
            {t('edit')}
          </Button>
        ) : null}
        {!hand.dissolveKassa ? (
          <Button size="lg" onClick={onToggleVoid} disabled={busy}>
            {hand.void ? t('restore') : t('strike')}
          </Button>
        ) : null}
        <Button variant="danger" size="lg" onClick={onDelete} disabled={busy}>
          {t('delete')}
        </Button>
        <Button size="lg" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </div>
  );
}
