/**
 * Create or edit a custom rule set: a preset plus changed tariffs, offered
 * games and Prämien, and switches. Every change is checked by the engine's
 * `resolveRules`; problems show where they are. Only what differs from the
 * preset is stored.
 */
import { useRef, useState } from 'react';
import { PRESET_IDS, resolveRules, type EngineError, type PresetId, type RuleOverrides } from '@/domain/index';
import { useLang, useT } from '@/i18n/i18n';
import { engineErrorText } from '@/i18n/engine-error-text';
import { storageErrorText } from '@/i18n/storage-error-text';
import { presetName } from '@/lib/tarock-names';
import { navigate, routePath } from '@/lib/router';
import { type StoredRuleSet, useRuleSet, deleteRuleSet, saveRuleSet } from '@/state/rule-sets';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FieldError, SelectField, TextField } from '@/components/ui/field';
import { showToast } from '@/components/ui/toast';
import { ruleSetsMessages } from './messages';
import { formFromPreset, formFromRules, formToOverrides, type RuleSetForm } from './rule-set-form';
import { RuleSections, useRuleFormCheck } from './rule-sections';

export function RuleSetEditorScreen({ ruleSetId }: { ruleSetId: string }) {
  const t = useT(ruleSetsMessages);
  const isNew = ruleSetId === 'new';
  const stored = useRuleSet(isNew ? '' : ruleSetId);

  if (isNew) return <RuleSetEditor key="new" initial={formFromPreset('hausregeln')} existing={null} />;
  if (stored === undefined || stored === null) {
    return (
      <Screen title={t('editTitle')} back={{ href: routePath({ name: 'rules' }), label: t('backToList') }}>
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


function RuleSetEditor({ initial, existing, dropped = [] }: { initial: RuleSetForm; existing: StoredRuleSet | null; dropped?: EngineError[] }) {
  const t = useT(ruleSetsMessages);
  const lang = useLang();
  const [form, setForm] = useState<RuleSetForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const check = useRuleFormCheck(form, submitted);
  const { formErrors, engineErrors, engineBySection } = check;

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
      showToast({ message: t('saveFailed', { message: storageErrorText(e, lang) }) });
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
      showToast({ message: t('saveFailed', { message: storageErrorText(e, lang) }) });
    }
  }

  const errorCount = formErrors.filter((e) => submitted || e.field !== 'name').length + engineErrors.length;

  return (
    <Screen
      title={existing ? t('editTitle') : t('newTitle')}
      back={{ href: routePath({ name: 'rules' }), label: t('backToList') }}
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
              <li key={`engine-${i}`}>{engineErrorText(e, lang)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {dropped.length > 0 ? (
        <div role="alert" className="mb-4 rounded-xl border border-yellow-400 bg-yellow-50 p-3 text-stone-900 dark:border-yellow-700 dark:bg-stone-800 dark:text-stone-100">
          <p className="font-semibold">{t('droppedSettings')}</p>
          <ul className="mt-1 list-disc pl-5">
            {dropped.map((e, i) => (
              <li key={i}>{`${e.field.replace(/^rules\.overrides\./, '')}: ${engineErrorText(e, lang)}`}</li>
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
          error={check.textFor('name')}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
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

      <RuleSections form={form} setForm={setForm} check={check} />

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
