/**
 * A short, stable fingerprint of a table's result: what was played (the hands)
 * or typed (the totals), not when it arrived or what note came with it. The
 * same hand-in received twice has the same fingerprint, so it changes nothing;
 * a different one asks the director before it replaces the stored result.
 */
import type { Hand } from '../model';
import type { TableResult } from './model';

/** JSON with object keys sorted, so key order never changes the fingerprint. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** 64-bit FNV-1a over the UTF-16 code units, as 16 hex digits. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

export function resultFingerprint(result: TableResult<Hand>): string {
  const content = 'hands' in result ? { hands: result.hands } : { totals: result.totals.map((t) => (Object.is(t, -0) ? 0 : t)) };
  return fnv1a64(canonicalJson(content));
}
