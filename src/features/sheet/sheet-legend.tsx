/**
 * "Abkürzungen": what every mark on a sheet row means, listed from the same
 * table the rows build their marks from (row-facts.ts), so nothing a row can
 * show is missing here.
 */
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BottomSheet } from '@/components/ui/dialog';
import { useLang, useT } from '@/i18n/i18n';
import { LEGEND, type LegendEntry } from './row-facts';
import { messages } from './messages';

export interface SheetLegendProps {
  open: boolean;
  onClose: () => void;
}

const SECTIONS = [
  ['games', 'legendGames'],
  ['row', 'legendRow'],
  ['praemien', 'legendPraemien'],
  ['how', 'legendHow'],
  ['seat', 'legendSeat'],
] as const;

export function SheetLegend({ open, onClose }: SheetLegendProps) {
  const t = useT(messages);
  const lang = useLang();
  const id = useId();
  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={`${id}-title`} tall>
      {open ? (
        <div className="p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('legendTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('legendIntro')}</p>
          {SECTIONS.map(([group, title]) => (
            <section key={group} aria-labelledby={`${id}-${group}`} className="mt-3">
              <h3 id={`${id}-${group}`} className="text-sm font-semibold">
                {t(title)}
              </h3>
              <dl className="mt-1 grid grid-cols-[4rem_1fr] gap-x-3 gap-y-0.5 text-sm">
                {Object.entries(LEGEND[group] as Record<string, LegendEntry>).map(([key, entry]) => (
                  <div key={key} className="contents">
                    <dt className="font-bold">{entry.abbr[lang]}</dt>
                    <dd>{entry.meaning[lang]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{t('legendExample')}</p>
          <Button size="lg" className="mt-4 w-full" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      ) : null}
    </BottomSheet>
  );
}
