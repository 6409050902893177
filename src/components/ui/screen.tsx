/**
 * Screen layout for a phone: a sticky top bar (back, title, actions), the
 * scrolling content, and an optional sticky bottom bar for the primary action
 * (thumb reach).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { BackIcon } from './icons';
import { useBottomBar } from './toast';

export interface ScreenProps {
  title: string;
  /** Back link target (a hash route) and its accessible label. */
  back?: { href: string; label: string };
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Moves focus to the heading on mount, so screen readers announce the new screen. */
  focusTitle?: boolean;
}

export function Screen({ title, back, actions, footer, children, focusTitle = true }: ScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  // Messages stand above the bottom bar, never over its buttons (components/ui/toast.tsx).
  useBottomBar(footerRef);
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus({ preventScroll: true });
  }, [focusTitle, title]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 bg-green-900 text-white shadow-md pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex min-h-14 max-w-screen-sm items-center gap-1 px-2">
          {back ? (
            <a
              href={back.href}
              aria-label={back.label}
              title={back.label}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400"
            >
              <BackIcon />
            </a>
          ) : (
            <span className="w-2" aria-hidden="true" />
          )}
          <h1 ref={headingRef} tabIndex={-1} className="min-w-0 flex-1 truncate text-xl font-bold outline-none">
            {title}
          </h1>
          {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
        </div>
      </header>
      {/* Room for the messages at the bottom while they show (components/ui/toast.tsx). */}
      <main className="mx-auto w-full max-w-screen-sm flex-1 px-4 pt-4 pb-[max(1rem,var(--toast-space,0px))]">{children}</main>
      {footer ? (
        <footer ref={footerRef} className="sticky bottom-0 z-20 border-t border-stone-200 bg-stone-50/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95 pb-[env(safe-area-inset-bottom)]">
          <div className="mx-auto max-w-screen-sm px-4 py-3">{footer}</div>
        </footer>
      ) : null}
    </div>
  );
}

/** A round icon button for the top bar. */
export function TopBarLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400"
    >
      {children}
    </a>
  );
}
