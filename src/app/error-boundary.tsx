/**
 * Error boundaries: one around every screen and one around the whole app, so a
 * rendering bug shows a friendly message with a way back instead of a white
 * page. A storage failure that reached a screen shows its own explanation.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { isStorageError } from '@/persistence/storage-errors';
import { buttonClass, Button } from '@/components/ui/button';
import { appMessages } from './messages';
import { useStorageErrorText } from './storage-banner';
import { routePath } from '@/lib/router';

interface BoundaryProps {
  children: ReactNode;
  /** When this value changes, a shown error is cleared (e.g. the route). */
  resetKey?: string;
  fallback: (error: unknown, reset: () => void) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey?: string;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, hasError: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}

/** The friendly message shown instead of a broken screen. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(appMessages);
  const storageText = useStorageErrorText(isStorageError(error) ? error : null);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div role="alert" className="mx-auto max-w-screen-sm px-4 py-10">
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="mt-3 text-base text-stone-700 dark:text-stone-300">{storageText ?? t('errorBody')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={routePath({ name: 'sessions' })}
          className={buttonClass('primary')}
          onClick={() => {
            // Leaving the broken screen: the route change resets the boundary.
            setTimeout(onRetry, 0);
          }}
        >
          {t('backToSessions')}
        </a>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </div>
      <details className="mt-8 text-sm text-stone-600 dark:text-stone-400">
        <summary className="cursor-pointer py-2">{t('errorDetails')}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words">{detail}</pre>
      </details>
    </div>
  );
}
