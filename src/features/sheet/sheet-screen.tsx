/**
 * The live score sheet, like the paper one: a column per player in seating
 * order, the running totals prominent, every row's amount small beside them,
 * a zero-sum check per row, doubled hands marked, the Pagatkassa and the cash
 * (Kontra) ledger where the rules have them. "+ Spiel" sits at the bottom in
 * thumb reach; every row opens its explanation, edit, strike and delete.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { fromDecimal, tableSeats, type EngineError, type RuleSet, type Settlement } from '@/domain/index';
import { navigate, routePath } from '@/lib/router';
import { Button, LinkButton } from '@/components/ui/button';
import { MoreIcon } from '@/components/ui/icons';
import { PlayerName } from '@/components/ui/player-name';
import { Screen } from '@/components/ui/screen';
import { showToast } from '@/components/ui/toast';
import { formatPoints } from '@/lib/format';
import { eveningTitle } from '@/lib/evening-title';
import { useWakeLock } from '@/lib/wake-lock';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import type { StoredSession } from '@/state/sessions';
import { changeRefusalText, engineErrorLine } from '@/i18n/engine-error-text';
import { sessionLoadErrorText, storageErrorText } from '@/i18n/storage-error-text';
import { useOpenSession } from '@/state/use-open-session';
import { pagatCanWinPot } from '@/domain/settlement/pagatkassa';
import { selectLastUndo, selectUndoToast, useSessionStore, type MutationResult } from '@/state/session-store';
import type { Lang } from '@/state/settings-store';
import { HandDetail } from './hand-detail';
import { SheetLegend } from './sheet-legend';
import { messages } from './messages';
import { SheetRow } from './sheet-row';
import { changeText, UndoBar } from './undo-bar';
import { useWindowedRows } from './use-windowed-rows';

export interface SheetScreenProps {
  sessionId: string;
  /** The sheet stays mounted but hidden while a hand form is open. */
  hidden?: boolean;
  /** A line under the totals for a tournament round (hands and time left, hand-in), composed by the app. */
  roundBar?: ReactNode;
}

