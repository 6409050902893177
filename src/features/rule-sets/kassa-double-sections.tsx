/** The Pagatkassa (rules.md §6) and double rounds (§8) of a rule set. */
import { BIRD_IDS } from '@/domain/index';
import { doubleTriggerName, praemieName } from '@/lib/tarock-names';
import { SelectField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { DOUBLE_TRIGGERS, type RuleSetForm } from './rule-set-form';
import { Check, Section, toggleIn, type SectionProps } from './editor-parts';

export function KassaSection({ t, lang, form, set, textFor, errors }: SectionProps) {
  return (
    <Section title={t('kassaHeading')} errors={errors}>
      <Switch label={t('pagatkassa')} checked={form.pagatkassa} onChange={(v) => set('pagatkassa', v)} />
      {form.pagatkassa ? (
        <div className="mt-2 flex flex-col gap-3">
          <TextField
            className="max-w-56"
            label={t('kassaContribution')}
            inputMode="decimal"
            value={form.kassaContribution}
            error={textFor('pagatkassa.contribution')}
            onChange={(e) => set('kassaContribution', e.target.value)}
          />
          <SelectField label={t('kassaRefill')} value={form.kassaRefill} onChange={(e) => set('kassaRefill', e.target.value as RuleSetForm['kassaRefill'])}>
            <option value="onEmpty">{t('refillOnEmpty')}</option>
            <option value="everyHand">{t('refillEveryHand')}</option>
          </SelectField>
          <fieldset>
            <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{t('kassaBirds')}</legend>
            <div className="grid grid-cols-2 gap-x-3">
              {BIRD_IDS.map((b) => (
                <Check key={b} label={praemieName(b, lang)} checked={form.kassaBirds.includes(b)} onChange={(v) => set('kassaBirds', toggleIn(form.kassaBirds, b, v))}>
                  {praemieName(b, lang)}
                </Check>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}
    </Section>
  );
}

export function DoubleRoundsSection({ t, lang, form, set, errors }: SectionProps) {
  return (
    <Section title={t('doubleHeading')} errors={errors}>
      <Switch label={t('doubleRounds')} checked={form.doubleRounds} onChange={(v) => set('doubleRounds', v)} />
      {form.doubleRounds ? (
        <div className="mt-2 flex flex-col gap-3">
          <fieldset>
            <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{t('doubleTriggers')}</legend>
            {DOUBLE_TRIGGERS.map((tr) => (
              <Check
                key={tr}
                label={doubleTriggerName(tr, lang)}
                checked={form.doubleTriggers.includes(tr)}
                onChange={(v) => set('doubleTriggers', toggleIn(form.doubleTriggers, tr, v))}
              >
                {doubleTriggerName(tr, lang)}
              </Check>
            ))}
          </fieldset>
          <SelectField label={t('doubleStacking')} value={form.doubleStacking} onChange={(e) => set('doubleStacking', e.target.value as RuleSetForm['doubleStacking'])}>
            <option value="queue">{t('stackingQueue')}</option>
            <option value="stack">{t('stackingStack')}</option>
            <option value="none">{t('stackingNone')}</option>
          </SelectField>
        </div>
      ) : null}
    </Section>
  );
}
