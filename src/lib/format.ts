/**
 * Number formatting for the sheet and money: German uses a decimal comma and a
 * real minus sign (−); money as "3,40 €".
 */
import type { Lang } from '@/lib/lang';
import { toNumber, type Rational } from '@/domain/rational';

const MINUS = '\u2212';

/** Points: whole numbers plain, fractions with up to two decimals ("2,67"); "+" only when asked. */
export function formatPoints(value: Rational | number, lang: Lang, opts: { sign?: boolean; decimals?: number } = {}): string {
  const x = typeof value === 'number' ? value : toNumber(value);
  const abs = Math.abs(x);
  if (opts.decimals !== undefined) {
    // A column of values with the same number of decimals (e.g. averages: "+5,20", "−3,00").
    const fixed = abs.toFixed(opts.decimals).replace('.', lang === 'de' ? ',' : '.');
    if (Number(abs.toFixed(opts.decimals)) === 0) return fixed;
    if (x < 0) return MINUS + fixed;
    return opts.sign ? '+' + fixed : fixed;
  }
  const isWhole = Math.abs(abs - Math.round(abs)) < 1e-9;
  const body = isWhole
    ? String(Math.round(abs))
    : abs.toFixed(2).replace(/0+$/, '').replace('.', lang === 'de' ? ',' : '.');
  if (Math.abs(x) < 1e-9) return '0';
  if (x < 0) return MINUS + body;
  return opts.sign ? '+' + body : body;
}

/** Money from whole cents: "3,40 €" / "€3.40", with a real minus sign. */
export function formatCents(cents: number, lang: Lang, opts: { sign?: boolean } = {}): string {
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const sign = cents < 0 ? MINUS : opts.sign && cents > 0 ? '+' : '';
  return lang === 'de' ? `${sign}${euros},${rest} €` : `${sign}€${euros}.${rest}`;
}
