/**
 * Short, non-blocking messages, optionally with one action ("Rückgängig"). Announced politely
 * to screen readers. They stand just above the screen's bottom bar (the sticky footer with its
 * main action; every such bar registers its height with `useBottomBar`), so a message never
 * covers the button the thumb goes to next, and its own action stays in thumb reach; without a
 * bar, at the bottom edge. A screen whose form fills the screen down to its bottom bar (the hand
 * form: the extras row sits right above Save) moves them to the top while it is shown
 * (`useToastsAtTop`). While messages show at the bottom the page gets room below its last
 * control (`--toast-space`), so the end of the page can be scrolled above them.
 *
 * A message never lands on the control the user just used (the one last touched or focused when
 * it was shown: "add another file" is where the thumb is) nor on a control the screen marks as
 * its next step (`data-toast-avoid`, e.g. the season's "Turnierdateien hinzufügen"): where the
 * bottom place would cover one of them (the page scrolled so it is at the bottom edge), the
 * messages stand at the top instead, as long as that covers less; this follows scrolling.
 *
 * A message belongs to the screen it is seen on: one shown on a screen goes when the
 * user moves to another. One shown by an action that then opens another screen (saved,
 * then back to the list) is seen on that screen, and stays there.
 *
 * The same words are never shown twice at once: a message equal to one on screen replaces it
 * (one failure reported by two paths, or a button tapped twice, is one message); one with an
 * action ("Rückgängig") keeps its own.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { create } from 'zustand';
import { useT, type Messages } from '@/i18n/i18n';
import { CloseIcon } from './icons';

export interface Toast {
  id: number;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  /** Milliseconds; default 5000, 8000 with an action. */
  duration: number;
  /** The screen (location hash) the message belongs to. */
  screen: string;
  /** It has been shown on its screen: moving to another screen removes it. */
  seen: boolean;
  /** The controls the user had just touched or focused when it was shown: it does not cover them. */
  avoid: readonly Element[];
}

interface ToastState {
  toasts: Toast[];
  /** How many mounted screens want the messages at the top. */
  atTop: number;
  /** The heights (px) of the mounted bottom bars, by bar. */
  bars: Record<number, number>;
}

const initialState: ToastState = { toasts: [], atTop: 0, bars: {} };
let nextId = 1;
let nextBar = 1;

export const useToasts = create<ToastState>()(() => initialState);

function currentScreen(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}

/** The control the user last touched (a pointer's press), kept while the Toaster is mounted. */
let lastTouched: Element | null = null;

function rememberTouch(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  lastTouched = target?.closest('button, a, input, select, textarea, label, summary, [role="button"]') ?? target;
}

/** The controls a message shown now must leave free: the one just touched and the focused one. */
function justUsed(): Element[] {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  return [lastTouched, focused && focused !== document.body ? focused : null].filter((e): e is Element => e !== null);
}

export function showToast(toast: Omit<Toast, 'id' | 'duration' | 'screen' | 'seen' | 'avoid'> & { duration?: number }): number {
  const id = nextId++;
  const duration = toast.duration ?? (toast.onAction ? 8000 : 5000);
  useToasts.setState((s) => ({
    toasts: [...s.toasts.filter((t) => t.message !== toast.message || t.onAction !== undefined).slice(-2), { ...toast, id, duration, screen: currentScreen(), seen: false, avoid: justUsed() }],
  }));
  return id;
}

/** A message is on screen: if that is its own screen, leaving it removes the message. */
function markSeen(id: number): void {
  const screen = currentScreen();
  if (!useToasts.getState().toasts.some((t) => t.id === id && !t.seen && t.screen === screen)) return;
  useToasts.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, seen: true } : t)) }));
}

/** Another screen opened: messages seen on the last one go; one not seen yet goes with the user (it is about what opened this screen). */
function screenChanged(): void {
  const screen = currentScreen();
  const { toasts } = useToasts.getState();
  if (toasts.every((t) => t.screen === screen)) return;
  useToasts.setState({ toasts: toasts.filter((t) => !t.seen || t.screen === screen).map((t) => (t.seen ? t : { ...t, screen })) });
}

