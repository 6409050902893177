/**
 * A table phone's network hand-in: the table's login for one round (from the code the
 * director shows when the round opens for network hand-ins) kept on the phone, and the
 * hand-in sent as the same document the director's scan would make — so whichever copy
 * arrives first counts and the other is recognised as the same hand-in.
 */
import { handInDoc } from '@/domain/online/documents';
import type { HandIn } from '@/domain/tournament/model';
import { done, refused, type StoreResult } from '../result';
import { onlineErrorCode, type OnlineErrorCode } from './errors';

export interface TableLogin {
  /** The sync server's base URL. */
  s: string;
  /** Tournament id, round, table. */
  t: string;
  r: number;
  k: number;
  /** Login name and password. */
  n: string;
  p: string;
}

const KEY = 'koenigsblock.online.tableLogins';

function all(): TableLogin[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as TableLogin[]) : [];
  } catch {
    return [];
  }
}

/** The code's text (base64url of the login's JSON), for the link the director's QR code carries. */
export function encodeTableLogin(login: TableLogin): string {
  const bytes = new TextEncoder().encode(JSON.stringify(login));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeTableLogin(code: string): TableLogin | null {
  try {
    const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const json = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))) as Partial<TableLogin>;
    const ok = typeof json.s === 'string' && typeof json.t === 'string' && Number.isInteger(json.r) && Number.isInteger(json.k) && typeof json.n === 'string' && typeof json.p === 'string';
    return ok ? (json as TableLogin) : null;
  } catch {
    return null;
  }
}

/** Keeps a table login on this phone (a newer one for the same table and round replaces the older). */
export function saveTableLogin(login: TableLogin): void {
  const rest = all().filter((l) => !(l.t === login.t && l.r === login.r && l.k === login.k));
  localStorage.setItem(KEY, JSON.stringify([...rest, login].slice(-20)));
}

export function tableLoginFor(tournament: string, round: number, table: number): TableLogin | null {
  return all().find((l) => l.t === tournament && l.r === round && l.k === table) ?? null;
}

/** Sent, or known there already; refused with an online code, or 'no-login' (the phone has no login for the table). */
export type NetworkHandInResult = StoreResult<{ kind: 'sent' | 'already-there' }, { code: OnlineErrorCode | 'no-login' }>;

/** Sends the hand-in over the network with this table's login (one request). */
export async function handInOverNetwork(handIn: HandIn & { mac?: string }, fetchImpl: typeof fetch = fetch): Promise<NetworkHandInResult> {
  const login = tableLoginFor(handIn.tournament, handIn.round, handIn.table);
  if (!login) return refused({ code: 'no-login' });
  const doc = handInDoc(handIn);
  const url = `${login.s.replace(/\/+$/, '')}/kb-h-${doc.tournament}/${encodeURIComponent(doc._id)}`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Basic ${btoa(unescape(encodeURIComponent(`${login.n}:${login.p}`)))}` },
      body: JSON.stringify(doc),
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    return refused({ code: 'unreachable' });
  }
  if (res.ok) return done({ kind: 'sent' });
  const body = (await res.json().catch(() => ({}))) as { error?: string; reason?: string };
  // The document is there already (the same hand-in sent before, or scanned by the director).
  if (res.status === 409 || /^kb:append-only:/.test(body.reason ?? '')) return done({ kind: 'already-there' });
  return refused({ code: onlineErrorCode({ status: res.status, error: body.error, reason: body.reason }, { table: true }) });
}
