/** The Prämien a rule set offers and their silent values (announced counts double, rules.md §4). */
import { PRAEMIE_IDS } from '@/domain/index';
import { praemieName } from '@/lib/tarock-names';
import { FieldError } from '@/components/ui/field';
import { Check, Section, SmallNumber, type SectionProps } from './editor-parts';

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
    </Section>
  );
}
