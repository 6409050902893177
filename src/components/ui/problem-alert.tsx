/** At most this many problems are listed: the first ones say what is wrong. */
const PROBLEMS_SHOWN = 20;

/** A list of problems as one alert (at most twenty lines), with an optional title above and hint below. */
export function ProblemAlert({ lines, title, hint }: { lines: readonly string[]; title?: string; hint?: string }) {
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {title ? <p className="mb-1 font-semibold">{title}</p> : null}
      <ul className="list-disc pl-5">
        {lines.slice(0, PROBLEMS_SHOWN).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {hint ? <p className="mt-2">{hint}</p> : null}
    </div>
  );
}
