/**
 * A running evening's own rules, edited in place (tariffs, offered games,
 * Prämien, switches) with the rule-set editor's sections, when the evening is
 * corrected. It reports the rules as a session file's `rules` (a preset id, or
 * the preset with the overrides that differ from it), or null while the form
 * has a problem; each problem shows in its section. The app hands it to the
 * correction screen, so the two features stay apart.
 */
import { useEffect, useRef, useState } from 'react';
import { resolveRules, type RulesSpec } from '@/domain/index';
import { useLang, useT } from '@/i18n/i18n';
import { presetName } from '@/lib/tarock-names';
import { ruleSetsMessages } from './messages';
import { formFromPreset, formFromRules, type RuleSetForm } from './rule-set-form';
import { RuleSections, useRuleFormCheck } from './rule-sections';

export interface EveningRulesEditorProps {
  /** The rules to start from (read once, when the editor opens). */
  spec: RulesSpec;
  /** The edited rules after every change; null while the form has a problem. */
  onChange: (spec: RulesSpec | null) => void;
}

/** The editor's form for an evening's rules. */
export function formOfSpec(spec: RulesSpec): RuleSetForm {
  const preset = typeof spec === 'string' ? spec : spec.preset;
  const overrides = typeof spec === 'string' ? {} : (spec.overrides ?? {});
  const resolved = resolveRules(spec);
  return resolved.ok ? formFromRules('', preset, resolved.value, overrides) : formFromPreset(preset, '');
}

export function EveningRulesEditor({ spec, onChange }: EveningRulesEditorProps) {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const [form, setForm] = useState<RuleSetForm>(() => formOfSpec(spec));
  const check = useRuleFormCheck(form, false);
  // An evening's rules have no name: only the settings count.
  const problems = check.formErrors.filter((e) => e.field !== 'name').length + check.engineErrors.length;
  const next: RulesSpec | null =
    problems > 0 ? null : Object.keys(check.overrides).length === 0 ? form.preset : { preset: form.preset, overrides: check.overrides };
  const nextKey = JSON.stringify(next);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(JSON.parse(nextKey) as RulesSpec | null);
  }, [nextKey]);

  return (
    <div>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{t('eveningRulesHint', { preset: presetName(form.preset, lang) })}</p>
      <RuleSections form={form} setForm={setForm} check={check} />
    </div>
  );
}