export function SheetScreen({ sessionId, hidden = false, roundBar }: SheetScreenProps) {
  useWakeLock(true);
  const t = useT(messages);
  const lang = useLang();
  const opened = useOpenSession(sessionId);

  const back = { href: routePath({ name: 'sessions' }), label: t('back') };
  if (opened.status === 'error') {
    const loadError = opened.error;
    return (
      <Screen title={t('sheetTitle')} back={back}>
        <p role="alert">{sessionLoadErrorText(loadError, lang)}</p>
        {loadError.errors && loadError.errors.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {loadError.errors.slice(0, 10).map((e, i) => (
              <li key={i}>{engineErrorLine(e, lang, [], -1)}</li>
            ))}
          </ul>
        ) : null}
        <LinkButton href={back.href} className="mt-4">
          {t('toSessions')}
        </LinkButton>
      </Screen>
    );
  }
  if (opened.status === 'loading') {
    return (
      <Screen title={t('sheetTitle')} back={back} focusTitle={false}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  return <SheetView stored={opened.stored} rules={opened.rules} settlement={opened.settlement} hidden={hidden} roundBar={roundBar} />;
}

/** A refused change (the engine said no) as one readable line. */
function refusalText(errors: EngineError[], lang: Lang, names: string[], t: Translate<typeof messages.de>): string {
  const e = errors[0];
  if (!e) return '';
  if (e.code === 'ERR_CHANGED_ELSEWHERE' && e.hand !== null) return t('changedElsewhere', { n: e.hand + 1 });
  return t('refused', { reason: changeRefusalText(e, lang, names) });
}

function SheetView({ stored, rules, settlement, hidden, roundBar }: { stored: StoredSession; rules: RuleSet; settlement: Settlement; hidden: boolean; roundBar?: ReactNode }) {
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

  // The newest hands are at the bottom, as on paper: follow them. Not while the sheet is hidden
  // under a hand form (that page is the form's); the return to the sheet scrolls to them.
  const lastCount = useRef(-1);
  useLayoutEffect(() => {
    if (hands.length > lastCount.current && !hidden && typeof window.scrollTo === 'function') {
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
    lastCount.current = hands.length;
  }, [hands.length, hidden]);

  // A long evening renders only the rows on screen (after the scroll to the newest rows above).
  const listRef = useRef<HTMLOListElement>(null);
  const rowWindow = useWindowedRows(hands.length, listRef, hidden);
  const measureRow = rowWindow.measure;
  useLayoutEffect(() => {
    if (rowWindow.windowed && !hidden) measureRow(listRef.current?.querySelector('li') ?? null);
  }, [rowWindow.windowed, rowWindow.start, measureRow, hidden]);

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
        <div
          className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-10 border-b-2 border-stone-300 bg-stone-50/95 px-1 pb-1 pt-2 backdrop-blur dark:border-stone-700 dark:bg-stone-950/95"
        >
          <div role="table" aria-label={t('total')}>
            <div role="row" aria-label={t('total')} className="grid items-end gap-x-1" style={{ gridTemplateColumns: columns }}>
              <span role="rowheader" className="text-xs font-semibold text-stone-600 dark:text-stone-400">
                {t('total')}
              </span>
              {names.map((name, seat) => {
                const total = settlement.totals[seat];
                const cash = settlement.cashTotals[seat];
                const isDealer = seat === nextDealer;
                const isVorhand = seat === nextVorhand;
                return (
                  <div key={seat} role="cell" className="min-w-0 text-right">
                    <div className="text-sm font-semibold leading-tight">
                      <PlayerName name={name} title={name} />
                    </div>
                    <div className="flex h-4 justify-end gap-0.5 text-[0.65rem] font-bold">
                      {isDealer ? (
                        <span className="rounded bg-stone-700 px-1 text-white dark:bg-stone-300 dark:text-stone-900" title={t('dealerLong')}>
                          <span aria-hidden="true">{t('dealerMark')}</span>
                          <span className="sr-only">{n === 5 ? `${t('dealerLong')}, ${t('sitsOut')}` : t('dealerLong')}</span>
                        </span>
                      ) : null}
                      {isVorhand ? (
                        <span className="rounded bg-green-800 px-1 text-white dark:bg-green-600" title={t('vorhandLong')}>
                          <span aria-hidden="true">{t('vorhandMark')}</span>
                          <span className="sr-only">{t('vorhandLong')}</span>
                        </span>
                      ) : null}
                    </div>
                    <div
                      aria-label={`${name}: ${total ? formatPoints(total, lang) : '0'}`}
                      className={'truncate text-xl font-extrabold tabular-nums ' + (total && total.n < 0 ? 'text-red-700 dark:text-red-400' : '')}
                    >
                      {total ? formatPoints(total, lang) : '0'}
                    </div>
                    {showCash && cash ? (
                      <div className="truncate text-xs tabular-nums text-amber-800 dark:text-amber-300" aria-label={`${name} ${t('cashLong')}: ${formatPoints(cash, lang)}`}>
                        {t('cash')} {formatPoints(cash, lang, { sign: true })}
                      </div>
                    ) : null}
                  </div>
                );
              })}
              {showKassa ? (
                <div role="cell" className="min-w-0 text-right" aria-label={`${t('kassaLong')}: ${formatPoints(settlement.kassa, lang)}`}>
                  <span className="block truncate text-xs font-semibold">{t('kassa')}</span>
                  <span className="block truncate text-base font-bold tabular-nums">{formatPoints(settlement.kassa, lang)}</span>
                </div>
              ) : null}
              <span role="cell" className="text-center text-xs text-stone-500">
                <span aria-hidden="true">Σ</span>
              </span>
            </div>
          </div>
          <p className="mt-1 flex flex-wrap justify-between gap-x-2 px-1 text-xs text-stone-700 dark:text-stone-300">
            <span>{t('nextDealer', { dealer: names[nextDealer] ?? '', vorhand: names[nextVorhand] ?? '' })}</span>
            {kassaStart > 0 ? <span>{t('kassaStart', { points: formatPoints(fromDecimal(kassaStart), lang) })}</span> : null}
            {settlement.pending > 0 ? (
              <span className="rounded bg-yellow-400 px-1.5 font-bold text-stone-900">{t('pending', { n: settlement.pending })}</span>
            ) : settlement.nextMultiplier > 1 ? (
              <span className="rounded bg-yellow-400 px-1.5 font-bold text-stone-900">{t('nextDoubled', { factor: settlement.nextMultiplier })}</span>
            ) : null}
          </p>
          {deadPot ? (
            <p role="note" className="mt-1 rounded-lg bg-yellow-100 px-2 py-1 text-sm font-medium text-stone-900 dark:bg-yellow-900/50 dark:text-yellow-50">
              {t('deadPot', { points: formatPoints(settlement.kassa, lang), edit: t('editSession') })}
            </p>
          ) : null}
          {roundBar}
        </div>

        {hands.length === 0 ? (
          <p className="px-4 py-8 text-center text-base text-stone-700 dark:text-stone-300">{t('empty')}</p>
        ) : (
          <ol
            ref={listRef}
            aria-label={t('sheetTitle')}
            data-rows={hands.length}
            style={rowWindow.windowed ? { paddingTop: rowWindow.paddingTop, paddingBottom: rowWindow.paddingBottom } : undefined}
          >
            {hands.slice(rowWindow.start, rowWindow.end).map((hand, offset) => {
              const index = rowWindow.start + offset;
              const settled = settlement.hands[index];
              if (!settled) return null;
              return (
                <SheetRow
                  key={index}
                  index={index}
                  setSize={rowWindow.windowed ? hands.length : undefined}
                  hand={hand}
                  settled={settled}
                  names={names}
                  columns={columns}
                  showKassa={showKassa}
                  showCash={showCash}
                  lang={lang}
                  onOpen={openDetail}
                />
              );
            })}
          </ol>
        )}
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

function SheetMenu({
  open,
  onToggle,
  onClose,
  lastRoundOn,
  lastRoundAvailable,
  onLastRound,
  onLegend,
  sessionId,
  t,
}: {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  lastRoundOn: boolean;
  /** The last round is part of the double-round rule (rules.md §8). */
  lastRoundAvailable: boolean;
  onLastRound: () => void;
  onLegend: () => void;
  sessionId: string;
  t: Translate<typeof messages.de>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);

  const item =
    'flex min-h-12 w-full items-center px-4 text-left text-base text-stone-900 hover:bg-stone-100 ' +
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-yellow-400 dark:text-stone-100 dark:hover:bg-stone-800';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t('menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={onToggle}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400"
      >
        <MoreIcon />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t('menu')}
          className="absolute right-0 top-12 z-30 w-64 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-xl dark:border-stone-700 dark:bg-stone-900"
        >
          {lastRoundAvailable || lastRoundOn ? (
            <button type="button" role="menuitem" className={item} onClick={onLastRound}>
              {lastRoundOn ? t('lastRoundOff') : t('lastRound')}
            </button>
          ) : null}
          <a role="menuitem" className={item} href={routePath({ name: 'edit-session', sessionId })} onClick={onClose}>
            {t('editSession')}
          </a>
          <button type="button" role="menuitem" className={item} onClick={onLegend}>
            {t('legend')}
          </button>
          <a role="menuitem" className={item} href={routePath({ name: 'abrechnung', sessionId })} onClick={onClose}>
            {t('abrechnung')}
          </a>
          <a role="menuitem" className={item} href={routePath({ name: 'session-stats', sessionId })} onClick={onClose}>
            {t('stats')}
          </a>
          <a role="menuitem" className={item} href={routePath({ name: 'sessions' })} onClick={onClose}>
            {t('sessions')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
