/**
 * Who deals this hand: one line ("Geber: Anna · Vorhand: Bernd") that opens a
 * row of names for a hand dealt out of turn (rules.md §1: a recorded dealer is
 * accepted and the rotation goes on from it).
 */
import { useState } from 'react';
import { nextDealer, type Seat } from '@/domain/index';
import { PlayerName } from '@/components/ui/player-name';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup } from './choice';
import { messages } from './messages';
import type { Table } from './draft-model';

export interface DealerStepProps {
  table: Table;
  names: string[];
  /** The rotation's dealer for this hand. */
  rotation: Seat;
  onDealer: (dealer: Seat) => void;
}

export function DealerStep({ table, names, rotation, onDealer }: DealerStepProps) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const dealer = names[table.dealer] ?? '';
  const vorhand = names[table.vorhand] ?? '';
  const outOfTurn = table.dealer !== rotation;
  const line = table.sittingOut !== null ? t('dealerLineOut', { dealer, vorhand }) : t('dealerLine', { dealer, vorhand });
  return (
    <div className="-mt-2 mb-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="entry-dealer"
        aria-label={`${line} – ${t('changeDealer')}`}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left text-sm text-stone-700 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-stone-300"
      >
        <span>{line}</span>
        <span aria-hidden="true" className="shrink-0 font-medium underline">
          {t('change')}
        </span>
      </button>
      {outOfTurn ? (
        <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {t('dealerOverride', { rotation: names[rotation] ?? '', next: names[nextDealer(table.dealer, names.length)] ?? '' })}
        </p>
      ) : null}
      {open ? (
        <div id="entry-dealer" className="mt-1">
          <ChoiceGroup label={t('dealerPick')} columns={names.length === 5 ? 5 : 4}>
            {names.map((name, seat) => (
              <ChoiceButton
                key={seat}
                size="sm"
                pressed={table.dealer === seat}
                onClick={() => {
                  onDealer(seat);
                  setOpen(false);
                }}
              >
                <span className="flex min-w-0 flex-col">
                  <PlayerName name={name} />
                  {seat === rotation ? <span className="text-xs font-normal">({t('dealerRotation')})</span> : null}
                </span>
              </ChoiceButton>
            ))}
          </ChoiceGroup>
        </div>
      ) : null}
    </div>
  );
}
