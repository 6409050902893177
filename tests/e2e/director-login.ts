/**
 * The director login the browser tests use: `E2E_DIRECTOR=name:password`, so they can run against a
 * sync server without a well-known password; `leitung:tarock` (the embedded server's login for one
 * machine) when unset. playwright.config.ts creates the same login on the server it starts.
 */
export const DEFAULT_E2E_DIRECTOR = 'leitung:tarock';

export function e2eDirector(text = process.env.E2E_DIRECTOR || DEFAULT_E2E_DIRECTOR): { name: string; password: string } {
  const at = text.indexOf(':');
  if (at < 1 || at === text.length - 1) throw new Error('E2E_DIRECTOR must be name:password');
  return { name: text.slice(0, at), password: text.slice(at + 1) };
}
