/**
 * The running totals of one evening as a line chart (chart.js, loaded on
 * demand, only the parts a line chart needs), with the same data as text: a
 * summary as the canvas's accessible name and a table behind a disclosure.
 * Colours follow the theme (the `dark` class on <html>).
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { seriesExtremes, type RunningTotals } from '@/domain/stats/stats';
import { toNumber } from '@/domain/rational';
import { translate, useLang, useT } from '@/i18n/i18n';
import { formatPoints } from '@/lib/format';
import { messages } from './messages';

const LIGHT = {
  series: ['#15803d', '#b45309', '#1d4ed8', '#be123c', '#7e22ce'],
  text: '#44403c',
  grid: '#e7e5e4',
  zero: '#a8a29e',
};
const DARK = {
  series: ['#4ade80', '#fbbf24', '#60a5fa', '#fb7185', '#c084fc'],
  text: '#d6d3d1',
  grid: '#3f3a36',
  zero: '#78716c',
};

function subscribeTheme(callback: () => void): () => void {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** True while the app shows the dark theme. */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribeTheme, () => document.documentElement.classList.contains('dark'), () => false);
}

/** One sentence per player: final, highest and lowest total. */
export function useChartSummary(data: RunningTotals): string {
  const t = useT(messages);
  const lang = useLang();
  const players = data.series
    .map((s) => {
      const x = seriesExtremes(s.values);
      return t('chartPlayer', {
        name: s.name,
        end: formatPoints(s.values[s.values.length - 1]!, lang),
        max: formatPoints(x.max, lang),
        maxAt: x.maxAt,
        min: formatPoints(x.min, lang),
        minAt: x.minAt,
      });
    })
    .join(' ');
  return t('chartSummary', { n: data.labels.length - 1, players });
}

export function RunningTotalsChart({ data }: { data: RunningTotals }) {
  const t = useT(messages);
  const lang = useLang();
  const dark = useIsDark();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const summary = useChartSummary(data);
  const numbers = useMemo(() => data.series.map((s) => s.values.map(toNumber)), [data]);

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (e.g. a test DOM): the text alternative stands alone.
    if (!canvas || !canvas.getContext('2d')) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const palette = dark ? DARK : LIGHT;
    const tt = translate(messages, lang);
    void import('chart.js').then(({ Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip }) => {
      if (cancelled) return;
      Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);
      const fmt = (v: number | string) => formatPoints(Number(v), lang);
      const chart = new Chart(canvas, {
        type: 'line',
        data: {
          labels: data.labels.map((l, i) => (i === 0 ? tt('chartStart') : l)),
          datasets: data.series.map((s, i) => ({
            label: s.name,
            data: numbers[i]!,
            borderColor: palette.series[i % palette.series.length],
            backgroundColor: palette.series[i % palette.series.length],
            borderWidth: 2,
            pointRadius: data.labels.length > 40 ? 0 : 2,
            pointHoverRadius: 5,
            tension: 0,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { color: palette.text, boxWidth: 12, boxHeight: 12, padding: 12, font: { size: 13 } } },
            tooltip: {
              callbacks: {
                title: (items) => (items[0] && items[0].dataIndex > 0 ? `${tt('chartHand')} ${items[0].label}` : tt('chartStart')),
                label: (item) => `${item.dataset.label}: ${fmt(item.parsed.y ?? 0)}`,
              },
            },
          },
          scales: {
            x: { ticks: { color: palette.text, autoSkip: true, maxTicksLimit: 8, maxRotation: 0 }, grid: { color: palette.grid } },
            y: {
              ticks: { color: palette.text, callback: (v) => fmt(v) },
              grid: { color: (ctx) => (ctx.tick.value === 0 ? palette.zero : palette.grid) },
            },
          },
        },
      });
      destroy = () => chart.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [data, numbers, dark, lang]);

  return (
    <div>
      <div className="relative h-72 w-full rounded-xl border border-stone-200 bg-white p-2 dark:border-stone-700 dark:bg-stone-900">
        <canvas ref={canvasRef} role="img" aria-label={summary}>
          {summary}
        </canvas>
      </div>
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-base font-medium text-green-900 dark:text-green-300">{t('chartTable')}</summary>
        <div className="max-h-80 overflow-auto">
          <table className="w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-stone-50 dark:bg-stone-950">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {t('chartHand')}
                </th>
                {data.series.map((s) => (
                  <th key={s.name} scope="col" className="px-2 py-1 text-right">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.labels.map((label, i) => (
                <tr key={label} className="border-t border-stone-200 dark:border-stone-800">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {i === 0 ? t('chartStart') : label}
                  </th>
                  {data.series.map((s) => (
                    <td key={s.name} className="px-2 py-1 text-right tabular-nums">
                      {formatPoints(s.values[i]!, lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
