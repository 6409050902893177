/** Parts shared by the new-evening form and the correction of a running evening. */
import type { ReactNode, RefObject } from 'react';
import type { Translate } from '@/i18n/i18n';
import { engineErrorText } from '@/i18n/engine-error-text';
import type { Lang } from '@/lib/lang';
import type { newSessionMessages } from './messages';
import type { FormError, NewSessionDraft } from './new-session-form';

export type T = Translate<typeof newSessionMessages.de>;

/** Changes the draft: a partial draft, or a function of the current one. */
export type UpdateDraft = (change: Partial<NewSessionDraft> | ((d: NewSessionDraft) => NewSessionDraft)) => void;

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function errorText(t: T, lang: Lang, error: FormError): string {
  if (error.code === 'ERR_RULES') {
    return t('ERR_RULES', { detail: (error.engine ?? []).map((e) => engineErrorText(e, lang)).join('; ') });
  }
  return t(error.code);
}

/**
 * The list of problems above the form: the first name problem (each name field
 * shows its own), then every other one. `children` replaces the list (e.g. a
 * storage failure, or the hands a change would break).
 */
export function ErrorSummary({ t, lang, errors, summaryRef, children }: {
  t: T;
  lang: Lang;
  errors: FormError[];
  summaryRef: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}) {
  const firstName = errors.find((x) => x.field.startsWith('name-'));
  const others = errors.filter((e) => !e.field.startsWith('name-'));
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {children ?? (
        <>
          <p className="font-semibold">{t('fixErrors')}</p>
          <ul className="mt-1 list-disc pl-5">
            {firstName ? <li>{errorText(t, lang, firstName)}</li> : null}
            {others.map((x) => (
              <li key={x.field + x.code}>{errorText(t, lang, x)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
