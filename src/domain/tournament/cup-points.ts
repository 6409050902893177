/**
 * Cuppunkte (tournament-format.md §3): the three forms of `cupPoints` — a list by place,
 * "fixpunkte" (the Upper-Austrian table) and "heine" (by score) — their check (§2, used by
 * the tournament file and the season file alike) and what a ranked player gets. Exact.
 */
import { add, divInt, rat, ZERO, type Rational } from '../rational';
import { describe } from '../validation/checks';
import { CUP_POINT_SCHEMES, UPPER_AUSTRIAN_CUP_POINTS, HEINE, type CupPointsScheme, type CupPointsSpec } from './model';
import { exactFromTyped } from './numbers';

/** A problem with a `cupPoints` value; `field` is "cupPoints" or "cupPoints: 2". */
export interface CupPointsProblem {
  code: 'ERR_T_CUP_POINTS' | 'ERR_T_CUP_POINTS_SCHEME';
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

export function isCupPointsScheme(v: unknown): v is CupPointsScheme {
  return typeof v === 'string' && (CUP_POINT_SCHEMES as readonly string[]).includes(v);
}

/** Checks a `cupPoints` value (§2): the clean copy, or its problems (lines of §2). */
export function checkCupPoints(v: unknown): { ok: true; value: CupPointsSpec } | { ok: false; problems: CupPointsProblem[] } {
  if (typeof v === 'string') {
    if (isCupPointsScheme(v)) return { ok: true, value: v };
    return { ok: false, problems: [{ code: 'ERR_T_CUP_POINTS_SCHEME', field: 'cupPoints', message: `unknown scheme ${JSON.stringify(v)}`, params: { scheme: v } }] };
  }
  if (!Array.isArray(v)) {
    return { ok: false, problems: [{ code: 'ERR_T_CUP_POINTS', field: 'cupPoints', message: 'must be a list of numbers, "fixpunkte" or "heine"' }] };
  }
  const problems: CupPointsProblem[] = [];
  (v as unknown[]).forEach((p, i) => {
    if (typeof p !== 'number' || p < 0 || exactFromTyped(p) === null) {
      problems.push({ code: 'ERR_T_CUP_POINTS', field: `cupPoints: ${i}`, message: `must be a number of points 0 or more (at most 4 decimals), got ${describe(p)}`, params: { index: i } });
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: (v as number[]).map((p) => (p === 0 ? 0 : p)) };
}

/** Floor of a fraction, exactly. */
function floorOf(r: Rational): number {
  let q = Math.floor(r.n / r.d);
  if (q * r.d > r.n) q -= 1;
  if ((q + 1) * r.d <= r.n) q += 1;
  return q;
}

/**
 * Heinepunkte for a total P (§3): 0 if P ≤ 0; P if 0 < P ≤ 100; 100 + ⌊(P − 100) / 2⌋ if
 * 100 < P < 300; 200 if P ≥ 300. A fraction counts as it is up to 100; above, ⌊ ⌋ drops it.
 */
export function heinePoints(total: Rational): Rational {
  if (total.n <= 0) return ZERO;
  const full = rat(HEINE.full);
  if (total.n <= HEINE.full * total.d) return total;
  if (total.n >= HEINE.maxFromScore * total.d) return rat(HEINE.max);
  const above = rat(total.n - HEINE.full * total.d, 2 * total.d);
  return add(full, rat(floorOf(above)));
}

/** The points by place of a list or "fixpunkte" (exact), or null for "heine". */
export function placeTable(spec: CupPointsSpec): Rational[] | null {
  if (spec === 'heine') return null;
  const list = spec === 'fixpunkte' ? UPPER_AUSTRIAN_CUP_POINTS : spec;
  return list.map((x) => exactFromTyped(x) ?? ZERO);
}

const tableCache = new WeakMap<object, Rational[]>();
let fixpunkteTable: Rational[] | null = null;

function cachedTable(spec: Exclude<CupPointsSpec, 'heine'>): Rational[] {
  if (spec === 'fixpunkte') return (fixpunkteTable ??= placeTable('fixpunkte')!);
  const hit = tableCache.get(spec);
  if (hit) return hit;
  const table = placeTable(spec)!;
  tableCache.set(spec, table);
  return table;
}

/**
 * The Cuppunkte of a ranked player (§3): by place for a list or "fixpunkte" — `span`
 * players sharing `place` each get the average of the entries of the places they cover —
 * and by the total for "heine".
 */
export function cupPointsFor(spec: CupPointsSpec, place: number, span: number, total: Rational): Rational {
  if (spec === 'heine') return heinePoints(total);
  const table = cachedTable(spec);
  let sum = ZERO;
  for (let k = 0; k < span; k++) sum = add(sum, table[place - 1 + k] ?? ZERO);
  return span === 1 ? sum : divInt(sum, span);
}
