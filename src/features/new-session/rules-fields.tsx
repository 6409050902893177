/**
 * The rules of an evening: a preset, an own rule set, or (when correcting an
 * evening) the rules it has now; and the optional rules a preset offers.
 */
import { OPTIONAL_RULES, PRESET_IDS, type DoubleTrigger, type PresetId } from '@/domain/index';
import type { Lang } from '@/lib/lang';
import { doubleTriggerName, praemieName, presetDescription, presetName } from '@/lib/tarock-names';
import type { StoredRuleSet } from '@/state/rule-sets';
import { FieldError, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { defaultOptional, type NewSessionDraft } from './new-session-form';
import type { T, UpdateDraft } from './form-parts';

export function RuleOption(props: { name: string; checked: boolean; title: string; description: string; onSelect: () => void }) {
  return (
    <label
      className={
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 ' +
        (props.checked
          ? 'border-green-800 bg-green-50 dark:border-green-500 dark:bg-green-950'
          : 'border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900')
      }
    >
      <input type="radio" name={props.name} checked={props.checked} onChange={props.onSelect} className="mt-1 size-5 shrink-0 accent-green-800" />
      <span className="min-w-0">
        <span className="block text-base font-semibold">{props.title}</span>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{props.description}</span>
      </span>
    </label>
  );
}

export function RulesFields({ t, lang, ids, draft, update, ruleSets, current, error }: {
  t: T;
  lang: Lang;
  ids: string;
  draft: NewSessionDraft;
  update: UpdateDraft;
  ruleSets: readonly StoredRuleSet[];
  /** The evening's own rules as they are (correcting an evening whose rules are neither a preset nor a saved set). */
  current?: { title: string; description: string; choice: NewSessionDraft['rules'] } | null;
  error: string | null;
}) {
  function choosePreset(preset: PresetId) {
    update((d) => ({ ...d, rules: { kind: 'preset', preset }, optional: defaultOptional(preset) }));
  }
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('rulesHeading')}</legend>
        <div className="flex flex-col gap-2">
          {current ? (
            <RuleOption
              name={`${ids}-rules`}
              checked={draft.rules.kind === 'current'}
              title={current.title}
              description={current.description}
              onSelect={() => update({ rules: current.choice })}
            />
          ) : null}
          {ruleSets.length > 0 || current ? (
            <p className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t('presetsGroup')}</p>
          ) : null}
          {PRESET_IDS.map((id) => (
            <RuleOption
              key={id}
              name={`${ids}-rules`}
              checked={draft.rules.kind === 'preset' && draft.rules.preset === id}
              title={presetName(id, lang)}
              description={presetDescription(id, lang)}
              onSelect={() => choosePreset(id)}
            />
          ))}
          {ruleSets.length > 0 ? (
            <p className="mt-2 text-sm font-semibold text-stone-600 dark:text-stone-400">{t('customGroup')}</p>
          ) : null}
          {ruleSets.map((rs) => (
            <RuleOption
              key={rs.id}
              name={`${ids}-rules`}
              checked={draft.rules.kind === 'custom' && draft.rules.id === rs.id}
              title={rs.name}
              description={t('basedOn', { preset: presetName(rs.spec.preset, lang) })}
              onSelect={() => update({ rules: { kind: 'custom', id: rs.id } })}
            />
          ))}
        </div>
      </fieldset>
      {error ? <FieldError>{error}</FieldError> : null}
    </>
  );
}

/** The optional rules the chosen preset offers (rules.md §6, §8, Vorfleck, Piccolo). */
export function OptionalRulesFields({ t, lang, draft, update, fieldError }: {
  t: T;
  lang: Lang;
  draft: NewSessionDraft;
  update: UpdateDraft;
  fieldError: (field: string) => string | null;
}) {
  const preset = draft.rules.kind === 'preset' ? draft.rules.preset : null;
  const offered = preset ? OPTIONAL_RULES[preset] : null;
  if (!offered) return <p className="text-sm text-stone-600 dark:text-stone-400">{t('optionalCustom')}</p>;
  if (Object.keys(offered).length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">{t('optionalNone')}</p>;
  const setOptional = (change: Partial<NewSessionDraft['optional']>) => update((d) => ({ ...d, optional: { ...d.optional, ...change } }));
  return (
    <div className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
      {offered.doubleRounds ? (
        <div className="py-1">
          <Switch label={t('doubleRounds')} hint={t('doubleRoundsHint')} checked={draft.optional.doubleRounds} onChange={(v) => setOptional({ doubleRounds: v })} />
          {draft.optional.doubleRounds ? (
            <fieldset className="mb-2 ml-1">
              <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{t('triggersLegend')}</legend>
              <div className="flex flex-wrap gap-x-4">
                {offered.doubleRounds.triggers.map((trigger: DoubleTrigger) => (
                  <label key={trigger} className="flex min-h-11 items-center gap-2 text-base">
                    <input
                      type="checkbox"
                      className="size-5 accent-green-800"
                      checked={draft.optional.doubleTriggers.includes(trigger)}
                      onChange={(e) =>
                        update((d) => ({
                          ...d,
                          optional: {
                            ...d.optional,
                            doubleTriggers: e.target.checked
                              ? [...d.optional.doubleTriggers, trigger]
                              : d.optional.doubleTriggers.filter((x) => x !== trigger),
                          },
                        }))
                      }
                    />
                    {doubleTriggerName(trigger, lang)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {offered.pagatkassa ? (
        <div className="py-1">
          <Switch
            label={t('pagatkassa')}
            hint={t('pagatkassaHint', { birds: offered.pagatkassa.birds.map((b) => praemieName(b)).join(', ') })}
            checked={draft.optional.pagatkassa}
            onChange={(v) => setOptional({ pagatkassa: v })}
          />
          {draft.optional.pagatkassa ? (
            <TextField
              className="mb-2 max-w-48"
              label={t('contribution')}
              inputMode="decimal"
              value={draft.optional.contribution}
              error={fieldError('contribution')}
              onChange={(e) => setOptional({ contribution: e.target.value })}
            />
          ) : null}
        </div>
      ) : null}
      {offered.vorfleck ? (
        <Switch label={t('vorfleck')} hint={t('vorfleckHint')} checked={draft.optional.vorfleck} onChange={(v) => setOptional({ vorfleck: v })} />
      ) : null}
      {offered.piccoloLostDouble ? (
        <Switch label={t('piccoloLostDouble')} checked={draft.optional.piccoloLostDouble} onChange={(v) => setOptional({ piccoloLostDouble: v })} />
      ) : null}
    </div>
  );
}
