/**
 * Entering (or editing) one hand, one-handed on a phone: game → declarer →
 * partner → result → extras, each a row of big buttons; the live preview and
 * the Save button sit in the sticky footer. A plain Rufer takes five taps from
 * the sheet, a Dreier with Kontra and a silent Trull eight.
 */
import { PlayerName } from '@/components/ui/player-name';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BIRD_IDS,
  GAMES,
  declarerNeeds,
  isPositiveGame,
  pickerOrder,
  tableSeats,
  formatCardPoints,
  offeredPraemien,
  previewHand,
  validateHand,
  type EngineError,
  type Hand,
  type RuleSet,
  type Session,
  type SettledHand,
  type Settlement,
} from '@/domain/index';
import { navigate, routePath } from '@/lib/router';
import { Button, LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { Switch } from '@/components/ui/switch';
import { useLang, useT } from '@/i18n/i18n';
import { gameName, praemieName } from '@/lib/tarock-names';
import { useWakeLock } from '@/lib/wake-lock';
import { useOpenSession } from '@/state/use-open-session';
import { useSessionStore, type MutationResult } from '@/state/session-store';
import { ChoiceButton, ChoiceGroup, DisclosureButton } from './choice';
import { engineErrorLine } from '@/i18n/engine-error-text';
import { sessionLoadErrorText, storageErrorText } from '@/i18n/storage-error-text';
import { messages } from './messages';
import { MorePanel } from './more-panel';
import { BeiPanel, OpponentsKontra } from './negative-panel';
import { kontraLabel, levels, type EntryT, type PanelProps } from './panel-props';
import { PointsKeypad } from './points-keypad';
import { PraemienPanel } from './praemien-panel';
import { PreviewPanel } from './preview-panel';
import { TrischakenPanel } from './trischaken-panel';
import { ManualPanel } from './manual-panel';
import { ValatPanel } from './valat-panel';
import {
  chooseDeclarer,
  chooseGame,
  chooseKontra,
  choosePartner,
  choosePoints,
  chooseResult,
  draftToHand,
  emptyDraft,
  handToDraft,
  toggleRequiredBird,
  useHandDraft,
  isHandDraft,
  type DraftContext,
  type DraftGap,
  type HandDraft,
} from './use-hand-draft';
import { clearHandDraft, loadHandDraft, saveHandDraft } from '@/state/hand-drafts';

export interface HandEntryScreenProps {
  sessionId: string;
  handIndex?: number;
}

export function HandEntryScreen({ sessionId, handIndex }: HandEntryScreenProps) {
  useWakeLock(true);
  const t = useT(messages);
  const lang = useLang();
  const opened = useOpenSession(sessionId);
  const handCount = opened.status === 'error' ? 0 : (opened.stored?.data.hands.length ?? 0);

  const sheetHref = routePath({ name: 'sheet', sessionId });
  const title = handIndex === undefined ? t('titleNew', { n: handCount + 1 }) : t('titleEdit', { n: handIndex + 1 });

  if (opened.status === 'error') {
    const loadError = opened.error;
    return (
      <Screen title={title} back={{ href: routePath({ name: 'sessions' }), label: t('toSessions') }}>
        <p role="alert" className="text-base">
          {sessionLoadErrorText(loadError, lang)}
        </p>
        <LinkButton href={routePath({ name: 'sessions' })} className="mt-4">
          {t('toSessions')}
        </LinkButton>
      </Screen>
    );
  }
  if (opened.status !== 'ready') {
    return (
      <Screen title={title} back={{ href: sheetHref, label: t('back') }} focusTitle={false}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  const { rules, settlement } = opened;
  const session = opened.stored.data;
  if (handIndex !== undefined && (handIndex >= session.hands.length || session.hands[handIndex]?.dissolveKassa)) {
    return (
      <Screen title={title} back={{ href: sheetHref, label: t('back') }}>
        <p role="alert">{handIndex >= session.hands.length ? t('noSuchHand', { n: handIndex + 1 }) : t('notEditable')}</p>
        <LinkButton href={sheetHref} className="mt-4">
          {t('toSheet')}
        </LinkButton>
      </Screen>
    );
  }
  return (
    <HandEntryForm
      key={`${sessionId}:${handIndex ?? 'new'}`}
      sessionId={sessionId}
      handIndex={handIndex}
      session={session}
      rules={rules}
      settlement={settlement}
      title={title}
    />
  );
}

interface FormProps {
  sessionId: string;
  handIndex: number | undefined;
  session: Session;
  rules: RuleSet;
  settlement: Settlement;
  title: string;
}

type Panel = 'praemien' | 'valat' | 'more' | null;

function HandEntryForm({ sessionId, handIndex, session, rules, settlement, title }: FormProps) {
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
  const dealer = original?.dealer ?? (isEdit ? (settlement.hands[index]?.dealer ?? settlement.nextDealer) : settlement.nextDealer);
  const ctx: DraftContext = useMemo(() => ({ rules, playerCount, dealer }), [rules, playerCount, dealer]);
  const table = useMemo(() => tableSeats(playerCount, dealer), [playerCount, dealer]);

  // A half-entered hand is never lost: the draft is kept on every change and taken back here.
  const pristine = useMemo(() => (baseHand ? handToDraft(baseHand, playerCount) : emptyDraft(playerCount)), [baseHand, playerCount]);
  const [restored] = useState(() => loadHandDraft(sessionId, handIndex, baseHand, (v): v is HandDraft => isHandDraft(v, playerCount)));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const { draft, update, reset } = useHandDraft(() => restored ?? pristine);
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current) return;
    if (JSON.stringify(draft) === JSON.stringify(pristine)) clearHandDraft(sessionId, handIndex);
    else saveHandDraft(sessionId, handIndex, baseHand, draft);
  }, [draft, pristine, sessionId, handIndex, baseHand]);
  const [gridOpen, setGridOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<EngineError[]>([]);
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const chipRef = useRef<HTMLButtonElement>(null);
  const focusChip = useRef(false);

  const conversion = useMemo(() => draftToHand(draft, ctx), [draft, ctx]);
  const errors = useMemo(
    () => (conversion.gaps.length > 0 ? [] : validateHand(conversion.hand, index, ctx)),
    [conversion, index, ctx],
  );
  const preview: SettledHand | null = useMemo(() => {
    if (conversion.gaps.length > 0 || errors.length > 0) return null;
    try {
      return previewHand(session, rules, conversion.hand, index, settlement);
    } catch {
      return null;
    }
  }, [conversion, errors, session, rules, index, settlement]);

  // A changed draft makes earlier save errors stale.
  useEffect(() => {
    setSaveErrors([]);
    setStorageProblem(null);
  }, [draft]);

  useEffect(() => {
    if (panel !== null) panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [panel]);

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
  const info = game ? GAMES[game] : null;
  const positive = game !== null && isPositiveGame(game);
  const negative = info?.family === 'negative';
  const trischaken = info?.family === 'trischaken';
  const showGrid = draft.mode === 'game' && (game === null || gridOpen);
  const canSave = !saving && conversion.gaps.length === 0 && errors.length === 0;
  const reason = firstReason(conversion.gaps, allErrors, t, lang, names, index, positive);

  /** Runs a store change, then back to the sheet (its undo bar names the change); errors stay on the form. */
  async function commitAndLeave(change: () => Promise<MutationResult>) {
    setSaving(true);
    setStorageProblem(null);
    try {
      const result = await change();
      if (!result.ok) {
        setSaveErrors(result.errors);
        setSaving(false);
        return;
      }
      leaving.current = true;
      clearHandDraft(sessionId, handIndex);
      // The sheet's undo bar names the change ("Spiel 7 gespeichert – Rückgängig").
      navigate({ name: 'sheet', sessionId }, { replace: true });
    } catch (e) {
      setStorageProblem(storageErrorText(e, lang));
      setSaving(false);
    }
  }

  function save() {
    if (!canSave) return;
    // An edit names the hand as this form saw it: changed in another tab meanwhile, the save is refused.
    void commitAndLeave(() => saveHand(conversion.hand, handIndex, baseHand));
  }

  /** No confirmation: the sheet's undo bar brings the hand back. */
  function remove() {
    void commitAndLeave(() => deleteHand(index));
  }

  const dealerName = names[dealer] ?? '';
  const vorhandName = names[table.vorhand] ?? '';

  const footer = (
    <div>
      {preview ? <PreviewPanel settled={preview} hand={conversion.hand} names={names} /> : null}
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
      <p className="-mt-1 mb-3 text-sm text-stone-700 dark:text-stone-300">
        {table.sittingOut !== null ? t('dealerLineOut', { dealer: dealerName, vorhand: vorhandName }) : t('dealerLine', { dealer: dealerName, vorhand: vorhandName })}
      </p>
      {draft.void ? (
        <p role="status" className="mb-3 rounded-lg bg-yellow-100 px-3 py-2 text-sm font-semibold text-stone-900 dark:bg-yellow-900/40 dark:text-yellow-100">
          {t('voidOn')}
        </p>
      ) : null}
      {showRestored ? (
        <div role="status" className="mb-3 flex items-center justify-between gap-2 rounded-lg bg-sky-50 px-3 py-1 text-sm text-sky-950 dark:bg-sky-950/50 dark:text-sky-100">
          <span>{t('draftRestored')}</span>
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
            {showGrid ? (
              <ChoiceGroup label={t('game')} columns={3} error={errorFor('game')}>
                {pickerOrder(rules.games).map((g) => (
                  <ChoiceButton
                    key={g}
                    pressed={g === game}
                    onClick={() => {
                      update((d) => chooseGame(d, g, ctx));
                      focusChip.current = true;
                      setGridOpen(false);
                      setPanel(null);
                    }}
                  >
                    {gameName(g, lang)}
                  </ChoiceButton>
                ))}
              </ChoiceGroup>
            ) : game ? (
              <div className="flex items-center gap-2">
                <span className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('game')}</span>
                <button
                  ref={chipRef}
                  type="button"
                  aria-label={t('changeGame', { game: gameName(game, lang) })}
                  onClick={() => setGridOpen(true)}
                  className="inline-flex min-h-12 flex-1 items-center justify-between rounded-xl border border-green-800 bg-green-50 px-4 text-lg font-bold text-green-900 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
                >
                  <span>{gameName(game, lang)}</span>
                  <span aria-hidden="true" className="text-sm font-medium underline">
                    {t('change')}
                  </span>
                </button>
              </div>
            ) : null}

            {game && info && !showGrid ? (
              <>
                {trischaken ? (
                  <>
                    <p className="text-sm text-stone-700 dark:text-stone-300">{t('trischakenDeclarer', { name: vorhandName })}</p>
                    <TrischakenPanel {...panelProps} />
                  </>
                ) : info.vorhandOnly ? (
                  <p className="text-base font-semibold">{t('declarerFixed', { name: vorhandName })}</p>
                ) : (
                  <ChoiceGroup label={t('declarer')} columns={4} error={errorFor('declarer')}>
                    {table.active.map((seat) => (
                      <ChoiceButton key={seat} pressed={draft.declarer === seat} onClick={() => update((d) => chooseDeclarer(d, seat, ctx))}>
                        <PlayerName name={names[seat]} />
                      </ChoiceButton>
                    ))}
                  </ChoiceGroup>
                )}

                {info.hasPartner && !draft.conceded && !draft.calledKingInTalon ? (
                  <ChoiceGroup label={t('partner')} columns={4} error={errorFor('partner')}>
                    {table.active
                      .filter((s) => s !== draft.declarer)
                      .map((seat) => (
                        <ChoiceButton key={seat} pressed={draft.partner === seat} onClick={() => update((d) => choosePartner(d, seat, ctx))}>
                          <PlayerName name={names[seat]} />
                        </ChoiceButton>
                      ))}
                    <ChoiceButton pressed={draft.partner === null} onClick={() => update((d) => choosePartner(d, null, ctx))}>
                      {t('alone')}
                    </ChoiceButton>
                  </ChoiceGroup>
                ) : null}

                {info.needsBird ? (
                  <ChoiceGroup label={t('bird')} columns={4}>
                    {BIRD_IDS.filter((b) => offeredPraemien(rules, game).includes(b)).map((b) => (
                      <ChoiceButton
                        key={b}
                        pressed={draft.praemien.some((p) => p.id === b && p.side === 'declarer' && p.announced && p.by === draft.declarer)}
                        onClick={() => update((d) => toggleRequiredBird(d, b))}
                      >
                        {praemieName(b)}
                      </ChoiceButton>
                    ))}
                  </ChoiceGroup>
                ) : null}

                {positive && !draft.conceded ? (
                  <ResultStep
                    t={t}
                    draft={draft}
                    rules={rules}
                    onResult={(r) => update((d) => chooseResult(d, r))}
                    onPoints={() => setKeypadOpen(true)}
                    error={errorFor('result', 'points')}
                  />
                ) : null}
                {negative ? (
                  <ChoiceGroup label={t('result')} columns={2} error={errorFor('result')}>
                    <ChoiceButton pressed={draft.result === 'won'} onClick={() => update((d) => chooseResult(d, 'won'))}>
                      {t('won')}
                    </ChoiceButton>
                    <ChoiceButton pressed={draft.result === 'lost'} onClick={() => update((d) => chooseResult(d, 'lost'))}>
                      {t('lost')}
                    </ChoiceButton>
                  </ChoiceGroup>
                ) : null}

                {positive && !draft.conceded && rules.maxKontra > 0 ? (
                  <div>
                    <ChoiceGroup label={t('kontra')} columns={Math.min(4, rules.maxKontra + 1) as 2 | 3 | 4} error={errorFor('kontra', 'vorfleck')}>
                      {levels(rules.maxKontra).map((level) => (
                        <ChoiceButton key={level} pressed={draft.kontra === level} onClick={() => update((d) => chooseKontra(d, level))}>
                          {kontraLabel(level, t)}
                        </ChoiceButton>
                      ))}
                    </ChoiceGroup>
                    {rules.vorfleck && info.talon > 0 && draft.kontra > 0 ? (
                      <Switch label={t('vorfleck')} checked={draft.vorfleck} onChange={(on) => update((d) => ({ ...d, vorfleck: on }))} />
                    ) : null}
                  </div>
                ) : null}

                {negative ? (
                  <>
                    <OpponentsKontra {...panelProps} />
                    <BeiPanel {...panelProps} />
                  </>
                ) : null}
              </>
            ) : null}

            {!showGrid || game === null ? (
              <div role="group" aria-label={t('extras')} className={`grid gap-2 ${positive ? 'grid-cols-3' : 'grid-cols-1'}`}>
                {positive ? (
                  <>
                    <DisclosureButton
                      expanded={panel === 'praemien'}
                      controls="entry-praemien"
                      onToggle={() => setPanel((p) => (p === 'praemien' ? null : 'praemien'))}
                      badge={draft.praemien.length}
                    >
                      {t('praemien')}
                    </DisclosureButton>
                    <DisclosureButton
                      expanded={panel === 'valat'}
                      controls="entry-valat"
                      onToggle={() => setPanel((p) => (p === 'valat' ? null : 'valat'))}
                      badge={draft.valat ? 1 : 0}
                    >
                      {t('valat')}
                    </DisclosureButton>
                  </>
                ) : null}
                <DisclosureButton
                  expanded={panel === 'more'}
                  controls="entry-more"
                  onToggle={() => setPanel((p) => (p === 'more' ? null : 'more'))}
                  badge={(draft.renonceBy !== null ? 1 : 0) + (draft.void ? 1 : 0) + (draft.conceded ? 1 : 0)}
                >
                  {t('more')}
                </DisclosureButton>
              </div>
            ) : null}

            <div ref={panelRef}>
              {panel === 'praemien' && positive ? <PraemienPanel {...panelProps} id="entry-praemien" /> : null}
              {panel === 'valat' && positive ? <ValatPanel {...panelProps} id="entry-valat" /> : null}
              {panel === 'more' ? <MorePanel {...panelProps} id="entry-more" /> : null}
            </div>
            {panel !== 'praemien' && errorFor('praemien') ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                {errorFor('praemien')}
              </p>
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

function ResultStep({
  t,
  draft,
  rules,
  onResult,
  onPoints,
  error,
}: {
  t: EntryT;
  draft: ReturnType<typeof emptyDraft>;
  rules: RuleSet;
  onResult: (r: 'won' | 'lost') => void;
  onPoints: () => void;
  error: string | null;
}) {
  const needed = declarerNeeds(rules, draft.kontra);
  let verdict: string | null = null;
  if (draft.points !== null) {
    const args = { points: formatCardPoints(draft.points), needed: formatCardPoints(needed) };
    verdict = draft.points >= needed ? t('pointsWin', args) : t('pointsLose', args);
  }
  return (
    <div>
      <ChoiceGroup label={t('result')} columns={3} error={error}>
        <ChoiceButton pressed={draft.result === 'won'} onClick={() => onResult('won')}>
          {t('won')}
        </ChoiceButton>
        <ChoiceButton pressed={draft.result === 'lost'} onClick={() => onResult('lost')}>
          {t('lost')}
        </ChoiceButton>
        <ChoiceButton
          pressed={draft.points !== null}
          onClick={onPoints}
          aria-haspopup="dialog"
          aria-label={draft.points !== null ? t('pointsOf', { points: formatCardPoints(draft.points) }) : undefined}
        >
          {draft.points !== null ? formatCardPoints(draft.points) : t('points')}
        </ChoiceButton>
      </ChoiceGroup>
      {verdict ? <p className="mt-1 text-sm font-medium text-stone-700 dark:text-stone-300">{verdict}</p> : null}
    </div>
  );
}

function firstReason(
  gaps: DraftGap[],
  errors: EngineError[],
  t: EntryT,
  lang: 'de' | 'en',
  names: string[],
  index: number,
  withPoints: boolean,
): { text: string; error: boolean } | null {
  const first = errors[0];
  if (first) return { text: engineErrorLine(first, lang, names, index), error: true };
  if (gaps.length > 0) {
    // A game without card points (negative games) is only won or lost: no "or points" hint there.
    const key = (g: DraftGap) => (g === 'result' && !withPoints ? 'gap_resultWonLost' : (`gap_${g}` as const));
    return { text: t('stillMissing', { what: gaps.map((g) => t(key(g))).join(', ') }), error: false };
  }
  return null;
}
