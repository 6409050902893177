/**
 * Start an evening in under 30 seconds: names (with suggestions from earlier
 * evenings) in seating order, who deals first, the rules, the stake. Creating
 * it stores the session and the names, then opens the sheet. The form's parts
 * (players, dealer, rules, stake, name) are shared with the correction of a
 * running evening (edit-session-screen.tsx).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fromDecimal, isPresetId, OPTIONAL_RULES, resolveRules } from '@/domain/index';
import { pagatCanWinPot } from '@/domain/settlement/pagatkassa';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { formatPoints } from '@/lib/format';
import { eveningTitle } from '@/lib/evening-title';
import { navigate, routePath } from '@/lib/router';
import { usePlayers, rememberPlayers } from '@/state/players';
import { useRuleSets } from '@/state/rule-sets';
import { useSessions } from '@/state/sessions';
import { requestPersistenceOnce } from '@/state/storage';
import { createSessionWithCarry, useKassaCarry } from '@/state/kassa-carry';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { newSessionMessages } from './messages';
import { buildSession, defaultOptional, initialDraft, type FormError, type NewSessionDraft } from './new-session-form';
import { ClosingSections } from './closing-sections';
import { ErrorSummary, errorText, Section, type UpdateDraft } from './form-parts';
import { PlayersFields } from './players-fields';
import { DealerFields } from './dealer-fields';
import { RulesFields } from './rules-fields';

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
  const carrying = carryOffered !== null && takeCarry;
  // A carried pot is live: taking it over switches the Pagatkassa on when the chosen preset offers
  // it (the player may still switch it off, and is then told the pot could not be won).
  const offersKassa = draft.rules.kind === 'preset' && OPTIONAL_RULES[draft.rules.preset].pagatkassa !== undefined;
  const rulesKey = JSON.stringify(draft.rules);
  useEffect(() => {
    if (carrying && offersKassa) update((d) => (d.optional.pagatkassa ? d : { ...d, optional: { ...d.optional, pagatkassa: true } }));
    // Only when the pot is offered or the rules change, not when the player switches the rule off.
  }, [carrying, carryOffered?.fromSessionId, rulesKey, offersKassa]);
  /** Whether a Pagat can win the pot under the rules as chosen now (null: the rules are not complete yet). */
  const potWinnable = useMemo(() => {
    const built = buildSession(draft, ruleSets ?? []);
    if (!built.ok) return null;
    const rules = resolveRules(built.value.rules);
    return rules.ok ? pagatCanWinPot(rules.value) : null;
  }, [draft, ruleSets]);
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

  const update: UpdateDraft = (change) => {
    setDraft((d) => (typeof change === 'function' ? change(d) : { ...d, ...change }));
  };

  function fieldError(field: string): string | null {
    const e = errors.find((x) => x.field === field);
    return e ? errorText(t, lang, e) : null;
  }

  function addRecent(name: string) {
    const i = visibleNames.findIndex((n) => !n.trim());
    if (i < 0) return;
    update((d) => {
      const names = [...d.names];
      names[i] = name;
      return { ...d, names };
    });
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
      rules: isPresetId(preset) ? { kind: 'preset', preset } : d.rules,
      optional: isPresetId(preset) ? defaultOptional(preset) : d.optional,
    }));
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
    if (carrying && potWinnable === false) {
      setSaveError(t('takeKassaNoRule'));
      setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setSaving(true);
    try {
      const stored = await createSessionWithCarry(result.value, carryOffered && takeCarry ? carryOffered : null);
      await rememberPlayers(result.value.players);
      void requestPersistenceOnce();
      navigate({ name: 'sheet', sessionId: stored.id }, { replace: true });
    } catch (err) {
      setSaveError(t('saveFailed', { message: storageErrorText(err, lang) }));
      setSaving(false);
    }
  }

  const formId = `${ids}-form`;

  return (
    <Screen
      title={t('title')}
      back={{ href: routePath({ name: 'sessions' }), label: t('back') }}
      focusTitle={false}
      footer={
        <Button type="submit" form={formId} variant="primary" size="lg" className="w-full" disabled={saving}>
          {saving ? t('starting') : t('start')}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        {(submitted && errors.length > 0) || saveError ? (
          <ErrorSummary t={t} lang={lang} errors={errors} summaryRef={summaryRef}>
            {saveError ? <p>{saveError}</p> : undefined}
          </ErrorSummary>
        ) : null}

        <Section title={t('playersHeading')} id={`${ids}-players`}>
          <PlayersFields
            t={t}
            ids={ids}
            draft={draft}
            update={update}
            fieldError={fieldError}
            nameRefs={nameRefs}
            knownNames={(players ?? []).map((p) => p.name)}
            autoFocus
          >
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
                  hint={t('takeKassaHint', { from: eveningTitle({ name: carryOffered.fromName, date: carryOffered.fromDate }, lang) })}
                  checked={takeCarry}
                  onChange={setTakeCarry}
                />
                {takeCarry && potWinnable === true ? (
                  <p role="status" className="mt-2 text-sm text-stone-800 dark:text-stone-200">
                    {t('takeKassaRuleOn')}
                  </p>
                ) : null}
                {takeCarry && potWinnable === false ? (
                  <p role="alert" className="mt-2 text-sm font-semibold text-red-800 dark:text-red-300">
                    {t('takeKassaNoRule')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </PlayersFields>
        </Section>

        <Section title={t('dealerHeading')} id={`${ids}-dealer`}>
          <DealerFields t={t} ids={ids} draft={draft} update={update} />
        </Section>

        <Section title={t('rulesHeading')} id={`${ids}-rules`}>
          <RulesFields t={t} lang={lang} ids={ids} draft={draft} update={update} ruleSets={ruleSets ?? []} error={fieldError('rules')} />
        </Section>

        <ClosingSections t={t} lang={lang} ids={ids} draft={draft} update={update} fieldError={fieldError} />
      </form>
    </Screen>
  );
}
