/**
 * Spectators: the live standings of an online tournament on any phone, no login — the
 * tournament, the round, "Wo sitze ich?" and the standings, updating by themselves and
 * showing the last standings without a network; in the phone's language, the other one a tap
 * away at the top.
 */
import { formatTime } from '@/lib/dates';
import { routePath } from '@/lib/router';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adoptDeviceLanguage, useSettings } from '@/state/settings-store';
import { Screen } from '@/components/ui/screen';
import { TextField } from '@/components/ui/field';
import { useLang, useT } from '@/i18n/i18n';
import { formatPoints } from '@/lib/format';
import { findSeat, type PublishedStandings } from '@/domain/online/published';
import { useLiveStandings } from '@/state/online/live';
import { liveMessages } from './messages';

export function LiveScreen({ tournamentId }: { tournamentId: string }) {
  const t = useT(liveMessages);
  const lang = useLang();
  const { doc, phase } = useLiveStandings(tournamentId);
  const setLang = useSettings((s) => s.setLang);
  // A spectator's phone that never chose a language gets its own.
  useEffect(() => adoptDeviceLanguage(), []);
  const time = doc ? formatTime(doc.publishedAt, lang) : '';
  return (
    <Screen title={doc?.name ?? t('title')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      {/* The other language at the top, where a guest looks first (not below 200 rows of standings). */}
      <div className="flex items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="min-w-0 text-sm" data-live-phase={phase}>
          {phase === 'loading' ? t('loading') : phase === 'live' ? <strong className="text-green-800 dark:text-green-300">● {t('live')}</strong> : doc ? t('offline', { time }) : t('offlineNoData')}
        </p>
        <Button className="shrink-0" lang={lang === 'de' ? 'en' : 'de'} onClick={() => setLang(lang === 'de' ? 'en' : 'de')}>
          {t('otherLanguage')}
        </Button>
      </div>
      {doc ? <Standings doc={doc} /> : phase !== 'loading' ? <p className="mt-4">{t('notYet')}</p> : null}
    </Screen>
  );
}

function Standings({ doc }: { doc: PublishedStandings }) {
  const t = useT(liveMessages);
  const lang = useLang();
  const [query, setQuery] = useState('');
  const seats = findSeat(doc, query);
  return (
    <>
      <p className="mt-2 text-lg font-semibold">{doc.round > 0 ? t('roundOf', { n: doc.round, planned: doc.plannedRounds }) : t('noRoundYet')}</p>
      {doc.round > 0 ? (
        <section aria-labelledby="where-heading" className="mt-4">
          <h2 id="where-heading" className="text-lg font-bold">{t('whereDoISit')}</h2>
          <TextField label={t('whereDoISit')} hideLabel placeholder={t('whereHint')} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          {query.trim() ? (
            <ul aria-label={t('whereDoISit')} className="mt-2 flex flex-col gap-1">
              {seats.length === 0 ? <li>{t('noSeat', { n: doc.round })}</li> : seats.map((s) => (
                <li key={s.table} className="rounded-lg border border-green-700 p-2"><strong>{t('seatAt', { table: s.table })}</strong>: {s.names.join(', ')}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="standings-heading" className="mt-6">
        <h2 id="standings-heading" className="text-lg font-bold">{t('standings')}</h2>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-base" aria-labelledby="standings-heading">
            <thead>
              <tr className="border-b border-stone-300 dark:border-stone-700">
                <th scope="col" className="py-1 pr-2">{t('place')}</th>
                <th scope="col" className="py-1 pr-2">{t('name')}</th>
                {Array.from({ length: doc.round }, (_, i) => <th key={i} scope="col" className="py-1 pr-2 text-right">{t('roundShort', { n: i + 1 })}</th>)}
                <th scope="col" className="py-1 pr-2 text-right">{t('total')}</th>
                {doc.hasCupPoints ? <th scope="col" className="py-1 text-right">{t('cupPoints')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {doc.rows.map((r, i) => (
                <tr key={i} className="border-b border-stone-200 dark:border-stone-800">
                  <td className="py-1 pr-2 tabular-nums">{r.place == null ? '' : `${r.place}.`}</td>
                  <td className="py-1 pr-2">{r.name}</td>
                  {r.rounds.map((x, k) => <td key={k} className="py-1 pr-2 text-right tabular-nums">{x === null ? '' : formatPoints(x, lang)}</td>)}
                  <td className="py-1 pr-2 text-right font-semibold tabular-nums">{formatPoints(r.total, lang)}</td>
                  {doc.hasCupPoints ? <td className="py-1 text-right tabular-nums">{r.cupPoints == null ? '' : formatPoints(r.cupPoints, lang)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {doc.seating.length > 0 ? (
        <section aria-labelledby="seating-heading" className="mt-6">
          <h2 id="seating-heading" className="text-lg font-bold">{t('seating', { n: doc.round })}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {doc.seating.map((s) => (
              <li key={s.table}><strong>{t('seatAt', { table: s.table })}</strong>{s.done ? ` (${t('tableDone')})` : ''}: {s.names.join(', ')}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
