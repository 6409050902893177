/**
 * Builders for explanation lines. A line is language-free: a key, params
 * (player names, game and Prämie ids, amounts) and the amount it stands for.
 * Amounts travel as numbers when whole and as "n/d" strings when fractional,
 * so they stay exact; `formatExplanation` renders them.
 */
import type { ExplanationLine } from '../model';
import { rat, type Rational } from '../rational';

export type LineParams = Record<string, string | number>;

/** An integer amount in units of 1/den as an exact param value. */
export function amountParam(x: number, den: number): number | string {
  const r = rat(x, den);
  return r.d === 1 ? r.n : `${r.n}/${r.d}`;
}

export function rationalParam(r: Rational): number | string {
  return r.d === 1 ? r.n : `${r.n}/${r.d}`;
}

export function pushLine(lines: ExplanationLine[] | null, key: string, params: LineParams, amount?: Rational): void {
  if (!lines) return;
  lines.push(amount === undefined ? { key, params } : { key, params, amount });
}
