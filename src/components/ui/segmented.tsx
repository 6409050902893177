/** A row of mutually exclusive choices (a radio group that looks like segmented buttons). */
import { useId, type ReactNode } from 'react';

export interface SegmentedProps<V extends string | number> {
  label: ReactNode;
  value: V;
  options: { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  hideLabel?: boolean;
}

export function Segmented<V extends string | number>({ label, value, options, onChange, hideLabel = false }: SegmentedProps<V>) {
  const name = useId();
  return (
    <fieldset>
      <legend className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-stone-700 dark:text-stone-300'}>{label}</legend>
      <div className="flex rounded-xl border border-stone-300 bg-white p-1 dark:border-stone-600 dark:bg-stone-900">
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <label
              key={String(o.value)}
              className={
                'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-base font-medium ' +
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 ' +
                (checked ? 'bg-green-800 text-white dark:bg-green-700' : 'text-stone-800 dark:text-stone-200')
              }
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={String(o.value)}
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
