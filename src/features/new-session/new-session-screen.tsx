/**
 * Start an evening in under 30 seconds: names (with suggestions from earlier
 * evenings) in seating order, who deals first, the rules, the stake. Creating
 * it stores the session and the names, then opens the sheet.
 */
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fromDecimal, OPTIONAL_RULES, PRESET_IDS, type DoubleTrigger, type PresetId } from '@/domain/index';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { formatCents, formatPoints } from '@/lib/format';
import { doubleTriggerName, praemieName, presetDescription, presetName } from '@/lib/tarock-names';
import { navigate } from '@/lib/router';
import { usePlayers, rememberPlayers } from '@/state/players';
import { useRuleSets } from '@/state/rule-sets';
import { useSessions } from '@/state/sessions';
import { requestPersistenceOnce } from '@/state/storage';
import { createSessionWithCarry, useKassaCarry } from '@/state/kassa-carry';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { FieldError, TextField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { DownIcon, UpIcon } from '@/components/ui/icons';
import { newSessionMessages } from './messages';
import {
  buildSession,
  defaultOptional,
  initialDraft,
  MAX_NAME_LENGTH,
  movePlayer,
  type FormError,
  type NewSessionDraft,
} from './new-session-form';

type T = Translate<typeof newSessionMessages.de>;

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function errorText(t: T, error: FormError): string {
  if (error.code === 'ERR_RULES') {
    return t('ERR_RULES', { detail: (error.engine ?? []).map((e) => `${e.field}: ${e.message}`).join('; ') });
  }
  return t(error.code);
}

export function NewSessionScreen() {
  const t = useT(newSessionMessages);
  const lang = useLang();
  const players = usePlayers();
  const ruleSets = useRuleSets();
  const sessions = useSessions();
  const [draft, setDraft] = useState<NewSessionDraft>(() => initialDraft());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const nameRefs = useRef<(HTMLInputElement | null)[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const visibleNames = draft.names.slice(0, draft.count);
  // rules.md §6: a pot carried over by the same players is offered for this evening.
  const allNamed = visibleNames.every((n) => n.trim() !== '');
  const carry = useKassaCarry(allNamed ? visibleNames : []);
  const carryOffered = allNamed && carry ? carry : null;
  const [takeCarry, setTakeCarry] = useState(true);
  const entered = new Set(visibleNames.map((n) => n.trim().toLocaleLowerCase('de')).filter(Boolean));
  const recent = (players ?? []).filter((p) => !entered.has(p.name.toLocaleLowerCase('de'))).slice(0, 8);
  const lastSession = useMemo(
    () => [...(sessions ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0],
    [sessions],
  );

  // Errors show once the user tried to start, and then follow every change.
  const errors = useMemo<FormError[]>(() => {
    if (!submitted) return [];
    const result = buildSession(draft, ruleSets ?? []);
    return result.ok ? [] : result.error;
  }, [submitted, draft, ruleSets]);

  function update(change: Partial<NewSessionDraft> | ((d: NewSessionDraft) => NewSessionDraft)) {
    setDraft((d) => (typeof change === 'function' ? change(d) : { ...d, ...change }));
  }

  function fieldError(field: string): string | null {
    const e = errors.find((x) => x.field === field);
    return e ? errorText(t, e) : null;
  }

  function setName(i: number, value: string) {
    update((d) => {
      const names = [...d.names];
      names[i] = value;
      return { ...d, names };
    });
  }

  function addRecent(name: string) {
    const i = visibleNames.findIndex((n) => !n.trim());
    if (i < 0) return;
    setName(i, name);
    const nextEmpty = visibleNames.findIndex((n, j) => j > i && !n.trim());
    nameRefs.current[nextEmpty >= 0 ? nextEmpty : i]?.focus();
  }

  function fillFromLast() {
    if (!lastSession) return;
    const last = lastSession.data;
    const count = last.players.length === 5 ? 5 : 4;
    const names = [...last.players.slice(0, count), '', '', '', '', ''].slice(0, 5);
    const preset = typeof last.rules === 'string' ? last.rules : last.rules.preset;
    update((d) => ({
      ...d,
      count,
      names,
      firstDealer: 0,
      stake: String(last.stakeCents ?? d.stake),
      rules: (PRESET_IDS as readonly string[]).includes(preset) ? { kind: 'preset', preset } : d.rules,
      optional: (PRESET_IDS as readonly string[]).includes(preset) ? defaultOptional(preset) : d.optional,
    }));
  }

  function choosePreset(preset: PresetId) {
    update((d) => ({ ...d, rules: { kind: 'preset', preset }, optional: defaultOptional(preset) }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setSaveError(null);
    const result = buildSession(draft, ruleSets ?? []);
    if (!result.ok) {
      const firstName = result.error.find((x) => x.field.startsWith('name-'));
      if (firstName) nameRefs.current[Number(firstName.field.slice(5))]?.focus();
      else setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setSaving(true);
    try {
      const stored = await createSessionWithCarry(result.value, carryOffered && takeCarry ? carryOffered : null);
      await rememberPlayers(result.value.players);
      void requestPersistenceOnce();
      navigate({ name: 'sheet', sessionId: stored.id }, { replace: true });
    } catch (err) {
      setSaveError(t('saveFailed', { message: err instanceof Error ? err.message : String(err) }));
      setSaving(false);
    }
  }

  const preset = draft.rules.kind === 'preset' ? draft.rules.preset : null;
  const offered = preset ? OPTIONAL_RULES[preset] : null;
  const formId = `${ids}-form`;
  const summaryErrors = errors.filter((e) => !e.field.startsWith('name-'));

  return (
    <Screen
      title={t('title')}
      back={{ href: '#/', label: t('back') }}
      focusTitle={false}
      footer={
        <Button type="submit" form={formId} variant="primary" size="lg" className="w-full" disabled={saving}>
          {saving ? t('starting') : t('start')}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        {(submitted && errors.length > 0) || saveError ? (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {saveError ? (
              <p>{saveError}</p>
            ) : (
              <>
                <p className="font-semibold">{t('fixErrors')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {errors.some((x) => x.field.startsWith('name-')) ? (
                    <li>{errorText(t, errors.find((x) => x.field.startsWith('name-'))!)}</li>
                  ) : null}
                  {summaryErrors.map((x) => (
                    <li key={x.field + x.code}>{errorText(t, x)}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}

        <Section title={t('playersHeading')} id={`${ids}-players`}>
          <Segmented
            label={t('playerCount')}
            hideLabel
            value={draft.count}
            options={[
              { value: 4, label: t('four') },
              { value: 5, label: t('five') },
            ]}
            onChange={(count) => update((d) => ({ ...d, count, firstDealer: Math.min(d.firstDealer, count - 1) }))}
          />
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('seatingHint')}</p>
          <ol className="mt-3 flex flex-col gap-2">
            {visibleNames.map((name, i) => {
              const label = t('playerLabel', { n: i + 1 });
              const display = name.trim() || label;
              return (
                <li key={i} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-center font-bold text-stone-600 dark:text-stone-400">
                    {i + 1}
                  </span>
                  <TextField
                    ref={(el) => {
                      nameRefs.current[i] = el;
                    }}
                    className="min-w-0 flex-1"
                    label={label}
                    hideLabel
                    placeholder={label}
                    value={name}
                    maxLength={MAX_NAME_LENGTH}
                    autoComplete="off"
                    autoCapitalize="words"
                    enterKeyHint={i < draft.count - 1 ? 'next' : 'done'}
                    list={`${ids}-known`}
                    autoFocus={i === 0}
                    error={fieldError(`name-${i}`)}
                    onChange={(e) => setName(i, e.target.value)}
                  />
                  <button
                    type="button"
                    aria-label={t('moveUp', { name: display })}
                    disabled={i === 0}
                    onClick={() => update((d) => movePlayer(d, i, -1))}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white disabled:opacity-30 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-600 dark:bg-stone-800"
                  >
                    <UpIcon />
                  </button>
                  <button
                    type="button"
                    aria-label={t('moveDown', { name: display })}
                    disabled={i === draft.count - 1}
                    onClick={() => update((d) => movePlayer(d, i, 1))}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white disabled:opacity-30 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-600 dark:bg-stone-800"
                  >
                    <DownIcon />
                  </button>
                </li>
              );
            })}
          </ol>
          <datalist id={`${ids}-known`}>
            {(players ?? []).slice(0, 40).map((p) => (
              <option key={p.name} value={p.name} />
            ))}
          </datalist>
          {recent.length > 0 ? (
            <div className="mt-3">
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('recentPlayers')}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                {recent.map((p) => (
                  <button
                    key={p.name}
                    type="button"
                    aria-label={t('addRecent', { name: p.name })}
                    disabled={visibleNames.every((n) => n.trim())}
                    onClick={() => addRecent(p.name)}
                    className="min-h-11 rounded-full border border-green-800/40 bg-green-50 px-4 text-base font-medium text-green-900 disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-green-300/40 dark:bg-green-950 dark:text-green-100"
                  >
                    {p.name}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {lastSession ? (
            <Button variant="ghost" className="mt-2 -ml-2" onClick={fillFromLast}>
              {t('sameAsLast')}
            </Button>
          ) : null}
          {carryOffered ? (
            <div className="mt-3 rounded-xl border border-yellow-500/60 bg-yellow-50 p-3 dark:border-yellow-400/40 dark:bg-yellow-950/40">
              <Switch
                label={t('takeKassa', { points: formatPoints(fromDecimal(carryOffered.balance), lang) })}
                hint={t('takeKassaHint', { from: carryOffered.fromName ?? carryOffered.fromDate ?? t('lastEvening') })}
                checked={takeCarry}
                onChange={setTakeCarry}
              />
            </div>
          ) : null}
        </Section>

        <Section title={t('dealerHeading')} id={`${ids}-dealer`}>
          <fieldset>
            <legend className="sr-only">{t('dealerHeading')}</legend>
            <div className="flex flex-wrap gap-2">
              {visibleNames.map((name, i) => (
                <label
                  key={i}
                  className={
                    'flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-base font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 ' +
                    (draft.firstDealer === i
                      ? 'border-green-800 bg-green-800 text-white dark:border-green-600 dark:bg-green-700'
                      : 'border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-800')
                  }
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${ids}-dealer`}
                    checked={draft.firstDealer === i}
                    onChange={() => update({ firstDealer: i })}
                  />
                  {name.trim() || t('playerLabel', { n: i + 1 })}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('dealerHint')}</p>
        </Section>

        <Section title={t('rulesHeading')} id={`${ids}-rules`}>
          <fieldset>
            <legend className="sr-only">{t('rulesHeading')}</legend>
            <div className="flex flex-col gap-2">
              {(ruleSets ?? []).length > 0 ? (
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
              {(ruleSets ?? []).length > 0 ? (
                <p className="mt-2 text-sm font-semibold text-stone-600 dark:text-stone-400">{t('customGroup')}</p>
              ) : null}
              {(ruleSets ?? []).map((rs) => (
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
          {fieldError('rules') ? <FieldError>{fieldError('rules')}</FieldError> : null}
        </Section>

        <Section title={t('optionalHeading')} id={`${ids}-optional`}>
          {!offered ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('optionalCustom')}</p>
          ) : Object.keys(offered).length === 0 ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('optionalNone')}</p>
          ) : (
            <div className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
              {offered.doubleRounds ? (
                <div className="py-1">
                  <Switch
                    label={t('doubleRounds')}
                    hint={t('doubleRoundsHint')}
                    checked={draft.optional.doubleRounds}
                    onChange={(v) => update((d) => ({ ...d, optional: { ...d.optional, doubleRounds: v } }))}
                  />
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
                    onChange={(v) => update((d) => ({ ...d, optional: { ...d.optional, pagatkassa: v } }))}
                  />
                  {draft.optional.pagatkassa ? (
                    <TextField
                      className="mb-2 max-w-48"
                      label={t('contribution')}
                      inputMode="decimal"
                      value={draft.optional.contribution}
                      error={fieldError('contribution')}
                      onChange={(e) => update((d) => ({ ...d, optional: { ...d.optional, contribution: e.target.value } }))}
                    />
                  ) : null}
                </div>
              ) : null}
              {offered.vorfleck ? (
                <Switch
                  label={t('vorfleck')}
                  hint={t('vorfleckHint')}
                  checked={draft.optional.vorfleck}
                  onChange={(v) => update((d) => ({ ...d, optional: { ...d.optional, vorfleck: v } }))}
                />
              ) : null}
              {offered.piccoloLostDouble ? (
                <Switch
                  label={t('piccoloLostDouble')}
                  checked={draft.optional.piccoloLostDouble}
                  onChange={(v) => update((d) => ({ ...d, optional: { ...d.optional, piccoloLostDouble: v } }))}
                />
              ) : null}
            </div>
          )}
        </Section>

        <Section title={t('stakeHeading')} id={`${ids}-stake`}>
          <TextField
            className="max-w-48"
            label={t('stake')}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.stake}
            error={fieldError('stake')}
            hint={/^\d+$/.test(draft.stake.trim()) ? t('stakeHint', { cents: formatCents(Number(draft.stake), lang) }) : undefined}
            onChange={(e) => update({ stake: e.target.value })}
          />
        </Section>

        <Section title={t('nameDateHeading')} id={`${ids}-name`}>
          <div className="flex flex-col gap-3">
            <TextField
              label={t('name')}
              placeholder={t('namePlaceholder')}
              value={draft.name}
              maxLength={60}
              onChange={(e) => update({ name: e.target.value })}
            />
            <TextField
              className="max-w-56"
              type="date"
              label={t('date')}
              value={draft.date}
              error={fieldError('date')}
              onChange={(e) => update({ date: e.target.value })}
            />
          </div>
        </Section>
      </form>
    </Screen>
  );
}

function RuleOption(props: { name: string; checked: boolean; title: string; description: string; onSelect: () => void }) {
  return (
    <label
      className={
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 ' +
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
