/**
 * The rule set's switches, section by section: Kontra (rules.md §2.1, §3.1), the
 * result threshold and silent Prämien (§3.1, §4), Valat, Renonce (§5), negative
 * games and Bei (§3.2).
 */
import { PRESETS } from '@/domain/index';
import { gameName } from '@/lib/tarock-names';
import { SelectField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { MAX_KONTRA, NEGATIVE_GAMES, type RuleSetForm } from './rule-set-form';
import { Check, PresetValue, presetValue, Section, toggleIn, type SectionProps } from './editor-parts';

const VALAT_PRAEMIEN_LABEL = { announced: 'valatPraemienAnnounced', none: 'valatPraemienNone', game: 'valatPraemienGame' } as const;

export function KontraSection({ t, lang, form, set, errors }: SectionProps) {
  return (
    <Section title={t('kontraHeading')} errors={errors}>
      <SelectField label={t('maxKontra')} value={String(form.maxKontra)} onChange={(e) => set('maxKontra', Number(e.target.value))}>
        {Array.from({ length: MAX_KONTRA + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n === 0 ? t('kontra0') : n === 1 ? t('kontra1') : n === 2 ? t('kontra2') : n === 3 ? t('kontra3') : t('kontraN', { n, factor: 2 ** n })}
          </option>
        ))}
      </SelectField>
      <div className="mt-2 divide-y divide-stone-100 dark:divide-stone-800">
        <Switch label={t('kontraOnSheet')} hint={t('kontraOnSheetHint')} checked={form.kontraOnSheet} onChange={(v) => set('kontraOnSheet', v)} />
        <Switch label={t('lastKontraShift')} hint={t('lastKontraShiftHint')} checked={form.lastKontraShift} onChange={(v) => set('lastKontraShift', v)} />
        <Switch label={t('vorfleck')} hint={t('vorfleckHint')} checked={form.vorfleck} onChange={(v) => set('vorfleck', v)} />
        <Switch
          label={t('soloruferTalonNoKontra')}
          hint={`${t('soloruferTalonNoKontraHint')} ${presetValue(t, lang, form, PRESETS[form.preset].soloruferTalonNoKontra ? t('on') : t('off'))}`}
          checked={form.soloruferTalonNoKontra}
          onChange={(v) => set('soloruferTalonNoKontra', v)}
        />
      </div>
    </Section>
  );
}

export function ResultSection({ t, form, set, textFor, errors }: SectionProps) {
  return (
    <Section title={t('resultHeading')} errors={errors}>
      <TextField
        className="max-w-56"
        label={t('threshold')}
        hint={t('thresholdHint')}
        value={form.threshold}
        error={textFor('threshold')}
        onChange={(e) => set('threshold', e.target.value)}
      />
      <div className="mt-2">
        <Switch label={t('silentLostCounts')} hint={t('silentLostCountsHint')} checked={form.silentLostCounts} onChange={(v) => set('silentLostCounts', v)} />
      </div>
    </Section>
  );
}

export function ValatSection({ t, lang, form, set, textFor, errors }: SectionProps) {
  const preset = PRESETS[form.preset];
  const onOff = (v: boolean) => (v ? t('on') : t('off'));
  return (
    <Section title={t('valatHeading')} errors={errors}>
      <SelectField label={t('valatMode')} value={form.valatMode} onChange={(e) => set('valatMode', e.target.value as RuleSetForm['valatMode'])}>
        <option value="multiply">{t('valatMultiply')}</option>
        <option value="fixed">{t('valatFixed')}</option>
      </SelectField>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <TextField
          label={form.valatMode === 'multiply' ? t('valatSilentFactor') : t('valatSilentValue')}
          inputMode="numeric"
          pattern="[0-9]*"
          value={form.valatSilent}
          error={textFor('valat.silent')}
          onChange={(e) => set('valatSilent', e.target.value)}
        />
        <TextField
          label={form.valatMode === 'multiply' ? t('valatAnnouncedFactor') : t('valatAnnouncedValue')}
          inputMode="numeric"
          pattern="[0-9]*"
          value={form.valatAnnounced}
          error={textFor('valat.announced')}
          onChange={(e) => set('valatAnnounced', e.target.value)}
        />
      </div>
      {form.valatMode === 'fixed' ? <PresetValue>{t('valatOwnKontraHint')}</PresetValue> : null}
      <SelectField
        className="mt-3"
        label={t('valatPraemien')}
        value={form.valatPraemien}
        onChange={(e) => set('valatPraemien', e.target.value as RuleSetForm['valatPraemien'])}
      >
        {(['announced', 'none', 'game'] as const).map((v) => (
          <option key={v} value={v}>
            {t(VALAT_PRAEMIEN_LABEL[v])}
          </option>
        ))}
      </SelectField>
      <PresetValue>
        {`${form.valatPraemien === 'game' ? `${t('valatPraemienGameHint')} ` : ''}${presetValue(t, lang, form, t(VALAT_PRAEMIEN_LABEL[preset.valatPraemien]))}`}
      </PresetValue>
      <div className="mt-2 divide-y divide-stone-100 dark:divide-stone-800">
        <Switch
          label={t('valatPraemienWhenFailed')}
          hint={`${t('valatPraemienWhenFailedHint')} ${presetValue(t, lang, form, onOff(preset.valatPraemienWhenFailed))}`}
          checked={form.valatPraemienWhenFailed}
          onChange={(v) => set('valatPraemienWhenFailed', v)}
        />
        <Switch
          label={t('silentValatVoidsKontra')}
          hint={`${t('silentValatVoidsKontraHint')} ${presetValue(t, lang, form, onOff(preset.silentValatVoidsKontra))}`}
          checked={form.silentValatVoidsKontra}
          onChange={(v) => set('silentValatVoidsKontra', v)}
        />
      </div>
    </Section>
  );
}

export function RenonceSection({ t, form, set, errors }: SectionProps) {
  return (
    <Section title={t('renonceHeading')} errors={errors}>
      <SelectField label={t('renonce')} value={form.renonce} onChange={(e) => set('renonce', e.target.value as RuleSetForm['renonce'])}>
        <option value="asIfWon">{t('renonceAsIfWon')}</option>
        <option value="flat">{t('renonceFlat')}</option>
      </SelectField>
    </Section>
  );
}

export function NegativeSection({ t, lang, form, set, errors }: SectionProps) {
  return (
    <Section title={t('negativeHeading')} errors={errors}>
      <Switch label={t('piccoloLostDouble')} checked={form.piccoloLostDouble} onChange={(v) => set('piccoloLostDouble', v)} />
      <fieldset className="mt-2 min-w-0">
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{t('beiLegend')}</legend>
        <div className="grid grid-cols-2 gap-x-3">
          {NEGATIVE_GAMES.map((g) => (
            <Check key={g} label={gameName(g, lang)} checked={form.bei.includes(g)} onChange={(v) => set('bei', toggleIn(form.bei, g, v))}>
              {gameName(g, lang)}
            </Check>
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
