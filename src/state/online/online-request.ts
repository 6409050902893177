/** One request of a director device to the sync server or its provisioning service. */
import { onlineErrorCode, type OnlineErrorCode } from './errors';

/** Where version 4 kept the connection and the online tournaments (moved into the database by version 5). */
export const LEGACY_KEYS = ['koenigsblock.online.server', 'koenigsblock.online.tournaments'] as const;

export async function request(url: string, init: RequestInit, login?: { name: string; password: string }): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (login) headers.set('authorization', `Basic ${btoa(unescape(encodeURIComponent(`${login.name}:${login.password}`)))}`);
  return fetch(url, { ...init, headers, cache: 'no-store', credentials: 'omit' });
}

export async function failure(res: Response, table = false): Promise<OnlineErrorCode> {
  const body = (await res.json().catch(() => ({}))) as { error?: string; reason?: string };
  return onlineErrorCode({ status: res.status, error: body.error, reason: body.reason }, { table });
}
