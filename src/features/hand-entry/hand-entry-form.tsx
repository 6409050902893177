/**
 * The form for one hand: holds the draft (kept on every change), checks and
 * previews it, and saves or deletes through the session store. The steps —
 * dealer, game, players, result, extras — are components of their own; the
 * live preview, the extras row with its open panel, and Save share the
 * sticky bottom bar, where the thumb is.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  declarerNeeds,
  isPositiveGame,
  tableSeats,
  previewHand,
  checkHand,
  type CheckedSession,
  type EngineError,
  type Hand,
  type RuleSet,
  type SettledHand,
  type Settlement,
} from '@/domain/index';
import { navigate, routePath } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { useToastsAtTop } from '@/components/ui/toast';
import { useStorageMessageOnScreen } from '@/components/ui/storage-message';
import { useLang, useT } from '@/i18n/i18n';
import { clearHandDraft, keepHandDraft, markHandDraftSaving, unmarkHandDraftSaving, type RestoredDraft } from '@/state/hand-drafts';
import { useSessionStore, type MutationResult } from '@/state/session-store';
import { DealerStep } from './dealer-step';
import { chooseDealer, chooseGame, choosePoints } from './draft-changes';
import { draftDealer, emptyDraft, handToDraft, rotationDealer, type DraftContext, type HandDraft } from './draft-model';
import { draftToHand } from './draft-to-hand';
import { engineErrorLine } from '@/i18n/engine-error-text';
import { storageErrorText } from '@/i18n/storage-error-text';
import { ExtrasSheet, type ExtrasPanel } from './extras-sheet';
import { GameStep } from './game-step';
import { ManualPanel } from './manual-panel';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { PlayersStep } from './players-step';
import { PointsKeypad } from './points-keypad';
import { PreviewPanel } from './preview-panel';
import { ResultStep } from './result-step';
import { firstReason } from './save-reason';
import { useHandDraft } from './use-hand-draft';

export interface HandEntryFormProps {
  sessionId: string;
  handIndex: number | undefined;
  /** The open evening, checked by the engine. */
  session: CheckedSession;
  rules: RuleSet;
  /** The evening as settled now: the preview re-settles only from this hand on. */
  settlement: Settlement;
  title: string;
  /** The draft kept for this form (after a reload, an update or a killed app), or null. */
  restored: RestoredDraft<HandDraft> | null;
}

