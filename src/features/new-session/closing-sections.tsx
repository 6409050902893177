/**
 * The last three sections of the new-evening form and of the correction of a
 * running evening: optional rules, stake, name and date.
 */
import type { Lang } from '@/lib/lang';
import { Section, type T, type UpdateDraft } from './form-parts';
import type { NewSessionDraft } from './new-session-form';
import { OptionalRulesFields } from './rules-fields';
import { NameDateFields, StakeField } from './stake-name-fields';

export function ClosingSections({ t, lang, ids, draft, update, fieldError }: {
  t: T;
  lang: Lang;
  ids: string;
  draft: NewSessionDraft;
  update: UpdateDraft;
  fieldError: (field: string) => string | null;
}) {
  return (
    <>
      <Section title={t('optionalHeading')} id={`${ids}-optional`}>
        <OptionalRulesFields t={t} lang={lang} draft={draft} update={update} fieldError={fieldError} />
      </Section>

      <Section title={t('stakeHeading')} id={`${ids}-stake`}>
        <StakeField t={t} lang={lang} draft={draft} update={update} fieldError={fieldError} />
      </Section>

      <Section title={t('nameDateHeading')} id={`${ids}-name`}>
        <NameDateFields t={t} draft={draft} update={update} fieldError={fieldError} />
      </Section>
    </>
  );
}
