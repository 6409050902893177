/**
 * How the app must show numbers (table-ux.md): German decimal comma, a real
 * minus sign (U+2212), fractions with up to two decimals. Written here
 * independently of the app's formatter, from the settle command's JSON numbers.
 */

export const MINUS = '\u2212';

/** Sheet points as the German sheet shows them: "12", "−3", "2,67". */
export function germanPoints(value: number, opts: { sign?: boolean } = {}): string {
  if (Math.abs(value) < 1e-9) return '0';
  const abs = Math.abs(value);
  const whole = Math.abs(abs - Math.round(abs)) < 1e-9;
  const body = whole ? String(Math.round(abs)) : abs.toFixed(2).replace(/0+$/, '').replace('.', ',');
  if (value < 0) return MINUS + body;
  return opts.sign ? `+${body}` : body;
}

/** Money in German: "3,40 €", "−1,20 €". */
export function germanEuros(cents: number, opts: { sign?: boolean } = {}): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
  if (cents < 0) return MINUS + text;
  return opts.sign && cents > 0 ? `+${text}` : text;
}
