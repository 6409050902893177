/**
 * The players in seating order: how many, their names (with the names known from
 * earlier evenings offered), and moving a player one seat up or down.
 */
import type { ReactNode, RefObject } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { TextField } from '@/components/ui/field';
import { DownIcon, UpIcon } from '@/components/ui/icons';
import { MAX_NAME_LENGTH, movePlayer, type NewSessionDraft } from './new-session-form';
import type { T, UpdateDraft } from './form-parts';

const moveButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white disabled:opacity-30 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-600 dark:bg-stone-800';

export function PlayersFields({
  t,
  ids,
  draft,
  update,
  fieldError,
  nameRefs,
  knownNames,
  countLocked = null,
  reorder = true,
  autoFocus = false,
  children,
}: {
  t: T;
  ids: string;
  draft: NewSessionDraft;
  update: UpdateDraft;
  fieldError: (field: string) => string | null;
  nameRefs: RefObject<(HTMLInputElement | null)[]>;
  /** Names offered while typing (earlier evenings). */
  knownNames: readonly string[];
  /** When the number of players cannot change: why (shown instead of the choice). */
  countLocked?: string | null;
  /** Players may move to another seat. */
  reorder?: boolean;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const visibleNames = draft.names.slice(0, draft.count);
  function setName(i: number, value: string) {
    update((d) => {
      const names = [...d.names];
      names[i] = value;
      return { ...d, names };
    });
  }
  return (
    <>
      {countLocked === null ? (
        <Segmented
          label={t('playerCount')}
          hideLabel
          value={draft.count}
          options={[
            { value: 4, label: t('four') },
            { value: 5, label: t('five') },
          ]}
          onChange={(count) => update((d) => ({ ...d, count, firstDealer: Math.min(d.firstDealer, count - 1) }))}
        />
      ) : (
        <p className="text-base">
          <strong>{draft.count === 5 ? t('five') : t('four')}</strong> – {countLocked}
        </p>
      )}
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('seatingHint')}</p>
      <ol className="mt-3 flex flex-col gap-2">
        {visibleNames.map((name, i) => {
          const label = t('playerLabel', { n: i + 1 });
          const display = name.trim() || label;
          return (
            <li key={i} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-center font-bold text-stone-600 dark:text-stone-400">
                {i + 1}
              </span>
              <TextField
                ref={(el) => {
                  nameRefs.current[i] = el;
                }}
                className="min-w-0 flex-1"
                label={label}
                hideLabel
                placeholder={label}
                value={name}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                autoCapitalize="words"
                enterKeyHint={i < draft.count - 1 ? 'next' : 'done'}
                list={`${ids}-known`}
                autoFocus={autoFocus && i === 0}
                error={fieldError(`name-${i}`)}
                onChange={(e) => setName(i, e.target.value)}
              />
              {reorder ? (
                <>
                  <button
                    type="button"
                    aria-label={t('moveUp', { name: display })}
                    disabled={i === 0}
                    onClick={() => update((d) => movePlayer(d, i, -1))}
                    className={moveButton}
                  >
                    <UpIcon />
                  </button>
                  <button
                    type="button"
                    aria-label={t('moveDown', { name: display })}
                    disabled={i === draft.count - 1}
                    onClick={() => update((d) => movePlayer(d, i, 1))}
                    className={moveButton}
                  >
                    <DownIcon />
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <datalist id={`${ids}-known`}>
        {knownNames.slice(0, 40).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {children}
    </>
  );
}
