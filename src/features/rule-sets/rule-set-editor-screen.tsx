/**
 * Create or edit a custom rule set: a preset plus changed tariffs, offered
 * games and Prämien, and switches. Every change is checked by the engine's
 * `resolveRules`; problems show where they are. Only what differs from the
 * preset is stored.
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  BIRD_IDS,
  GAME_IDS,
  PRAEMIE_IDS,
  PRESET_IDS,
  resolveRules,
  type EngineError,
  type GameId,
  type PresetId,
  type RuleOverrides,
} from '@/domain/index';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import type { Lang } from '@/state/settings-store';
import { doubleTriggerName, gameName, praemieName, presetName } from '@/lib/tarock-names';
import { navigate } from '@/lib/router';
import { type StoredRuleSet, useRuleSet, deleteRuleSet, saveRuleSet } from '@/state/rule-sets';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FieldError, SelectField, TextField, inputBaseClass } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { showToast } from '@/components/ui/toast';
import { ruleSetsMessages } from './messages';
import {
  automaticLoss,
  DOUBLE_TRIGGERS,
  formFromPreset,
  formFromRules,
  formToOverrides,
  MAX_KONTRA,
  NEGATIVE_GAMES,
  type FormFieldError,
  type RuleSetForm,
} from './rule-set-form';

type T = Translate<typeof ruleSetsMessages.de>;

/** Which section shows an engine error about `rules.overrides.<key>`. */
const SECTION_OF: Record<string, string> = {
  tariffs: 'games', lossTariffs: 'games', games: 'games', lossFactor: 'games',
  praemien: 'praemien', farbenPraemien: 'praemien', soloDoublesPraemien: 'praemien',
  maxKontra: 'kontra', kontraOnSheet: 'kontra', lastKontraShift: 'kontra', vorfleck: 'kontra',
  threshold: 'result', silentLostCounts: 'result',
  valat: 'valat', valatPraemien: 'valat',
  renonce: 'renonce',
  piccoloLostDouble: 'negative', bei: 'negative',
  pagatkassa: 'kassa',
  doubleRounds: 'double',
};

function sectionOf(error: EngineError): string {
  const m = /^rules\.overrides\.(\w+)/.exec(error.field);
  return (m && SECTION_OF[m[1]!]) || 'general';
}

function engineText(t: T, lang: Lang, error: EngineError): string {
  switch (error.code) {
    case 'ERR_TARIFF_MISSING': {
      const games = String(error.params?.games ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .map((g) => ((GAME_IDS as readonly string[]).includes(g) ? gameName(g as GameId, lang) : g));
      return t('ERR_TARIFF_MISSING', { games: games.join(', ') });
    }
    case 'ERR_OVERRIDE_DUPLICATE':
      return t('ERR_OVERRIDE_DUPLICATE');
    default:
      // No German text for this code: the engine's English message is still precise.
      return t('engineFallback', { message: error.message });
  }
}

export function RuleSetEditorScreen({ ruleSetId }: { ruleSetId: string }) {
  const t = useT(ruleSetsMessages);
  const isNew = ruleSetId === 'new';
  const stored = useRuleSet(isNew ? '' : ruleSetId);

  if (isNew) return <RuleSetEditor key="new" initial={formFromPreset('hausregeln')} existing={null} />;
  if (stored === undefined || stored === null) {
    return (
      <Screen title={t('editTitle')} back={{ href: '#/rules', label: t('backToList') }}>
        <p role={stored === null ? 'alert' : 'status'} className="text-base">
          {stored === null ? t('notFound') : t('loading')}
        </p>
      </Screen>
    );
  }
  const { initial, dropped } = initialFormOf(stored);
  return <RuleSetEditor key={stored.id} initial={initial} existing={stored} dropped={dropped} />;
}

/**
 * The form for a stored rule set. Settings the engine rejects (an imported set
 * from a newer app, say) cannot be shown in the form: they are left out and
 * reported, and saving removes them.
 */
function initialFormOf(stored: StoredRuleSet): { initial: RuleSetForm; dropped: EngineError[] } {
  const { preset } = stored.spec;
  const overrides = stored.spec.overrides ?? {};
  const full = resolveRules({ preset, overrides });
  if (full.ok) return { initial: formFromRules(stored.name, preset, full.value, overrides), dropped: [] };
  const kept: RuleOverrides = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (resolveRules({ preset, overrides: { [key]: value } }).ok) kept[key] = value;
  }
  const resolved = resolveRules({ preset, overrides: kept });
  const initial = resolved.ok ? formFromRules(stored.name, preset, resolved.value, kept) : formFromPreset(preset, stored.name);
  return { initial, dropped: full.error };
}

