/**
 * The open evening's sheet (`sheet-screen.tsx` opens it): its totals (`sheet-totals.tsx`) and
 * rows (`sheet-rows.tsx`), the menu (`sheet-menu.tsx`), a row's detail with edit, strike and
 * delete, the undo bar and "+ Spiel" in thumb reach.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { tableSeats, type EngineError, type RuleSet, type Settlement } from '@/domain/index';
import { navigate, routePath } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { showToast } from '@/components/ui/toast';
import { eveningTitle } from '@/lib/evening-title';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import type { StoredSession } from '@/state/sessions';
import { changeRefusalText } from '@/i18n/engine-error-text';
import { storageErrorText } from '@/i18n/storage-error-text';
import { pagatCanWinPot } from '@/domain/settlement/pagatkassa';
import { selectLastUndo, selectUndoToast, useSessionStore, type MutationResult } from '@/state/session-store';
import type { Lang } from '@/state/settings-store';
import { HandDetail } from './hand-detail';
import { SheetLegend } from './sheet-legend';
import { messages } from './messages';
import { SheetMenu } from './sheet-menu';
import { SheetRows } from './sheet-rows';
import { SheetTotals } from './sheet-totals';
import { changeText, UndoBar } from './undo-bar';

/** A refused change (the engine said no) as one readable line. */
function refusalText(errors: EngineError[], lang: Lang, names: string[], t: Translate<typeof messages.de>): string {
  const e = errors[0];
  if (!e) return '';
  if (e.code === 'ERR_CHANGED_ELSEWHERE' && e.hand !== null) return t('changedElsewhere', { n: e.hand + 1 });
  return t('refused', { reason: changeRefusalText(e, lang, names) });
}

