/**
 * Service-worker state shared by the registration (pwa.ts) and the update
 * banner. Kept apart from pwa.ts so screens and tests do not pull in the
 * generated registration module.
 */
import { create } from 'zustand';

interface PwaState {
  /** A new version is installed and waiting. */
  needRefresh: boolean;
  /** Activates the waiting version and reloads; only ever called from the user's tap. */
  update: (() => Promise<void>) | null;
  /** The user chose "later" for this waiting version. */
  dismissed: boolean;
  /**
   * Another tab activated the new version: this tab still runs the old code. It is
   * not reloaded (a half-entered hand would be lost); the banner asks its user.
   */
  reloadNeeded: boolean;
}

export const initialPwaState: PwaState = { needRefresh: false, update: null, dismissed: false, reloadNeeded: false };

export const usePwaState = create<PwaState>()(() => initialPwaState);
