/**
 * renderWithProviders: renders a screen the way the app does — with the real
 * Dexie database (fake-indexeddb in tests), the toasts, a route in the hash and
 * the chosen language — and returns a user-event instance.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Toaster, resetToasts } from '@/components/ui/toast';
import { useSettings, type Lang } from '@/state/settings-store';

export interface RenderOptions {
  /** The hash route, e.g. "#/new"; default "#/". */
  route?: string;
  lang?: Lang;
}

export function setRoute(route: string): void {
  window.history.replaceState(null, '', route.startsWith('#') ? route : `#${route}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { user: UserEvent } {
  setRoute(options.route ?? '#/');
  useSettings.setState({ lang: options.lang ?? 'de', theme: 'light' });
  resetToasts();
  const user = userEvent.setup();
  const result = render(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return { user, ...result };
}
