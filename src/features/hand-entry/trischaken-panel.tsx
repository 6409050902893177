/**
 * Trischaken: each active player's card points (keypad) and tricks (stepper),
 * Kontra per player where the rules allow it. The last active player's points
 * and tricks complete themselves to 70/0 and 12.
 */
import { useState } from 'react';
import { formatCardPoints, type Seat } from '@/domain/index';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, Stepper, choiceClass } from './choice';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { PointsKeypad } from './points-keypad';
import { chooseTrischakenKontra, chooseTrischakenPoints, chooseTrischakenTricks, completeTrischaken } from './use-hand-draft';

export function TrischakenPanel({ draft, ctx, table, names, update, errorFor }: PanelProps) {
  const t = useT(messages);
  const [keypadFor, setKeypadFor] = useState<Seat | null>(null);
  const { points, tricks, auto } = completeTrischaken(draft.trischaken, table);
  const kontraAllowed = ctx.rules.trischaken.maxKontra > 0;
  const error = errorFor('trischaken');
  return (
    <section aria-label={t('trischakenTable')} className="space-y-2">
      <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_5rem_8.5rem] gap-2 px-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
        <span />
        <span className="text-center">{t('points')}</span>
        <span className="text-center">{t('tricks')}</span>
      </div>
      <ul className="space-y-2">
        {table.active.map((seat) => {
          const name = names[seat] ?? '';
          const isAuto = seat === auto;
          const p = points[seat];
          const shownPoints = p === null || p === undefined ? null : p < 0 ? '−' : formatCardPoints(p);
          return (
            <li
              key={seat}
              className="grid grid-cols-[minmax(0,1fr)_5rem_8.5rem] items-center gap-2 rounded-xl border border-stone-200 p-2 dark:border-stone-700"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">{name}</p>
                {kontraAllowed ? (
                  <ChoiceButton
                    size="sm"
                    className="mt-1 px-3"
                    pressed={(draft.trischaken.kontra[seat] ?? 0) > 0}
                    aria-label={t('trischakenKontra', { name })}
                    onClick={() => update((d) => chooseTrischakenKontra(d, seat, (d.trischaken.kontra[seat] ?? 0) > 0 ? 0 : 1))}
                  >
                    {t('kontra1')}
                  </ChoiceButton>
                ) : null}
              </div>
              {isAuto ? (
                <p aria-label={t('trischakenPoints', { name })} className="text-center">
                  <span className="block text-lg font-bold tabular-nums">{shownPoints ?? '–'}</span>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">{t('auto')}</span>
                </p>
              ) : (
                <button
                  type="button"
                  aria-label={t('trischakenPoints', { name })}
                  className={choiceClass(p !== null && p !== undefined) + ' w-full tabular-nums'}
                  onClick={() => setKeypadFor(seat)}
                >
                  {shownPoints ?? t('points')}
                </button>
              )}
              <Stepper
                label={t('trischakenTricks', { name })}
                value={tricks[seat] ?? null}
                min={0}
                max={12}
                readOnly={isAuto}
                onChange={(n) => update((d) => chooseTrischakenTricks(d, seat, n))}
                decreaseLabel={t('fewerTricks', { name })}
                increaseLabel={t('moreTricks', { name })}
              />
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <PointsKeypad
        open={keypadFor !== null}
        who={keypadFor === null ? '' : (names[keypadFor] ?? '')}
        initial={keypadFor === null ? null : (draft.trischaken.points[keypadFor] ?? null)}
        onCancel={() => setKeypadFor(null)}
        onApply={(thirds) => {
          if (keypadFor !== null) update((d) => chooseTrischakenPoints(d, keypadFor, thirds));
          setKeypadFor(null);
        }}
      />
    </section>
  );
}