export function HandEntryForm({ sessionId, handIndex, session, rules, settlement, title, restored }: HandEntryFormProps) {
  // The form's controls sit at the bottom under the thumb: messages must not cover them.
  useToastsAtTop();
  const t = useT(messages);
  const lang = useLang();
  const saveHand = useSessionStore((s) => s.saveHand);
  const deleteHand = useSessionStore((s) => s.deleteHand);

  const isEdit = handIndex !== undefined;
  const index = handIndex ?? session.hands.length;
  const playerCount = session.players.length;
  const names = session.players;
  const original: Hand | undefined = isEdit ? session.hands[index] : undefined;
  const [baseHand] = useState(original);
  const rotation = useMemo(() => rotationDealer(session, index), [session, index]);

  // A half-entered hand is never lost: the draft is kept on every change and taken back here.
  const pristine = useMemo(() => (baseHand ? handToDraft(baseHand, playerCount) : emptyDraft(playerCount)), [baseHand, playerCount]);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const { draft, update, reset } = useHandDraft(() => restored?.draft ?? pristine);
  const leaving = useRef(false);

  const dealer = draftDealer(draft, rotation);
  const ctx: DraftContext = useMemo(() => ({ rules, playerCount, dealer }), [rules, playerCount, dealer]);
  const table = useMemo(() => tableSeats(playerCount, dealer), [playerCount, dealer]);
  const [gridOpen, setGridOpen] = useState(false);
  const [panel, setPanel] = useState<ExtrasPanel>(null);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<EngineError[]>([]);
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  // The form says why the hand was not saved: the app's storage banner does not say it again.
  useStorageMessageOnScreen(storageProblem);
  const chipRef = useRef<HTMLButtonElement>(null);
  const focusChip = useRef(false);

  const conversion = useMemo(() => draftToHand(draft, ctx), [draft, ctx]);
  // The complete draft through the engine's check: its errors, or the checked hand the preview settles.
  const checked = useMemo(
    () => (conversion.gaps.length > 0 ? { errors: [], hand: null } : checkHand(conversion.hand, index, ctx)),
    [conversion, index, ctx],
  );
  const errors = checked.errors;

  // Kept on every change, with the evening's hand count and the hand it would save: a draft
  // whose hand was committed is then recognised when the form opens again.
  const hands = session.hands.length;
  const keep = useMemo(
    () => ({ original: baseHand, draft, base: hands, hand: checked.hand ?? null }),
    [baseHand, draft, hands, checked],
  );
  useEffect(() => {
    if (leaving.current) return;
    if (JSON.stringify(keep.draft) === JSON.stringify(pristine)) void clearHandDraft(sessionId, handIndex);
    else void keepHandDraft(sessionId, handIndex, keep);
  }, [keep, pristine, sessionId, handIndex]);
  const preview: SettledHand | null = useMemo(() => {
    if (checked.hand === null) return null;
    try {
      return previewHand(session, rules, checked.hand, index, settlement);
    } catch {
      return null;
    }
  }, [checked, session, rules, index, settlement]);

  // A changed draft makes earlier save errors stale.
  useEffect(() => {
    setSaveErrors([]);
    setStorageProblem(null);
  }, [draft]);

  // The tapped game button disappears with the grid: keep keyboard focus on the chosen game.
  useEffect(() => {
    if (focusChip.current && !gridOpen) {
      focusChip.current = false;
      chipRef.current?.focus({ preventScroll: true });
    }
  }, [draft.game, gridOpen]);

  const allErrors = errors.length > 0 ? errors : saveErrors;
  const errorFor = (...fields: string[]): string | null => {
    // An error belongs to a section when its JSON key is the section's field or lies inside it.
    const hit = allErrors.find(
      (e) =>
        (e.hand === null || e.hand === index) &&
        fields.some((f) => e.field === f || e.field.startsWith(`${f}.`) || e.field.startsWith(`${f}[`)),
    );
    return hit ? engineErrorLine(hit, lang, names, index) : null;
  };
  const panelProps: PanelProps = { draft, ctx, table, names, update, errorFor };

  const game = draft.game;
  const positive = game !== null && isPositiveGame(game);
  const showGrid = draft.mode === 'game' && (game === null || gridOpen);
  const canSave = !saving && conversion.gaps.length === 0 && errors.length === 0;
  const reason = firstReason(conversion.gaps, allErrors, t, lang, names, index, positive);

  /** Runs a store change, then back to the sheet (its undo bar names the change); errors stay on the form. */
  async function commitAndLeave(change: () => Promise<MutationResult>) {
    setSaving(true);
    setStorageProblem(null);
    // While the change is under way the draft is not kept again: the evening changing under the
    // form (the committed hand) must not rewrite it as a fresh draft before it is removed.
    leaving.current = true;
    try {
      const result = await change();
      if (!result.ok) {
        leaving.current = false;
        setSaveErrors(result.errors);
        setSaving(false);
        return;
      }
      void clearHandDraft(sessionId, handIndex);
      // The sheet's undo bar names the change ("Spiel 7 gespeichert – Rückgängig").
      navigate({ name: 'sheet', sessionId }, { replace: true });
    } catch (e) {
      leaving.current = false;
      setStorageProblem(storageErrorText(e, lang));
      setSaving(false);
    }
  }

  function save() {
    if (!canSave) return;
    // An edit names the hand as this form saw it: changed in another tab meanwhile, the save is refused.
    // The draft is marked as being saved before the commit: killed in between, it is not offered again.
    void commitAndLeave(async () => {
      await markHandDraftSaving(sessionId, handIndex, keep);
      try {
        const result = await saveHand(conversion.hand, handIndex, baseHand);
        if (!result.ok) void unmarkHandDraftSaving(sessionId, handIndex, keep);
        return result;
      } catch (e) {
        void unmarkHandDraftSaving(sessionId, handIndex, keep);
        throw e;
      }
    });
  }

  /** No confirmation: the sheet's undo bar brings the hand back. */
  function remove() {
    void commitAndLeave(() => deleteHand(index));
  }

  const footer = (
    <div>
      {preview ? <PreviewPanel settled={preview} hand={conversion.hand} names={names} /> : null}
      {draft.mode === 'game' && (!showGrid || game === null) ? (
        <ExtrasSheet {...panelProps} panel={panel} onPanel={setPanel} />
      ) : null}
      {storageProblem ? (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-700 dark:text-red-400">
          {t('notSavedStorage', { reason: storageProblem })}
        </p>
      ) : reason ? (
        <p id="save-reason" role={reason.error ? 'alert' : 'status'} className={'mb-2 text-sm font-medium ' + (reason.error ? 'text-red-700 dark:text-red-400' : 'text-stone-700 dark:text-stone-300')}>
          {reason.text}
        </p>
      ) : null}
      <div className="flex gap-2">
        {isEdit ? (
          <Button variant="secondary" size="lg" onClick={remove} disabled={saving}>
            {t('delete')}
          </Button>
        ) : null}
        <Button
          variant="primary"
          size="lg"
          className="flex-1"
          disabled={!canSave}
          aria-describedby={reason ? 'save-reason' : undefined}
          onClick={save}
        >
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </div>
  );

  return (
    <Screen title={title} back={{ href: routePath({ name: 'sheet', sessionId }), label: t('back') }} footer={footer}>
      <DealerStep table={table} names={names} rotation={rotation} onDealer={(seat) => update((d) => chooseDealer(d, seat, rotation, ctx))} />
      {draft.void ? (
        <p role="status" className="mb-3 rounded-lg bg-yellow-100 px-3 py-2 text-sm font-semibold text-stone-900 dark:bg-yellow-900/40 dark:text-yellow-100">
          {t('voidOn')}
        </p>
      ) : null}
      {showRestored ? (
        <div role="status" className="mb-3 flex items-center justify-between gap-2 rounded-lg bg-sky-50 px-3 py-1 text-sm text-sky-950 dark:bg-sky-950/50 dark:text-sky-100">
          <span>
            {t('draftRestored')}
            {restored && restored.laterHands > 0 ? (
              <> {restored.laterHands === 1 ? t('draftLaterHandOne', { n: index }) : t('draftLaterHands', { n: restored.laterHands })}</>
            ) : null}
          </span>
          <Button
            variant="ghost"
            onClick={() => {
              setShowRestored(false);
              reset(pristine);
            }}
          >
            {t('discardDraft')}
          </Button>
        </div>
      ) : null}

      <div className="space-y-4">
        {draft.mode === 'manual' ? (
          <ManualPanel {...panelProps} />
        ) : (
          <>
            <GameStep
              rules={rules}
              game={game}
              showGrid={showGrid}
              error={errorFor('game')}
              chipRef={chipRef}
              onOpenGrid={() => setGridOpen(true)}
              onGame={(g) => {
                update((d) => chooseGame(d, g, ctx));
                focusChip.current = true;
                setGridOpen(false);
                setPanel(null);
              }}
            />
            {game !== null && !showGrid ? (
              <>
                <PlayersStep {...panelProps} />
                <ResultStep {...panelProps} onPoints={() => setKeypadOpen(true)} />
              </>
            ) : null}
          </>
        )}
      </div>

      {positive ? (
        <PointsKeypad
          open={keypadOpen}
          who={t('keypadSide')}
          initial={draft.points}
          needed={declarerNeeds(rules, draft.kontra)}
          onCancel={() => setKeypadOpen(false)}
          onApply={(thirds) => {
            update((d) => choosePoints(d, thirds));
            setKeypadOpen(false);
          }}
        />
      ) : null}
    </Screen>
  );
}