function Section({ title, children, errors }: { title: string; children: ReactNode; errors?: string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
      {errors && errors.length > 0 ? (
        <div role="alert">
          {errors.map((e, i) => (
            <FieldError key={i}>{e}</FieldError>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function SmallNumber(props: { label: string; value: string; error?: boolean; onChange: (v: string) => void; placeholder?: string; describedBy?: string }) {
  return (
    <input
      aria-label={props.label}
      inputMode="numeric"
      pattern="[0-9]*"
      value={props.value}
      placeholder={props.placeholder}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => props.onChange(e.target.value)}
      className={`${inputBaseClass} w-16 shrink-0 px-2 text-right tabular-nums`}
    />
  );
}

function Check(props: { label: string; checked: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 text-base">
      <input
        type="checkbox"
        aria-label={props.label}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-5 shrink-0 accent-green-800"
      />
      <span className="truncate">{props.children}</span>
    </label>
  );
}

function RuleSetEditor({ initial, existing, dropped = [] }: { initial: RuleSetForm; existing: StoredRuleSet | null; dropped?: EngineError[] }) {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const [form, setForm] = useState<RuleSetForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const { overrides, errors: formErrors } = useMemo(() => formToOverrides(form), [form]);
  const engineErrors = useMemo<EngineError[]>(() => {
    if (formErrors.length > 0) return [];
    const r = resolveRules({ preset: form.preset, overrides });
    return r.ok ? [] : r.error;
  }, [form.preset, overrides, formErrors.length]);

  // The name error waits for the first save attempt; number errors show while typing.
  const visibleFormErrors = formErrors.filter((e) => submitted || e.field !== 'name');
  const errorFor = (field: string): FormFieldError | undefined => visibleFormErrors.find((e) => e.field === field);
  const textFor = (field: string): string | null => {
    const e = errorFor(field);
    return e ? t(e.code) : null;
  };
  const engineBySection = (section: string) => engineErrors.filter((e) => sectionOf(e) === section).map((e) => engineText(t, lang, e));
  const sectionErrors = (section: string, fields: string[]) => [
    ...visibleFormErrors.filter((e) => fields.includes(e.field)).map((e) => t(e.code)),
    ...engineBySection(section),
  ];

  function set<K extends keyof RuleSetForm>(key: K, value: RuleSetForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  function setGame(g: GameId, change: Partial<RuleSetForm['games'][GameId]>) {
    setForm((f) => ({ ...f, games: { ...f.games, [g]: { ...f.games[g], ...change } } }));
  }

  function toggleIn<V>(list: V[], value: V, on: boolean): V[] {
    return on ? (list.includes(value) ? list : [...list, value]) : list.filter((x) => x !== value);
  }

  async function save() {
    setSubmitted(true);
    const all = formToOverrides(form);
    if (all.errors.length > 0 || engineErrors.length > 0) {
      setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRuleSet({
        id: existing?.id,
        name: form.name,
        spec: { preset: form.preset, overrides: all.overrides },
      });
      showToast({ message: t('saved', { name: saved.name }) });
      navigate({ name: 'rules' }, { replace: true });
    } catch (e) {
      setSaving(false);
      showToast({ message: t('saveFailed', { message: e instanceof Error ? e.message : String(e) }) });
    }
  }

  async function remove() {
    if (!existing) return;
    setConfirmDelete(false);
    try {
      await deleteRuleSet(existing.id);
      showToast({ message: t('deleted', { name: existing.name }) });
      navigate({ name: 'rules' }, { replace: true });
    } catch (e) {
      showToast({ message: t('saveFailed', { message: e instanceof Error ? e.message : String(e) }) });
    }
  }

  const errorCount = (submitted ? formErrors.length : visibleFormErrors.length) + engineErrors.length;
  const example = `${gameName('sechserdreier', lang)} ${form.games.sechserdreier.tariff || '?'} → ${
    /^\d+$/.test(form.games.sechserdreier.tariff) ? automaticLoss(form.preset, 'sechserdreier', Number(form.games.sechserdreier.tariff)) : '?'
  }`;
  const hintId = `${ids}-loss-hint`;

  return (
    <Screen
      title={existing ? t('editTitle') : t('newTitle')}
      back={{ href: '#/rules', label: t('backToList') }}
      footer={
        <div className="flex gap-2">
          {existing ? (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('delete')}
            </Button>
          ) : null}
          <Button variant="primary" size="lg" className="flex-1" disabled={saving} onClick={() => void save()}>
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      }
    >
      {submitted && errorCount > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{t('fixErrors', { n: errorCount })}</p>
          <ul className="mt-1 list-disc pl-5">
            {formErrors.map((e) => (
              <li key={e.field}>{t(e.code)}</li>
            ))}
            {engineErrors.map((e, i) => (
              <li key={`engine-${i}`}>{engineText(t, lang, e)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {dropped.length > 0 ? (
        <div role="alert" className="mb-4 rounded-xl border border-yellow-400 bg-yellow-50 p-3 text-stone-900 dark:border-yellow-700 dark:bg-stone-800 dark:text-stone-100">
          <p className="font-semibold">{t('droppedSettings')}</p>
          <ul className="mt-1 list-disc pl-5">
            {dropped.map((e, i) => (
              <li key={i}>{`${e.field.replace(/^rules\.overrides\./, '')}: ${engineText(t, lang, e)}`}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        <TextField
          label={t('name')}
          placeholder={t('namePlaceholder')}
          value={form.name}
          maxLength={60}
          error={textFor('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        {existing ? (
          <p className="text-base">
            {t('basePreset')}: <strong>{presetName(form.preset, lang)}</strong>
          </p>
        ) : (
          <SelectField
            label={t('basePreset')}
            value={form.preset}
            onChange={(e) => setForm((f) => formFromPreset(e.target.value as PresetId, f.name))}
          >
            {PRESET_IDS.map((p) => (
              <option key={p} value={p}>
                {presetName(p, lang)}
              </option>
            ))}
          </SelectField>
        )}
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('basePresetHint')}</p>
      </div>

      <Section title={t('gamesHeading')} errors={[...sectionErrors('games', ['games'])]}>
        <p id={hintId} className="mb-2 text-sm text-stone-600 dark:text-stone-400">
          {t('gamesHint', { example })}
        </p>
        <div aria-hidden="true" className="flex justify-end gap-2 pr-0.5 text-xs font-semibold uppercase text-stone-600 dark:text-stone-400">
          <span className="w-16 text-center">{t('tariff')}</span>
          <span className="w-16 text-center">{t('loss')}</span>
        </div>
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">
          {GAME_IDS.map((g) => {
            const row = form.games[g];
            const name = gameName(g, lang);
            const tariffNumber = /^\d+$/.test(row.tariff.trim()) ? Number(row.tariff.trim()) : null;
            const tariffError = textFor(`tariffs.${g}`);
            const lossError = textFor(`lossTariffs.${g}`);
            return (
              <li key={g} className="py-1">
                <div className="flex items-center gap-2">
                  <Check label={t('offerGame', { game: name })} checked={row.offered} onChange={(v) => setGame(g, { offered: v })}>
                    {name}
                  </Check>
                  {row.offered ? (
                    <>
                      <SmallNumber label={t('tariffFor', { game: name })} value={row.tariff} error={!!tariffError} onChange={(v) => setGame(g, { tariff: v })} />
                      <SmallNumber
                        label={t('lossFor', { game: name })}
                        value={row.loss}
                        placeholder={tariffNumber === null ? '' : String(automaticLoss(form.preset, g, tariffNumber))}
                        describedBy={hintId}
                        error={!!lossError}
                        onChange={(v) => setGame(g, { loss: v })}
                      />
                    </>
                  ) : null}
                </div>
                {tariffError || lossError ? <FieldError>{`${name}: ${tariffError ?? lossError}`}</FieldError> : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('praemienHeading')} errors={engineBySection('praemien')}>
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

      <Section title={t('kontraHeading')} errors={engineBySection('kontra')}>
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
        </div>
      </Section>

      <Section title={t('resultHeading')} errors={engineBySection('result')}>
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

      <Section title={t('valatHeading')} errors={engineBySection('valat')}>
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
      </Section>

      <Section title={t('renonceHeading')} errors={engineBySection('renonce')}>
        <SelectField label={t('renonce')} value={form.renonce} onChange={(e) => set('renonce', e.target.value as RuleSetForm['renonce'])}>
          <option value="asIfWon">{t('renonceAsIfWon')}</option>
          <option value="flat">{t('renonceFlat')}</option>
        </SelectField>
      </Section>

      <Section title={t('negativeHeading')} errors={engineBySection('negative')}>
        <Switch label={t('piccoloLostDouble')} checked={form.piccoloLostDouble} onChange={(v) => set('piccoloLostDouble', v)} />
        <fieldset className="mt-2">
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

      <Section title={t('kassaHeading')} errors={sectionErrors('kassa', ['pagatkassa.birds'])}>
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

      <Section title={t('doubleHeading')} errors={engineBySection('double')}>
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

      {engineBySection('general').length > 0 ? (
        <div role="alert" className="mt-4">
          {engineBySection('general').map((e, i) => (
            <FieldError key={i}>{e}</FieldError>
          ))}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteTitle')}
        message={t('deleteBody', { name: existing?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Screen>
  );
}
