/** The Prämien a rule set offers and their silent values (announced counts double, rules.md §4). */
import { PRAEMIE_IDS, PRESETS, RUFER_ONLY_PRAEMIEN } from '@/domain/index';
import { praemieName } from '@/lib/tarock-names';
import { FieldError } from '@/components/ui/field';
import { Check, PresetValue, presetValue, Section, SmallNumber, toggleIn, type SectionProps } from './editor-parts';

export function PraemienSection({ t, lang, form, setForm, textFor, errors }: SectionProps) {
  return (
    <Section title={t('praemienHeading')} errors={errors}>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">{t('praemienHint')}</p>
      <ul className="divide-y divide-stone-100 dark:divide-stone-800">
        {PRAEMIE_IDS.map((p) => {
          const row = form.praemien[p];
          const name = praemieName(p, lang);
          const error = textFor(`praemien.${p}`);
          return (
            <li key={p} className="py-1">
              <div className="flex items-center gap-2">
                <Check
                  label={t('offerPraemie', { praemie: name })}
                  checked={row.offered}
                  onChange={(v) => setForm((f) => ({ ...f, praemien: { ...f.praemien, [p]: { value: f.praemien[p].value || '1', offered: v } } }))}
                >
                  {name}
                </Check>
                {row.offered ? (
                  <SmallNumber
                    label={t('praemieValue', { praemie: name })}
                    value={row.value}
                    error={!!error}
                    onChange={(v) => setForm((f) => ({ ...f, praemien: { ...f.praemien, [p]: { ...f.praemien[p], value: v } } }))}
                  />
                ) : null}
              </div>
              {error ? <FieldError>{`${name}: ${error}`}</FieldError> : null}
            </li>
          );
        })}
      </ul>
      <FarbenPraemien t={t} lang={lang} form={form} setForm={setForm} />
    </Section>
  );
}

/** rules.md §4 `farbenPraemien`: the Prämien a Farbendreier or Farbensolo may carry besides the valat. */
function FarbenPraemien({ t, lang, form, setForm }: Pick<SectionProps, 't' | 'lang' | 'form' | 'setForm'>) {
  const offered = PRAEMIE_IDS.filter((p) => form.praemien[p].offered && !RUFER_ONLY_PRAEMIEN.includes(p));
  const base = PRESETS[form.preset].farbenPraemien;
  const baseText = base === 'all' ? t('farbenAll') : base.length === 0 ? t('farbenNone') : base.map((p) => praemieName(p, lang)).join(', ');
  return (
    <fieldset className="mt-4 min-w-0">
      <legend className="text-base font-semibold">{t('farbenHeading')}</legend>
      <Check label={t('farbenAll')} checked={form.farbenAll} onChange={(v) => setForm((f) => ({ ...f, farbenAll: v }))}>
        {t('farbenAll')}
      </Check>
      {form.farbenAll ? null : (
        <div className="grid grid-cols-2 gap-x-3">
          {offered.map((p) => (
            <Check
              key={p}
              label={`${t('farbenHeading')}: ${praemieName(p, lang)}`}
              checked={form.farbenPraemien.includes(p)}
              onChange={(v) => setForm((f) => ({ ...f, farbenPraemien: toggleIn(f.farbenPraemien, p, v) }))}
            >
              {praemieName(p, lang)}
            </Check>
          ))}
        </div>
      )}
      <PresetValue>{presetValue(t, lang, form, baseText)}</PresetValue>
    </fieldset>
  );
}
