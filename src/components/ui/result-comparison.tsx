/**
 * A table's results side by side (the stored one and a new one, or only the new one):
 * each player's total, the hand count and the check code, under a caption that names the
 * round and the table. Used by every dialog that asks before a result is stored or
 * replaced. Texts come from the caller.
 */
import type { Rational } from '@/domain/rational';
import { formatPoints } from '@/lib/format';
import type { Lang } from '@/lib/lang';

export interface ComparisonColumn {
  /** "gespeichert", "neu". */
  label: string;
  /** Each seat's total, formatted, in seating order. */
  totals: string[];
  /** "16 Spiele", or "Summen" for typed totals. */
  hands: string;
  checkCode: string;
}

export interface ResultComparisonProps {
  /** "Runde 2, Tisch 4". */
  caption: string;
  names: readonly string[];
  columns: readonly ComparisonColumn[];
  labels: { player: string; hands: string; checkCode: string };
}

export function ResultComparison({ caption, names, columns, labels }: ResultComparisonProps) {
  return (
    <table className="w-full table-fixed border-collapse text-base" data-testid="result-comparison">
      <caption className="mb-1 text-left font-bold text-stone-900 dark:text-stone-100">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="w-[40%] py-1 pr-2 text-left font-semibold">{labels.player}</th>
          {columns.map((c) => (
            <th key={c.label} scope="col" className="py-1 text-right font-semibold">{c.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat} className="border-b border-stone-200">
            <th scope="row" className="truncate py-1 pr-2 text-left font-normal"><bdi>{name}</bdi></th>
            {columns.map((c) => (
              <td key={c.label} className="py-1 text-right font-bold tabular-nums">{c.totals[seat] ?? ''}</td>
            ))}
          </tr>
        ))}
        <tr className="border-b border-stone-200">
          <th scope="row" className="py-1 pr-2 text-left font-normal">{labels.hands}</th>
          {columns.map((c) => (
            <td key={c.label} className="py-1 text-right tabular-nums">{c.hands}</td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-2 text-left font-normal">{labels.checkCode}</th>
          {columns.map((c) => (
            <td key={c.label} className="py-1 text-right font-mono text-lg font-extrabold tracking-widest" data-testid="comparison-check-code">{c.checkCode}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** A result as it is compared: each seat's total, its hand count (null for typed totals), its check code. */
export interface ComparedResult {
  totals: readonly Rational[];
  handCount: number | null;
  checkCode: string;
}

/** The columns for a stored result (when there is one) and a new one. */
export function resultColumns(
  stored: ComparedResult | null,
  fresh: ComparedResult,
  texts: { stored: string; fresh: string; hands: (n: number | null) => string },
  lang: Lang,
): ComparisonColumn[] {
  const column = (label: string, r: ComparedResult): ComparisonColumn => ({ label, totals: r.totals.map((x) => formatPoints(x, lang)), hands: texts.hands(r.handCount), checkCode: r.checkCode });
  return stored ? [column(texts.stored, stored), column(texts.fresh, fresh)] : [column(texts.fresh, fresh)];
}
