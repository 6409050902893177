/**
 * Statistics: per player over one evening (#/s/:id/stats, with the running
 * totals chart) or over all evenings (#/stats). Every number comes from the
 * pure functions in src/domain/stats.
 */
import { useMemo } from 'react';
import { parseSession, settleSession, type GameId, type PraemieId, type Session } from '@/domain/index';
import { computePlayerStats, runningTotals, type HandRef, type PlayerStats, type StatsInput } from '@/domain/stats/stats';
import { routePath } from '@/lib/router';
import { type StoredSession, useSession, useSessions } from '@/state/sessions';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { eveningTitle } from '@/lib/evening-title';
import { formatCents, formatPoints } from '@/lib/format';
import { gameName, praemieName } from '@/lib/tarock-names';
import { Screen } from '@/components/ui/screen';
import { EveningGate } from '@/components/ui/evening-gate';
import { messages } from './messages';
import { RunningTotalsChart } from './running-totals-chart';
import { formatDate } from '@/lib/dates';

type T = Translate<(typeof messages)['de']>;

interface Settled {
  stored: StoredSession;
  input: StatsInput;
}

/** Validates and settles stored sessions; ones that fail are counted, not shown. */
function settleAll(stored: readonly StoredSession[]): { settled: Settled[]; invalid: number } {
  const settled: Settled[] = [];
  let invalid = 0;
  for (const s of stored) {
    const parsed = parseSession(s.data);
    if (!parsed.ok) {
      invalid += 1;
      continue;
    }
    try {
      const { session, rules } = parsed.value;
      settled.push({ stored: s, input: { session, rules, settlement: settleSession(session, rules) } });
    } catch {
      invalid += 1;
    }
  }
  return { settled, invalid };
}

export function StatsScreen({ sessionId }: { sessionId?: string }) {
  return sessionId === undefined ? <AllSessionsStats /> : <SessionStats sessionId={sessionId} />;
}

function SessionStats({ sessionId }: { sessionId: string }) {
  const t = useT(messages);
  const lang = useLang();
  const stored = useSession(sessionId);
  const result = useMemo(() => (stored ? settleAll([stored]) : null), [stored]);
  const chartData = useMemo(() => {
    const e = result?.settled[0];
    return e ? runningTotals(e.input.session, e.input.settlement) : null;
  }, [result]);
  const back = { href: routePath({ name: 'sheet', sessionId }), label: t('backToSheet') };
  const title = stored ? `${t('title')} · ${eveningTitle(stored.data, lang)}` : t('title');

  // The evening as it is stored (no need to open it in the session store): gone is said like on its other screens.
  const opened = stored === undefined ? { status: 'loading' as const } : stored === null ? { status: 'error' as const, error: { code: 'ERR_STORAGE_NOT_FOUND' } } : { status: 'ready' as const };
  return (
    <EveningGate opened={opened} title={t('title')} back={back}>
      {() => {
        const entry = result?.settled[0];
        return (
          <Screen title={title} back={back}>
            {!entry ? (
              <p role="alert">{t('skipped', { n: 1 })}</p>
            ) : entry.input.session.hands.length === 0 ? (
              <p>{t('noHands')}</p>
            ) : (
              <div className="space-y-6">
                <p className="text-stone-700 dark:text-stone-300">{t('scopeOne', { hands: gamesOf(entry.input.session) })}</p>
                <section aria-labelledby="stats-chart">
                  <h2 id="stats-chart" className="mb-2 text-lg font-bold">
                    {t('chartHeading')}
                  </h2>
                  {chartData ? <RunningTotalsChart data={chartData} /> : null}
                </section>
                <PlayersSection settled={[entry]} t={t} />
              </div>
            )}
          </Screen>
        );
      }}
    </EveningGate>
  );
}

