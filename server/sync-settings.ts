/** Settings of the embedded sync server read from the environment (pure, tested). */
import type { Credential } from './provision';

/** The director login of a newcomer's first try on one machine; never accepted from the network. */
export const WELL_KNOWN_DIRECTOR = 'leitung:tarock';

/** Whether an address to listen on is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** `name:password[,name:password]` → logins; a part without a name or password is an error. */
export function parseLogins(text: string): Credential[] {
  const logins = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const at = s.indexOf(':');
      if (at < 1 || at === s.length - 1) throw new Error(`SYNC_DIRECTOR: "${s.slice(0, Math.max(at, 0)) || s}" is not name:password`);
      return { name: s.slice(0, at), password: s.slice(at + 1) };
    });
  if (logins.length === 0) throw new Error('SYNC_DIRECTOR: no director login given');
  return logins;
}
