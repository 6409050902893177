/**
 * Trischaken: each active player's card points (keypad), Kontra per player where
 * the rules allow it. Tricks are optional (rules.md §7: 0/0 means no trick, 70/0
 * all twelve) and sit behind a switch. The keypad opens by itself for the first
 * player and moves on to the next after each entry; the last active player's
 * points (and tricks) complete themselves to 70/0 (and 12).
 */
import { PlayerName } from '@/components/ui/player-name';
import { useId, useState } from 'react';
import { formatCardPoints, trischakenMaxKontra, type Seat } from '@/domain/index';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, DisclosureButton, Stepper, choiceClass, FieldAlert } from './choice';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { PointsKeypad } from './points-keypad';
import { chooseTrischakenKontra, chooseTrischakenPoints, chooseTrischakenTricks } from './draft-changes';
import { completeTrischaken, hasTrischakenTricks } from './draft-to-hand';
import type { HandDraft, Table } from './draft-model';

/** The next player (in seating order, after `after`) whose points are still open; the last one completes itself. */
function nextOpen(draft: HandDraft, table: Table, after: Seat | null): Seat | null {
  const entered = table.active.slice(0, -1);
  const start = after === null ? 0 : entered.indexOf(after) + 1;
  for (const seat of entered.slice(start)) {
    const p = draft.trischaken.points[seat];
    if (p === null || p === undefined) return seat;
  }
  return null;
}

export function TrischakenPanel({ draft, ctx, table, names, update, errorFor }: PanelProps) {
  const t = useT(messages);
  const tricksId = useId();
  // A fresh Trischaken opens the keypad for the first player at once.
  const [keypadFor, setKeypadFor] = useState<Seat | null>(() =>
    table.active.slice(0, -1).every((s) => draft.trischaken.points[s] === null || draft.trischaken.points[s] === undefined)
      ? nextOpen(draft, table, null)
      : null,
  );
  const [showTricks, setShowTricks] = useState(() => hasTrischakenTricks(draft.trischaken, table));
  const { points, tricks, auto } = completeTrischaken(draft.trischaken, table);
  const kontraAllowed = trischakenMaxKontra(ctx.rules) > 0;
  const error = errorFor('trischaken');
  const columns = showTricks ? 'grid-cols-[minmax(0,1fr)_5rem_8.5rem]' : 'grid-cols-[minmax(0,1fr)_6rem]';
  return (
    <section aria-label={t('trischakenTable')} className="space-y-2">
      <div aria-hidden="true" className={`grid ${columns} gap-2 px-2 text-sm font-semibold text-stone-700 dark:text-stone-300`}>
        <span />
        <span className="text-center">{t('points')}</span>
        {showTricks ? <span className="text-center">{t('tricks')}</span> : null}
      </div>
      <ul className="space-y-2">
        {table.active.map((seat) => {
          const name = names[seat] ?? '';
          const isAuto = seat === auto;
          const p = points[seat];
          const shownPoints = p === null || p === undefined ? null : p < 0 ? '−' : formatCardPoints(p);
          return (
            <li key={seat} className={`grid ${columns} items-center gap-2 rounded-xl border border-stone-200 p-2 dark:border-stone-700`}>
              <div className="min-w-0">
                <p className="font-semibold leading-tight">
                  <PlayerName name={name} />
                </p>
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
              {showTricks ? (
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
              ) : null}
            </li>
          );
        })}
      </ul>
      <div id={tricksId} className="flex flex-wrap items-center gap-2">
        <DisclosureButton expanded={showTricks} controls={tricksId} onToggle={() => setShowTricks((v) => !v)}>
          {t('trischakenTricksToggle')}
        </DisclosureButton>
        <span className="text-sm text-stone-600 dark:text-stone-400">{t('trischakenTricksHint')}</span>
      </div>
      <FieldAlert text={error} />
      <PointsKeypad
        key={keypadFor ?? 'closed'}
        open={keypadFor !== null}
        who={keypadFor === null ? '' : (names[keypadFor] ?? '')}
        initial={keypadFor === null ? null : (draft.trischaken.points[keypadFor] ?? null)}
        onCancel={() => setKeypadFor(null)}
        blattApplies
        onApply={(thirds) => {
          if (keypadFor === null) return;
          const seat = keypadFor;
          const next = { ...draft, trischaken: { ...draft.trischaken, points: draft.trischaken.points.map((v, s) => (s === seat ? thirds : v)) } };
          update((d) => chooseTrischakenPoints(d, seat, thirds));
          // On to the next player whose points are still open (the last one completes itself).
          setKeypadFor(nextOpen(next, table, seat));
        }}
      />
    </section>
  );
}
