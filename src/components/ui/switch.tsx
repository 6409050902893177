/**
 * An on/off switch (role="switch"). Its name is the label; the hint is its
 * description. Label and hint are both tappable, so the whole row is the target.
 */
import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

export function Switch({ label, checked, onChange, hint, disabled = false }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const toggle = () => {
    if (!disabled) onChange(!checked);
  };
  return (
    <div className="flex min-h-11 items-center gap-3 py-1">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer text-base">
          {label}
        </label>
        {hint ? (
          // The hint is part of the row's touch target; for assistive technology it is the switch's description.
          <span id={hintId} onClick={toggle} className="block cursor-pointer text-sm text-stone-600 dark:text-stone-400">
            {hint}
          </span>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={toggle}
        // The track is 32 px high; the button around it is the 44 px touch target.
        className={
          'relative inline-flex h-11 w-14 shrink-0 items-center rounded-full ' +
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 disabled:opacity-50'
        }
      >
        <span
          aria-hidden="true"
          className={'flex h-8 w-14 items-center rounded-full transition-colors ' + (checked ? 'bg-green-700' : 'bg-stone-400 dark:bg-stone-600')}
        >
          <span
            className={
              'inline-block size-6 rounded-full bg-white shadow transition-transform ' + (checked ? 'translate-x-7' : 'translate-x-1')
            }
          />
        </span>
      </button>
    </div>
  );
}