export function dismissToast(id: number): void {
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function resetToasts(): void {
  useToasts.setState(initialState, true);
}

/** While the calling screen is mounted, messages show at the top of the screen instead of the bottom. */
export function useToastsAtTop(): void {
  useEffect(() => {
    useToasts.setState((s) => ({ atTop: s.atTop + 1 }));
    return () => useToasts.setState((s) => ({ atTop: Math.max(0, s.atTop - 1) }));
  }, []);
}

/**
 * A bar fixed to the bottom of the screen (a sticky footer with the screen's main action): while
 * it is mounted, messages stand above it, following its height as it grows (an undo bar, a
 * reason under Save) or shrinks.
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const bar = nextBar++;
    let mounted = true;
    const measure = () => {
      if (!mounted) return;
      const height = element.offsetHeight;
      if (useToasts.getState().bars[bar] !== height) useToasts.setState((s) => ({ bars: { ...s.bars, [bar]: height } }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      mounted = false;
      observer?.disconnect();
      useToasts.setState((s) => ({ bars: Object.fromEntries(Object.entries(s.bars).filter(([key]) => Number(key) !== bar)) }));
    };
  }, [ref]);
}

/** The gap between the messages and the bottom bar (or the screen's edge). */
const GAP = '0.75rem';
/** Where the messages stand when they are at the top: below the top bar. */
const TOP = '4.5rem';

interface Span { top: number; bottom: number; left: number; right: number }

/** How much a place of the messages covers: a control just used counts more than one the screen marks. */
function coverage(place: Span, used: readonly Element[]): number {
  const meets = (el: Element) => {
    if (!el.isConnected) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < place.bottom && place.top < r.bottom && r.left < place.right && place.left < r.right;
  };
  const marked = [...document.querySelectorAll('[data-toast-avoid]')];
  return used.filter(meets).length * 2 + marked.filter((el) => !used.includes(el) && meets(el)).length;
}

/**
 * Whether the messages go to the top: their bottom place (above a bar of `bar` px, or the edge)
 * covers a control just used or marked, and the top place covers less.
 */
function betterAtTop(box: HTMLElement, toasts: readonly Toast[], bar: number): boolean {
  if (toasts.length === 0) return false;
  const { left, right } = box.getBoundingClientRect();
  const height = box.offsetHeight;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const gap = parseFloat(GAP) * rem;
  const used = toasts.flatMap((t) => t.avoid);
  const bottomEdge = window.innerHeight - (bar > 0 ? bar : 0) - gap;
  const atBottom = coverage({ top: bottomEdge - height, bottom: bottomEdge, left, right }, used);
  if (atBottom === 0) return false;
  const top = parseFloat(TOP) * rem;
  return coverage({ top, bottom: top + height, left, right }, used) < atBottom;
}

const messages = {
  de: { dismiss: 'Meldung schließen' },
  en: { dismiss: 'Dismiss message' },
} satisfies Messages;

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT(messages);
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);
  useEffect(() => markSeen(toast.id), [toast.id, toast.screen]);

  return (
    <div className="pointer-events-auto flex items-center gap-2 rounded-xl bg-stone-900 py-1 pl-4 pr-1 text-white shadow-lg dark:bg-stone-100 dark:text-stone-900">
      <p className="min-w-0 flex-1 py-2 text-base">{toast.message}</p>
      {toast.actionLabel && toast.onAction ? (
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 font-bold text-yellow-300 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-800 dark:hover:bg-black/10"
          onClick={() => {
            dismissToast(toast.id);
            toast.onAction?.();
          }}
        >
          {toast.actionLabel}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t('dismiss')}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:hover:bg-black/10"
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** Renders the toasts; mount once at the app root. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const screenAtTop = useToasts((s) => s.atTop > 0);
  const bar = useToasts((s) => Math.max(0, ...Object.values(s.bars)));
  const box = useRef<HTMLDivElement>(null);
  const [clear, setClear] = useState(false);
  const atTop = screenAtTop || clear;
  useEffect(() => {
    window.addEventListener('hashchange', screenChanged);
    document.addEventListener('pointerdown', rememberTouch, true);
    return () => {
      window.removeEventListener('hashchange', screenChanged);
      document.removeEventListener('pointerdown', rememberTouch, true);
    };
  }, []);
  // Off a control just used or marked: decided as the messages come, and again as the page scrolls or resizes.
  useLayoutEffect(() => {
    if (screenAtTop || toasts.length === 0) {
      setClear(false);
      return;
    }
    const decide = () => { if (box.current) setClear(betterAtTop(box.current, toasts, bar)); };
    decide();
    let frame = 0;
    const later = () => { cancelAnimationFrame(frame); frame = requestAnimationFrame(decide); };
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [toasts, bar, screenAtTop]);
  // Room below the page's last control while messages show at the bottom: their height and the gap
  // (the bottom bar, sticky below the page, keeps its own room). Kept while they step to the top
  // off a control, so that the page does not move under them.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!screenAtTop && toasts.length > 0) root.style.setProperty('--toast-space', `calc(${box.current?.offsetHeight ?? 0}px + ${GAP} * 2)`);
    else root.style.removeProperty('--toast-space');
  }, [toasts, screenAtTop, bar]);
  return (
    <div
      ref={box}
      role="status"
      aria-live="polite"
      data-placement={atTop ? 'top' : 'bottom'}
      className={
        'pointer-events-none fixed inset-x-0 z-40 mx-auto flex max-w-screen-sm flex-col gap-2 px-4 ' +
        (atTop ? 'top-[max(4.5rem,env(safe-area-inset-top))]' : '')
      }
      style={atTop ? undefined : { bottom: bar > 0 ? `calc(${bar}px + ${GAP})` : `calc(env(safe-area-inset-bottom, 0px) + ${GAP})` }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
