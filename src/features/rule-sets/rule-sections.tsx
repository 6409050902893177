/**
 * The rule set's settings as a form, checked as the user types: the form's own
 * input problems and the engine's (`resolveRules`), shown in the section they
 * belong to. Used by the rule-set editor and, inside a running evening's
 * correction, by the evening's own rules (evening-rules-editor.tsx).
 */
import { useMemo } from 'react';
import { resolveRules, type EngineError } from '@/domain/index';
import { useLang, useT } from '@/i18n/i18n';
import { engineErrorText } from '@/i18n/engine-error-text';
import { ruleSetsMessages } from './messages';
import { formToOverrides, type FormFieldError, type RuleSetForm } from './rule-set-form';
import { sectionOf, type SectionProps } from './editor-parts';
import { GamesSection } from './games-section';
import { PraemienSection } from './praemien-section';
import { KontraSection, NegativeSection, RenonceSection, ResultSection, ValatSection } from './switch-sections';
import { DoubleRoundsSection, KassaSection } from './kassa-double-sections';
import { TrischakenSection } from './trischaken-section';

export interface RuleFormCheck {
  overrides: ReturnType<typeof formToOverrides>['overrides'];
  formErrors: FormFieldError[];
  engineErrors: EngineError[];
  textFor: (field: string) => string | null;
  engineBySection: (section: string) => string[];
  sectionErrors: (section: string, fields: string[]) => string[];
}

/** Checks the form; `showName`: the missing-name problem shows (after the first save attempt). */
export function useRuleFormCheck(form: RuleSetForm, showName: boolean): RuleFormCheck {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const { overrides, errors: formErrors } = useMemo(() => formToOverrides(form), [form]);
  const engineErrors = useMemo<EngineError[]>(() => {
    if (formErrors.length > 0) return [];
    const r = resolveRules({ preset: form.preset, overrides });
    return r.ok ? [] : r.error;
  }, [form.preset, overrides, formErrors.length]);
  const visibleFormErrors = formErrors.filter((e) => showName || e.field !== 'name');
  const textFor = (field: string): string | null => {
    const e = visibleFormErrors.find((x) => x.field === field);
    return e ? t(e.code) : null;
  };
  const engineBySection = (section: string) => engineErrors.filter((e) => sectionOf(e) === section).map((e) => engineErrorText(e, lang));
  const sectionErrors = (section: string, fields: string[]) => [
    ...visibleFormErrors.filter((e) => fields.includes(e.field)).map((e) => t(e.code)),
    ...engineBySection(section),
  ];
  return { overrides, formErrors, engineErrors, textFor, engineBySection, sectionErrors };
}

/** Every section of the rule set, from games and tariffs to double rounds. */
export function RuleSections({ form, setForm, check }: {
  form: RuleSetForm;
  setForm: (change: (form: RuleSetForm) => RuleSetForm) => void;
  check: RuleFormCheck;
}) {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const set: SectionProps['set'] = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const props = { t, lang, form, set, setForm, textFor: check.textFor };
  const { engineBySection, sectionErrors } = check;
  return (
    <>
      <GamesSection {...props} errors={sectionErrors('games', ['games'])} />
      <PraemienSection {...props} errors={engineBySection('praemien')} />
      <KontraSection {...props} errors={engineBySection('kontra')} />
      <ResultSection {...props} errors={engineBySection('result')} />
      <ValatSection {...props} errors={engineBySection('valat')} />
      <RenonceSection {...props} errors={engineBySection('renonce')} />
      <NegativeSection {...props} errors={engineBySection('negative')} />
      <TrischakenSection {...props} errors={sectionErrors('trischaken', ['trischaken.renonce'])} />
      <KassaSection {...props} errors={sectionErrors('kassa', ['pagatkassa.birds'])} />
      <DoubleRoundsSection {...props} errors={engineBySection('double')} />
    </>
  );
}
