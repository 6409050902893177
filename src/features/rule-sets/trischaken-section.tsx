/**
 * Trischaken (rules.md §7.1): which settlement, and for the Tarockcup settlement what a
 * Jungfrau gets, how tied losers pay and whether a tied Trischaker loses alone; the Renonce
 * in Trischaken (§5). Each setting shows the preset's own value.
 */
import { PRESETS, TAROCKCUP_TRISCHAKEN } from '@/domain/index';
import { SelectField, TextField } from '@/components/ui/field';
import { PresetValue, presetValue, Section, type SectionProps, type T } from './editor-parts';
import type { RuleSetForm } from './rule-set-form';

const SCHEME = { hausregeln: 'schemeHausregeln', tarockcup: 'schemeTarockcup', erotas: 'schemeErotas', baden: 'schemeBaden', wiki: 'schemeWiki' } as const;
const SCHEME_NAME = {
  hausregeln: 'schemeNameHausregeln', tarockcup: 'schemeNameTarockcup', erotas: 'schemeNameErotas', baden: 'schemeNameBaden', wiki: 'schemeNameWiki',
} as const;
const JUNGFRAU = { double: 'jungfrauDouble', payout: 'jungfrauPayout', payoutRoundUp: 'jungfrauPayoutRoundUp', payoutEach: 'jungfrauPayoutEach' } as const;
const TIES = { each: 'tiesEach', share: 'tiesShare' } as const;
const VORHAND_TIE = { joint: 'vorhandTieJoint', alone: 'vorhandTieAlone' } as const;

function Choice<V extends string>({ t, label, value, labels, onChange, preset }: {
  t: T;
  label: string;
  value: V;
  labels: Record<V, Parameters<T>[0]>;
  onChange: (v: V) => void;
  preset: string;
}) {
  return (
    <div className="mt-3">
      <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {(Object.keys(labels) as V[]).map((v) => (
          <option key={v} value={v}>
            {t(labels[v])}
          </option>
        ))}
      </SelectField>
      <PresetValue>{preset}</PresetValue>
    </div>
  );
}

export function TrischakenSection({ t, lang, form, set, setForm, textFor, errors }: SectionProps) {
  const base = PRESETS[form.preset].trischaken;
  const shown = (v: string) => presetValue(t, lang, form, v);
  const refine = { ...TAROCKCUP_TRISCHAKEN, ...base };
  const baseRenonce = base.renonce === 'asLoser' ? t('trischakenRenonceAsLoser') : `${t('trischakenRenonceEach')}: ${String(base.renonce.each)}`;
  return (
    <Section title={t('trischakenHeading')} errors={errors}>
      <Choice
        t={t}
        label={t('trischakenScheme')}
        value={form.trischakenScheme}
        labels={SCHEME_NAME}
        preset={`${t(SCHEME[form.trischakenScheme])}. ${shown(t(SCHEME_NAME[base.scheme]))}. ${t('schemeTariffHint')}`}
        onChange={(scheme) =>
          setForm((f): RuleSetForm => {
            // rules.md §7.1: changing to the tarockcup scheme starts its switches at the tarockcup preset's values.
            const start = scheme === base.scheme ? refine : TAROCKCUP_TRISCHAKEN;
            return scheme === 'tarockcup' && f.trischakenScheme !== 'tarockcup'
              ? { ...f, trischakenScheme: scheme, trischakenJungfrau: start.jungfrau, trischakenTies: start.ties, trischakenVorhandTie: start.vorhandTie }
              : { ...f, trischakenScheme: scheme };
          })
        }
      />
      {form.trischakenScheme === 'tarockcup' ? (
        <>
          <Choice t={t} label={t('trischakenJungfrau')} value={form.trischakenJungfrau} labels={JUNGFRAU}
            preset={`${t('jungfrauHint')} ${shown(t(JUNGFRAU[refine.jungfrau]))}`} onChange={(v) => set('trischakenJungfrau', v)} />
          <Choice t={t} label={t('trischakenTies')} value={form.trischakenTies} labels={TIES}
            preset={shown(t(TIES[refine.ties]))} onChange={(v) => set('trischakenTies', v)} />
          <Choice t={t} label={t('trischakenVorhandTie')} value={form.trischakenVorhandTie} labels={VORHAND_TIE}
            preset={shown(t(VORHAND_TIE[refine.vorhandTie]))} onChange={(v) => set('trischakenVorhandTie', v)} />
        </>
      ) : null}
      <div className="mt-3">
        <SelectField
          label={t('trischakenRenonce')}
          value={form.trischakenRenonce}
          onChange={(e) => {
            const v = e.target.value as RuleSetForm['trischakenRenonce'];
            setForm((f) => ({ ...f, trischakenRenonce: v, trischakenRenonceEach: f.trischakenRenonceEach || '3' }));
          }}
        >
          <option value="asLoser">{t('trischakenRenonceAsLoser')}</option>
          <option value="each">{t('trischakenRenonceEach')}</option>
        </SelectField>
        {form.trischakenRenonce === 'each' ? (
          <TextField
            className="mt-2 max-w-40"
            label={t('trischakenRenonceEachValue')}
            inputMode="decimal"
            value={form.trischakenRenonceEach}
            error={textFor('trischaken.renonce')}
            onChange={(e) => set('trischakenRenonceEach', e.target.value)}
          />
        ) : null}
        <PresetValue>{`${form.trischakenRenonce === 'asLoser' ? `${t('trischakenRenonceHint')} ` : ''}${shown(baseRenonce)}`}</PresetValue>
      </div>
    </Section>
  );
}

