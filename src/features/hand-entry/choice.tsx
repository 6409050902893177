/**
 * The entry form's building blocks: labelled groups of big toggle buttons
 * (aria-pressed), at least 48 px high for a thumb at the table.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ChoiceGroupProps {
  /** Visible heading and the group's accessible name. */
  label: string;
  /** Overrides the accessible name (e.g. "Trull: Seite" for a compact visible label). */
  ariaLabel?: string;
  hideLabel?: boolean;
  columns?: 2 | 3 | 4 | 5;
  error?: string | null;
  children: ReactNode;
  className?: string;
}

const COLUMNS: Record<2 | 3 | 4 | 5, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
};

export function ChoiceGroup({ label, ariaLabel, hideLabel = false, columns = 4, error, children, className = '' }: ChoiceGroupProps) {
  return (
    <div role="group" aria-label={ariaLabel ?? label} className={className}>
      <p aria-hidden="true" className={hideLabel ? 'sr-only' : 'mb-1 text-sm font-semibold text-stone-700 dark:text-stone-300'}>
        {label}
      </p>
      <div className={`grid gap-2 ${COLUMNS[columns]}`}>{children}</div>
      <FieldAlert text={error} className="mt-1" />
    </div>
  );
}

/** What is wrong with one part of the hand, announced where it is (nothing when there is nothing). */
export function FieldAlert({ text, className = '' }: { text: string | null | undefined; className?: string }) {
  return text ? <p role="alert" className={`${className ? `${className} ` : ''}text-sm font-medium text-red-700 dark:text-red-400`}>{text}</p> : null;
}

export interface ChoiceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  pressed: boolean;
  children: ReactNode;
  size?: 'md' | 'sm';
}

export function choiceClass(pressed: boolean, size: 'md' | 'sm' = 'md'): string {
  return (
    'inline-flex min-w-0 items-center justify-center rounded-xl border px-2 text-center font-semibold leading-tight ' +
    'select-none transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 ' +
    'disabled:cursor-not-allowed disabled:opacity-40 ' +
    (size === 'md' ? 'min-h-12 text-base ' : 'min-h-11 text-sm ') +
    (pressed
      ? 'border-green-800 bg-green-800 text-white dark:border-green-500 dark:bg-green-700'
      : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100 active:bg-stone-200 ' +
        'dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700')
  );
}

export function ChoiceButton({ pressed, children, size = 'md', className = '', ...rest }: ChoiceButtonProps) {
  return (
    <button type="button" aria-pressed={pressed} className={`${choiceClass(pressed, size)} ${className}`} {...rest}>
      {children}
    </button>
  );
}

export interface StepperProps {
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Shown instead of the value, e.g. "automatisch". */
  display?: string;
  readOnly?: boolean;
}

/** − value + with big buttons; the value is announced through the output's label. */
export function Stepper({ label, value, min, max, onChange, decreaseLabel, increaseLabel, display, readOnly = false }: StepperProps) {
  const shown = display ?? (value === null ? '–' : String(value));
  return (
    <div className="flex items-center gap-1">
      {readOnly ? <span aria-hidden="true" className="w-11" /> : (
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={value !== null && value <= min}
          onClick={() => onChange(value === null ? min : Math.max(min, value - 1))}
          className={choiceClass(false, 'sm') + ' w-11 text-xl'}
        >
          −
        </button>
      )}
      <output aria-label={label} className="min-w-8 text-center text-lg font-bold tabular-nums">
        {shown}
      </output>
      {readOnly ? (
        <span aria-hidden="true" className="w-11" />
      ) : (
        <button
          type="button"
          aria-label={increaseLabel}
          disabled={value !== null && value >= max}
          onClick={() => onChange(value === null ? Math.min(max, min + 1) : Math.min(max, value + 1))}
          className={choiceClass(false, 'sm') + ' w-11 text-xl'}
        >
          +
        </button>
      )}
    </div>
  );
}

/** A button that opens or closes a panel below it. */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
  badge,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
  badge?: number;
}) {
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle} className={choiceClass(expanded)}>
      <span>{children}</span>
      {badge ? (
        <span
          aria-hidden="true"
          className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-yellow-400 px-1 text-xs font-bold text-stone-900"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