function AllSessionsStats() {
  const t = useT(messages);
  const lang = useLang();
  const sessions = useSessions();
  const result = useMemo(() => {
    if (!sessions) return null;
    const ordered = [...sessions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return settleAll(ordered);
  }, [sessions]);
  const back = { href: routePath({ name: 'sessions' }), label: t('back') };

  if (!result) {
    return (
      <Screen title={t('titleAll')} back={back}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  const hands = result.settled.reduce((n, s) => n + gamesOf(s.input.session), 0);
  return (
    <Screen title={t('titleAll')} back={back}>
      {result.settled.length === 0 && result.invalid === 0 ? (
        <p>{t('noSessions')}</p>
      ) : (
        <div className="space-y-6">
          <p className="text-stone-700 dark:text-stone-300">{t('scope', { sessions: result.settled.length, hands })}</p>
          {result.invalid > 0 ? (
            <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
              {t('skipped', { n: result.invalid })}
            </p>
          ) : null}
          <PlayersSection settled={result.settled} t={t} />
          <section aria-labelledby="stats-sessions">
            <h2 id="stats-sessions" className="mb-2 text-lg font-bold">
              {t('perSession')}
            </h2>
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
              {[...result.settled].reverse().map(({ stored }) => {
                const name = eveningTitle(stored.data, lang);
                return (
                  <li key={stored.id}>
                    <a
                      href={routePath({ name: 'session-stats', sessionId: stored.id })}
                      aria-label={t('sessionStats', { name })}
                      className="flex min-h-12 items-center justify-between gap-2 px-3 py-2 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:hover:bg-stone-800"
                    >
                      <bdi className="min-w-0 truncate font-medium">{name}</bdi>
                      <span className="shrink-0 text-sm text-stone-600 dark:text-stone-400">
                        {stored.data.date ? formatDate(stored.data.date, lang) : ''}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}
    </Screen>
  );
}

function PlayersSection({ settled, t }: { settled: Settled[]; t: T }) {
  const stats = useMemo(() => computePlayerStats(settled.map((s) => s.input)), [settled]);
  const many = settled.length > 1;
  return (
    <section aria-labelledby="stats-players" className="space-y-3">
      <h2 id="stats-players" className="text-lg font-bold">
        {t('playersHeading')}
      </h2>
      {stats.map((p) => (
        <PlayerCard key={p.name} stats={p} settled={settled} many={many} t={t} />
      ))}
    </section>
  );
}

function handRefText(ref: HandRef | null, settled: Settled[], many: boolean, t: T, lang: 'de' | 'en'): string {
  if (!ref) return t('none');
  const parts = [formatPoints(ref.amount, lang, { sign: true })];
  if (ref.game) parts.push(gameName(ref.game, lang));
  parts.push(t('handRef', { n: ref.hand + 1 }));
  if (many) {
    const s = settled[ref.session]?.stored.data;
    if (s) parts.push([s.name, s.date ? formatDate(s.date, lang) : null].filter(Boolean).join(' '));
  }
  return parts.join(' · ');
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-right font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function PlayerCard({ stats, settled, many, t }: { stats: PlayerStats; settled: Settled[]; many: boolean; t: T }) {
  const lang = useLang();
  const games = Object.entries(stats.games) as [GameId, { declared: number; won: number }][];
  const praemien = Object.entries(stats.praemien) as [PraemieId, { made: number; announced: number; asHolder: number }][];
  const headingId = `stats-player-${encodeURIComponent(stats.name)}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <h3 id={headingId} className="text-lg font-bold">
        {stats.name}
      </h3>
      <dl className="mt-1 divide-y divide-stone-100 text-base dark:divide-stone-800">
        {many ? <Stat label={t('sessionsLabel')} value={String(stats.sessions)} /> : null}
        <Stat label={t('handsPlayed')} value={String(stats.handsPlayed)} />
        <Stat label={t('total')} value={formatPoints(stats.total, lang, { sign: true })} />
        <Stat label={t('money')} value={formatCents(stats.cents, lang, { sign: true })} />
        <Stat label={t('average')} value={stats.average ? formatPoints(stats.average, lang, { sign: true, decimals: 2 }) : t('none')} />
        <Stat label={t('best')} value={handRefText(stats.best, settled, many, t, lang)} />
        <Stat label={t('worst')} value={handRefText(stats.worst, settled, many, t, lang)} />
        <Stat label={t('declaredWon')} value={`${stats.declared} / ${stats.won}`} />
        {stats.partner.declared > 0 ? <Stat label={t('partner')} value={`${stats.partner.declared} / ${stats.partner.won}`} /> : null}
        {stats.trischaken.played > 0 ? <Stat label={t('trischaken')} value={`${stats.trischaken.played} / ${stats.trischaken.lost}`} /> : null}
      </dl>
      {games.length > 0 ? (
        <table className="mt-3 w-full border-collapse text-base">
          <caption className="sr-only">
            {stats.name}: {t('declaredWon')}
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-sm text-stone-600 dark:border-stone-700 dark:text-stone-300">
              <th scope="col" className="py-1 text-left font-semibold">
                {t('game')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('declared')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('won')}
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map(([game, r]) => (
              <tr key={game} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                <th scope="row" className="py-1 text-left font-normal">
                  {gameName(game, lang)}
                </th>
                <td className="py-1 text-right tabular-nums">{r.declared}</td>
                <td className="py-1 text-right tabular-nums">{r.won}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {praemien.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-stone-600 dark:text-stone-300">{t('praemien')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {praemien.map(([id, r]) => (
              <li key={id} className="rounded-full bg-stone-100 px-3 py-1 text-sm dark:bg-stone-800">
                {praemieName(id)} {t('praemieCount', { n: r.made })}
                {r.announced > 0 ? ` · ${t('praemieAnnounced', { n: r.announced })}` : ''}
                {r.asHolder > 0 ? ` · ${t('praemieHolder', { n: r.asHolder })}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** Games played: a dissolveKassa bookkeeping row is no game. */
function gamesOf(session: Session): number {
  return session.hands.filter((h) => !h.dissolveKassa).length;
}
