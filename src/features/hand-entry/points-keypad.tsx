/**
 * Card points with a keypad instead of the phone keyboard: 0–70 and Blatt
 * 0/1/2 as three buttons, shown as "35/2". No minus key is needed.
 */
import { useId, useState } from 'react';
import { formatCardPoints } from '@/domain/index';
import { Button } from '@/components/ui/button';
import { BottomSheet } from '@/components/ui/dialog';
import { useT, type Translate } from '@/i18n/i18n';
import { choiceClass } from './choice';
import { messages } from './messages';

export interface PointsKeypadProps {
  open: boolean;
  /** Whose points ("Spielerseite", a player's name). */
  who: string;
  /** Current value in thirds. */
  initial: number | null;
  /** Fewest thirds that win for the declarer side; shows the verdict when given. */
  needed?: number;
  onApply: (thirds: number) => void;
  onCancel: () => void;
  /**
   * Tapping Blatt 0, 1 or 2 after the points takes the value at once (Trischaken: three
   * players' points in a row, each "23" then "Blatt 1", no extra "Übernehmen").
   */
  blattApplies?: boolean;
}

export function PointsKeypad(props: PointsKeypadProps) {
  const id = useId();
  const t = useT(messages);
  const { open, onCancel } = props;
  return (
    <BottomSheet open={open} onClose={onCancel} labelledBy={`${id}-title`}>
      {open ? <KeypadBody {...props} titleId={`${id}-title`} t={t} /> : null}
    </BottomSheet>
  );
}

function KeypadBody({
  who,
  initial,
  needed,
  onApply,
  onCancel,
  blattApplies = false,
  titleId,
  t,
}: PointsKeypadProps & { titleId: string; t: Translate<typeof messages.de> }) {
  const [digits, setDigits] = useState(initial === null ? '' : String(Math.floor(initial / 3)));
  const [blatt, setBlatt] = useState(initial === null ? 0 : initial % 3);

  const points = digits === '' ? null : Number(digits);
  const thirds = points === null ? null : points * 3 + blatt;
  const tooHigh = thirds !== null && thirds > 210;
  const valid = thirds !== null && !tooHigh;

  function press(digit: string) {
    setDigits((d) => (d === '0' || d.length >= 2 ? digit : d + digit));
  }

  const display = points === null ? `–/${blatt}` : `${points}/${blatt}`;
  let verdict = '';
  if (tooHigh) verdict = t('keypadTooHigh');
  else if (valid && needed !== undefined) {
    const args = { points: formatCardPoints(thirds), needed: formatCardPoints(needed) };
    verdict = thirds >= needed ? t('pointsWin', args) : t('pointsLose', args);
  }

  return (
    <div className="p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <h2 id={titleId} className="text-lg font-bold">
        {t('keypadTitle', { who })}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{blattApplies ? t('keypadHintBlattApplies') : t('keypadHint')}</p>
      <div className="my-3 flex items-baseline justify-between gap-3">
        <output aria-live="polite" aria-label={t('points')} className="text-4xl font-bold tabular-nums">
          {display}
        </output>
        <p
          aria-live="polite"
          className={
            'text-right text-sm font-semibold ' +
            (tooHigh || (valid && needed !== undefined && thirds < needed)
              ? 'text-red-700 dark:text-red-400'
              : 'text-green-800 dark:text-green-300')
          }
        >
          {verdict}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" className={choiceClass(false) + ' text-2xl'} onClick={() => press(d)}>
            {d}
          </button>
        ))}
        <button
          type="button"
          className={choiceClass(false) + ' text-base'}
          onClick={() => setDigits((d) => d.slice(0, -1))}
          aria-label={t('keypadDelete')}
        >
          ⌫
        </button>
        <button type="button" className={choiceClass(false) + ' text-2xl'} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={choiceClass(false) + ' text-base'}
          onClick={() => {
            setDigits('');
            setBlatt(0);
          }}
          aria-label={t('keypadClear')}
        >
          C
        </button>
      </div>
      <div role="group" aria-label={t('blatt')} className="mt-3 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((b) => (
          <button
            key={b}
            type="button"
            aria-pressed={blatt === b}
            className={choiceClass(blatt === b)}
            onClick={() => {
              setBlatt(b);
              // With the points typed, the Blatt is the last thing said: it takes the value.
              if (blattApplies && points !== null && points * 3 + b <= 210) onApply(points * 3 + b);
            }}
          >
            {t('blattN', { n: b })}
          </button>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button size="lg" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button size="lg" variant="primary" disabled={!valid} onClick={() => valid && onApply(thirds)}>
          {t('apply')}
        </Button>
      </div>
    </div>
  );
}