export function SheetView({ stored, rules, settlement, hidden, roundBar }: { stored: StoredSession; rules: RuleSet; settlement: Settlement; hidden: boolean; roundBar?: ReactNode }) {
  const t = useT(messages);
  const lang = useLang();
  const session = stored.data;
  const sessionId = stored.id;
  const names = session.players;
  const n = names.length;
  const hands = session.hands;

  const lastUndo = useSessionStore(selectLastUndo);
  const undoToast = useSessionStore(selectUndoToast);
  const undo = useSessionStore((s) => s.undo);
  const dismissUndoToast = useSessionStore((s) => s.dismissUndoToast);
  const deleteHand = useSessionStore((s) => s.deleteHand);
  const voidHand = useSessionStore((s) => s.voidHand);
  const unvoidHand = useSessionStore((s) => s.unvoidHand);
  const setLastRoundFrom = useSessionStore((s) => s.setLastRoundFrom);

  const [detailIndex, setDetailIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);

  const kassaStart = session.kassaStart ?? 0;
  const showKassa = rules.pagatkassa !== null || kassaStart > 0 || settlement.hands.some((h) => h.kassa.n !== 0);
  // A pot on the sheet is one a Pagat can win; otherwise the sheet says what is needed.
  const deadPot = showKassa && settlement.kassa.n !== 0 && !pagatCanWinPot(rules);
  const showCash = !rules.kontraOnSheet;
  // The first column holds the game and its marks: wider at a 4-table, where the players' columns have room to spare.
  const columns = `${n <= 4 ? '4.5rem' : '3.5rem'} repeat(${n}, minmax(0, 1fr))${showKassa ? ' 2.75rem' : ''} 1.25rem`;
  const nextDealer = settlement.nextDealer;
  const nextVorhand = tableSeats(n, nextDealer).vorhand;

  const openDetail = useCallback((index: number) => {
    setProblem(null);
    setDetailIndex(index);
  }, []);

  const storageMessage = (e: unknown) => t('notSaved', { reason: storageErrorText(e, lang) });

  // The undo bar belongs to the sheet: it goes when the sheet goes (another screen) and never
  // follows into a hand form (the sheet stays mounted, hidden, under the form).
  useEffect(() => () => dismissUndoToast(), [dismissUndoToast]);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (hidden && !wasHidden.current) dismissUndoToast();
    wasHidden.current = hidden;
  }, [hidden, dismissUndoToast]);

  /** Runs a change; returns null when it went through, else why not (already translated). The sheet's undo bar names it. */
  async function runChange(change: () => Promise<MutationResult>): Promise<string | null> {
    setBusy(true);
    try {
      const result = await change();
      if (!result.ok) return refusalText(result.errors, lang, names, t);
      return null;
    } catch (e) {
      return storageMessage(e);
    } finally {
      setBusy(false);
    }
  }

  async function runUndo(entryId?: string) {
    const entry = entryId === undefined ? lastUndo : undoToast ?? undefined;
    try {
      const result = await undo(entryId);
      if (result.ok) {
        showToast({ message: `${t('undone')}: ${entry ? changeText(entry, t) : ''}` });
        return;
      }
      const conflict = result.errors.find((e) => e.code === 'ERR_CHANGED_ELSEWHERE');
      if (conflict) showToast({ message: t('undoConflict', { n: (conflict.hand ?? 0) + 1 }) });
      else showToast({ message: result.errors[0]?.code === 'ERR_NOTHING_TO_UNDO' ? t('nothingToUndo') : refusalText(result.errors, lang, names, t) });
    } catch (e) {
      showToast({ message: storageMessage(e) });
    }
  }

  async function toggleVoid() {
    if (detailIndex === null) return;
    const index = detailIndex;
    const hand = hands[index];
    if (!hand) return;
    setProblem(null);
    const refused = hand.void ? await runChange(() => unvoidHand(index)) : await runChange(() => voidHand(index));
    if (refused === null) setDetailIndex(null);
    else setProblem(refused);
  }

  /** No confirmation: the undo bar offers to bring the hand back. */
  async function removeHand() {
    if (detailIndex === null) return;
    const index = detailIndex;
    setProblem(null);
    const refused = await runChange(() => deleteHand(index));
    if (refused === null) setDetailIndex(null);
    else setProblem(refused);
  }

  async function toggleLastRound() {
    setMenuOpen(false);
    const on = session.lastRoundFrom === undefined;
    const refused = await runChange(() => setLastRoundFrom(on ? hands.length : undefined));
    showToast({ message: refused ?? (on ? t('lastRoundSet', { n: hands.length + 1 }) : t('lastRoundCleared')) });
  }

  const title = eveningTitle(session, lang);
  const menu = (
    <SheetMenu
      open={menuOpen}
      onToggle={() => setMenuOpen((o) => !o)}
      onClose={() => setMenuOpen(false)}
      lastRoundOn={session.lastRoundFrom !== undefined}
      lastRoundAvailable={rules.doubleRounds !== null}
      onLastRound={() => void toggleLastRound()}
      onLegend={() => {
        setMenuOpen(false);
        setLegendOpen(true);
      }}
      sessionId={sessionId}
      t={t}
    />
  );

  const footer = (
    <div>
      {undoToast ? (
        <UndoBar entry={undoToast} busy={busy} onUndo={() => void runUndo(undoToast.id)} onDismiss={dismissUndoToast} t={t} />
      ) : null}
      <div className="flex gap-2">
        {/* One undo control at a time: while the bar names a change, its button is the one. */}
        {undoToast ? null : (
          <Button
            size="lg"
            onClick={() => void runUndo()}
            disabled={lastUndo === undefined || busy}
            aria-label={lastUndo ? t('undoLastNamed', { change: changeText(lastUndo, t) }) : t('undoLast')}
          >
            <span aria-hidden="true">↶</span>
            <span>{t('undo')}</span>
          </Button>
        )}
        <Button
          variant="primary"
          size="lg"
          className="flex-1 text-xl"
          onClick={() => {
            dismissUndoToast();
            navigate({ name: 'hand', sessionId });
          }}
        >
          {t('addHand')}
        </Button>
      </div>
    </div>
  );

  const detailHand = detailIndex === null ? undefined : hands[detailIndex];
  const detailSettled = detailIndex === null ? undefined : settlement.hands[detailIndex];

  return (
    <Screen title={title} back={{ href: routePath({ name: 'sessions' }), label: t('back') }} actions={menu} footer={footer}>
      <div className="-mx-4 -mt-4">
        <SheetTotals
          names={names}
          settlement={settlement}
          columns={columns}
          showKassa={showKassa}
          showCash={showCash}
          kassaStart={kassaStart}
          deadPot={deadPot}
          nextDealer={nextDealer}
          nextVorhand={nextVorhand}
          roundBar={roundBar}
        />

        <SheetRows hands={hands} settlement={settlement} names={names} columns={columns} showKassa={showKassa} showCash={showCash} hidden={hidden} onOpen={openDetail} />
      </div>

      <HandDetail
        open={detailIndex !== null}
        index={detailIndex ?? 0}
        hand={detailHand}
        settled={detailSettled}
        names={names}
        busy={busy}
        problem={problem}
        onEdit={() => {
          const index = detailIndex;
          setDetailIndex(null);
          dismissUndoToast();
          if (index !== null) navigate({ name: 'hand', sessionId, handIndex: index });
        }}
        onToggleVoid={() => void toggleVoid()}
        onDelete={() => void removeHand()}
        onClose={() => setDetailIndex(null)}
      />
      <SheetLegend open={legendOpen} onClose={() => setLegendOpen(false)} />
    </Screen>
  );
}
