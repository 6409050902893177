/** A manual hand: explicit amounts per player (they must sum to 0), with a "rest" auto-fill. */
import { PlayerName } from '@/components/ui/player-name';
import { add, fromDecimal, rat, type Rational } from '@/domain/index';
import { formatPoints } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { inputClass, TextField } from '@/components/ui/field';
import { useLang, useT } from '@/i18n/i18n';
import { FieldAlert } from './choice';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { chooseManualAmount, chooseMode, fillManualRest, flipManualSign } from './draft-changes';
import { parseManualAmount } from './draft-model';

function sumOf(texts: string[], seats: number[]): Rational | null {
  let total = rat(0);
  for (const s of seats) {
    const v = parseManualAmount(texts[s] ?? '');
    if (v === null) continue;
    try {
      total = add(total, fromDecimal(v));
    } catch {
      return null;
    }
  }
  return total;
}

export function ManualPanel({ draft, ctx, table, names, update, errorFor }: PanelProps) {
  const t = useT(messages);
  const lang = useLang();
  const total = sumOf(draft.manual, table.active);
  const error = errorFor('manual');
  return (
    <section aria-label={t('manualTitle')} className="space-y-3">
      <div>
        <h2 className="text-lg font-bold">{t('manualTitle')}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('manualHint')}</p>
      </div>
      <ul className="space-y-2">
        {table.active.map((seat) => {
          const name = names[seat] ?? '';
          const text = draft.manual[seat] ?? '';
          const invalid = text.trim() !== '' && text.trim() !== '\u2212' && parseManualAmount(text) === null;
          return (
            <li key={seat} className="grid grid-cols-[minmax(0,1fr)_7rem_3rem] items-center gap-2">
              <label htmlFor={`manual-${seat}`} className="min-w-0 font-semibold">
                <PlayerName name={name} />
              </label>
              <input
                id={`manual-${seat}`}
                aria-label={t('manualAmount', { name })}
                inputMode="decimal"
                autoComplete="off"
                className={inputClass + ' text-right tabular-nums'}
                aria-invalid={invalid || undefined}
                value={text}
                onChange={(e) => update((d) => chooseManualAmount(d, seat, e.target.value))}
              />
              <button
                type="button"
                aria-label={t('manualSign', { name })}
                className="min-h-11 rounded-lg border border-stone-300 text-lg font-bold dark:border-stone-600"
                onClick={() => update((d) => flipManualSign(d, seat))}
              >
                ±
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-2">
        <p aria-live="polite" className={'font-semibold ' + (total !== null && total.n !== 0 ? 'text-red-700 dark:text-red-400' : '')}>
          {t('manualSum', { sum: total === null ? '–' : formatPoints(total, lang) })}
        </p>
        <Button onClick={() => update((d) => fillManualRest(d, ctx))}>{t('manualRest')}</Button>
      </div>
      <FieldAlert text={error} />
      <TextField
        label={t('note')}
        hint={t('manualNoteHint')}
        value={draft.note}
        maxLength={200}
        onChange={(e) => {
          const note = e.target.value;
          update((d) => ({ ...d, note }));
        }}
      />
      <Button variant="ghost" className="w-full" onClick={() => update((d) => chooseMode(d, 'game'))}>
        {t('backToGames')}
      </Button>
    </section>
  );
}
