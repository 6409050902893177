/** The search field of a long player list: type part of a name, the list shows who matches and how many. */
import { useId } from 'react';
import { useT } from '@/i18n/i18n';
import { inputClass } from '@/components/ui/field';
import { tournamentMessages } from './messages';

export function PlayerSearchField({ value, onChange, shown, of, className = '' }: { value: string; onChange: (value: string) => void; shown: number; of: number; className?: string }) {
  const t = useT(tournamentMessages);
  const id = useId();
  const searching = value.trim() !== '';
  return (
    <div className={`print:hidden ${className}`} role="search">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {t('searchPlayer')}
      </label>
      <input id={id} type="search" value={value} autoComplete="off" enterKeyHint="search" className={inputClass} onChange={(e) => onChange(e.target.value)} />
      {searching ? (
        <p role="status" className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {shown === 0 ? t('searchNone') : t('searchCount', { n: shown, of })}
        </p>
      ) : null}
    </div>
  );
}
