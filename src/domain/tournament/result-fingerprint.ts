/**
 * A short, stable fingerprint of a table's result: what was played (the hands)
 * or typed (the totals), not when it arrived or what note came with it. The
 * same hand-in received twice has the same fingerprint, so it changes nothing;
 * a different one asks the director before it replaces the stored result.
 */
import { canonicalJson } from '../canonical-json';
import { fnv1a64 } from '../hash/fnv';
import type { Hand } from '../model';
import type { TableResult } from './model';

export function resultFingerprint(result: TableResult<Hand>): string {
  const content = 'hands' in result ? { hands: result.hands } : { totals: result.totals.map((t) => (Object.is(t, -0) ? 0 : t)) };
  return fnv1a64(canonicalJson(content));
}
