/** Who deals the first hand (afterwards the Vorhand deals, rules.md §1). */
import type { NewSessionDraft } from './new-session-form';
import type { T, UpdateDraft } from './form-parts';

export function DealerFields({ t, ids, draft, update, hint }: { t: T; ids: string; draft: NewSessionDraft; update: UpdateDraft; hint?: string }) {
  const visibleNames = draft.names.slice(0, draft.count);
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('dealerHeading')}</legend>
        <div className="flex flex-wrap gap-2">
          {visibleNames.map((name, i) => (
            <label
              key={i}
              className={
                'flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-base font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 ' +
                (draft.firstDealer === i
                  ? 'border-green-800 bg-green-800 text-white dark:border-green-600 dark:bg-green-700'
                  : 'border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-800')
              }
            >
              <input
                type="radio"
                className="sr-only"
                name={`${ids}-dealer`}
                checked={draft.firstDealer === i}
                onChange={() => update({ firstDealer: i })}
              />
              <bdi>{name.trim() || t('playerLabel', { n: i + 1 })}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{hint ?? t('dealerHint')}</p>
    </>
  );
}
