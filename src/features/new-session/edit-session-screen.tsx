/**
 * Correcting a running evening: its players' names, who dealt first, its rules
 * (preset with optional rules, an own rule set), stake, name and date — with
 * the new-evening form's own fields. The change is one undoable change of the
 * evening; everything recomputes from it. When it would make recorded hands
 * invalid, the screen lists those hands with the reason and changes nothing.
 * The decisions are edit-session-form.ts's; this screen only shows them.
 */
import { Suspense, useId, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { EngineError, RulesSpec, Session } from '@/domain/index';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import type { SessionFields } from '@/domain/session-ops';
import { isolate } from '@/lib/bidi';
import { storageErrorText } from '@/i18n/storage-error-text';
import { presetName } from '@/lib/tarock-names';
import { engineErrorText } from '@/i18n/engine-error-text';
import { navigate, routePath } from '@/lib/router';
import { usePlayers, rememberPlayers } from '@/state/players';
import { useRuleSets, type StoredRuleSet } from '@/state/rule-sets';
import { useOpenSession } from '@/state/use-open-session';
import { useSessionStore } from '@/state/session-store';
import { Screen } from '@/components/ui/screen';
import { EveningGate } from '@/components/ui/evening-gate';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { newSessionMessages } from './messages';
import type { FormError, NewSessionDraft } from './new-session-form';
import { checkSessionChange, draftFromSession, groupByHand, rulesSpecOf, type BrokenHand, type DealerFix } from './edit-session-form';
import { ClosingSections } from './closing-sections';
import { ErrorSummary, errorText, Section, type UpdateDraft } from './form-parts';
import { PlayersFields } from './players-fields';
import { DealerFields } from './dealer-fields';
import { RulesFields } from './rules-fields';

/**
 * An editor of the evening's own rules (tariffs, games, Prämien, switches), handed in by the app:
 * it starts from `spec` and reports the edited rules, or null while they have a problem.
 */
export type RulesEditor = ComponentType<{ spec: RulesSpec; onChange: (spec: RulesSpec | null) => void }>;

export function EditSessionScreen({ sessionId, rulesEditor }: { sessionId: string; rulesEditor?: RulesEditor }) {
  const t = useT(newSessionMessages);
  const opened = useOpenSession(sessionId);
  const ruleSets = useRuleSets();
  const back = { href: routePath({ name: 'sheet', sessionId }), label: t('editBack') };
  return (
    <EveningGate opened={opened} title={t('editTitle')} back={back} waiting={ruleSets === undefined}>
      {(ready) => <EditSessionForm key={ready.stored.id} sessionId={sessionId} current={ready.stored.data} ruleSets={ruleSets ?? []} rulesEditor={rulesEditor} />}
    </EveningGate>
  );
}

interface Refusal {
  hands: BrokenHand[];
  general: EngineError[];
  /** A corrected first dealer that keeps every hand valid when the Vorhand games' declarers move along. */
  dealerFix?: DealerFix;
}

function EditSessionForm({ sessionId, current, ruleSets, rulesEditor: RulesEditorPart }: {
  sessionId: string;
  current: Session;
  ruleSets: StoredRuleSet[];
  rulesEditor?: RulesEditor;
}) {
  const t = useT(newSessionMessages);
  const lang = useLang();
  const players = usePlayers();
  const updateSession = useSessionStore((s) => s.updateSession);
  // The evening as the form was filled from it: only what the user changed against it is written.
  const [base, setBase] = useState<Session>(current);
  const [draft, setDraft] = useState<NewSessionDraft>(() => draftFromSession(current, ruleSets));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The evening's own rules, opened from the chosen ones; null while closed.
  const [editorStart, setEditorStart] = useState<RulesSpec | null>(null);
  const [rulesInvalid, setRulesInvalid] = useState(false);
  const nameRefs = useRef<(HTMLInputElement | null)[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const sheet = routePath({ name: 'sheet', sessionId });
  const hasHands = current.hands.length > 0;

  const errors = useMemo<FormError[]>(() => {
    if (!submitted) return [];
    const check = checkSessionChange(draft, base, ruleSets, current);
    return !check.ok && check.kind === 'form' ? check.errors : [];
  }, [submitted, draft, base, ruleSets, current]);

  const update: UpdateDraft = (change) => {
    setRefusal(null);
    setMessage(null);
    setDraft((d) => (typeof change === 'function' ? change(d) : { ...d, ...change }));
  };

  function fieldError(field: string): string | null {
    const e = errors.find((x) => x.field === field);
    return e ? errorText(t, lang, e) : null;
  }

  const initialRules = useMemo(() => draftFromSession(base, ruleSets).rules, [base, ruleSets]);
  const ownRules = draft.rules.kind === 'current' ? draft.rules : initialRules.kind === 'current' ? initialRules : null;
  const currentOption = ownRules
    ? {
        title: t('currentRules'),
        description: t('currentRulesHint', { preset: presetName(typeof ownRules.spec === 'string' ? ownRules.spec : ownRules.spec.preset, lang) }),
        choice: ownRules,
      }
    : null;

  /** Choosing other rules closes the editor of the evening's own. */
  const chooseRules: UpdateDraft = (change) => {
    setEditorStart(null);
    setRulesInvalid(false);
    update(change);
  };

  function toggleEditor() {
    if (editorStart !== null) {
      setEditorStart(null);
      setRulesInvalid(false);
      return;
    }
    const spec = rulesSpecOf(draft, ruleSets);
    if (spec !== null) setEditorStart(spec);
  }

  function editedRules(spec: RulesSpec | null) {
    setRulesInvalid(spec === null);
    if (spec !== null) update((d) => ({ ...d, rules: { kind: 'current', spec } }));
  }

  function focusSummary() {
    setTimeout(() => summaryRef.current?.focus(), 0);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setMessage(null);
    if (rulesInvalid) {
      setMessage(t('rulesInvalid'));
      focusSummary();
      return;
    }
    const check = checkSessionChange(draft, base, ruleSets, current);
    if (!check.ok) {
      if (check.kind === 'hands') setRefusal({ hands: check.hands, general: check.general, ...(check.dealerFix ? { dealerFix: check.dealerFix } : {}) });
      const firstName = check.kind === 'form' ? check.errors.find((x) => x.field.startsWith('name-')) : undefined;
      if (firstName) nameRefs.current[Number(firstName.field.slice(5))]?.focus();
      else focusSummary();
      return;
    }
    if (Object.keys(check.fields).length === 0) {
      showToast({ message: t('nothingChanged') });
      navigate({ name: 'sheet', sessionId }, { replace: true });
      return;
    }
    await commit(check.fields, check.seen);
  }

  /** Writes the change (with the hands a dealer correction moves along), then back to the sheet. */
  async function commit(fields: SessionFields, seen: SessionFields, hands?: DealerFix['hands']) {
    setSaving(true);
    try {
      const result = await updateSession(fields, seen, hands);
      if (result.ok) {
        if (fields.players) await rememberPlayers(fields.players);
        navigate({ name: 'sheet', sessionId }, { replace: true });
        return;
      }
      if (result.errors.some((x) => x.code === 'ERR_CHANGED_ELSEWHERE')) {
        // Another window changed the evening: show its new state instead of overwriting it.
        const latest = useSessionStore.getState().stored?.data ?? current;
        setBase(latest);
        setDraft(draftFromSession(latest, ruleSets));
        setSubmitted(false);
        setMessage(t('changedElsewhere'));
      } else {
        setRefusal(groupByHand(result.errors));
      }
      focusSummary();
    } catch (err) {
      setMessage(t('saveFailed', { message: storageErrorText(err, lang) }));
      focusSummary();
    } finally {
      setSaving(false);
    }
  }

  const names = draft.names.slice(0, draft.count).map((n) => n.trim());
  const formId = `${ids}-form`;
  const showSummary = (submitted && errors.length > 0) || refusal !== null || message !== null;

  return (
    <Screen
      title={t('editTitle')}
      back={{ href: sheet, label: t('editBack') }}
      focusTitle={false}
      footer={
        <Button type="submit" form={formId} variant="primary" size="lg" className="w-full" disabled={saving}>
          {saving ? t('editSaving') : t('editSave')}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        {showSummary ? (
          <ErrorSummary t={t} lang={lang} errors={errors} summaryRef={summaryRef}>
            {message !== null ? (
              <p>{message}</p>
            ) : refusal?.dealerFix ? (
              <DealerFixOffer
                fix={refusal.dealerFix}
                names={names}
                saving={saving}
                t={t}
                onApply={() => {
                  const fix = refusal.dealerFix!;
                  setRefusal(null);
                  void commit(fix.fields, fix.seen, fix.hands);
                }}
              />
            ) : refusal !== null ? (
              <>
                <p className="font-semibold">{t('brokenHands')}</p>
                <ul className="mt-1 list-disc pl-5" aria-label={t('brokenHands')}>
                  {refusal.hands.map((h) => (
                    <li key={h.index}>
                      {t('brokenHand', { n: h.index + 1, reason: h.errors.map((x) => engineErrorText(x, lang, names)).join(' ') })}
                    </li>
                  ))}
                  {refusal.general.map((x, i) => (
                    <li key={`general-${i}`}>{t('brokenGeneral', { reason: engineErrorText(x, lang, names) })}</li>
                  ))}
                </ul>
                <p className="mt-1 text-sm">{t('brokenHint')}</p>
              </>
            ) : undefined}
          </ErrorSummary>
        ) : null}

        <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{t('editIntro')}</p>

        <Section title={t('playersHeading')} id={`${ids}-players`}>
          <PlayersFields
            t={t}
            ids={ids}
            draft={draft}
            update={update}
            fieldError={fieldError}
            nameRefs={nameRefs}
            knownNames={(players ?? []).map((p) => p.name)}
            countLocked={hasHands ? t('countLocked') : null}
            reorder={!hasHands}
          >
            {hasHands ? <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('seatsFixedHint')}</p> : null}
          </PlayersFields>
        </Section>

        <Section title={t('dealerHeading')} id={`${ids}-dealer`}>
          <DealerFields t={t} ids={ids} draft={draft} update={update} hint={hasHands ? t('dealerEditHint') : undefined} />
        </Section>

        <Section title={t('rulesHeading')} id={`${ids}-rules`}>
          <RulesFields t={t} lang={lang} ids={ids} draft={draft} update={chooseRules} ruleSets={ruleSets} current={currentOption} error={fieldError('rules')} />
          {RulesEditorPart ? (
            <Button className="mt-3 w-full" aria-expanded={editorStart !== null} onClick={toggleEditor}>
              {t('editRules')}
            </Button>
          ) : null}
          {RulesEditorPart && editorStart !== null ? (
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              <RulesEditorPart spec={editorStart} onChange={editedRules} />
            </Suspense>
          ) : null}
        </Section>

        <ClosingSections t={t} lang={lang} ids={ids} draft={draft} update={update} fieldError={fieldError} />
      </form>
    </Screen>
  );
}

/** "Mit Geber Anna ist bei Spiel 1 Bernd Vorhand, nicht Clara": the offer to move the Vorhand games' declarers along. */
function DealerFixOffer({ fix, names, saving, t, onApply }: {
  fix: DealerFix;
  names: readonly string[];
  saving: boolean;
  t: Translate<(typeof newSessionMessages)['de']>;
  onApply: () => void;
}) {
  return (
    <>
      <p className="font-semibold">{t('dealerFixTitle')}</p>
      <ul className="mt-1 list-disc pl-5" aria-label={t('dealerFixTitle')}>
        {fix.moved.map((m) => (
          <li key={m.index}>{t('dealerFixMove', { n: m.index + 1, to: isolate(names[m.to] ?? ''), from: isolate(names[m.from] ?? '') })}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">{t('dealerFixHint')}</p>
      <Button variant="primary" className="mt-2" disabled={saving} onClick={onApply}>
        {t('dealerFixApply')}
      </Button>
    </>
  );
}
