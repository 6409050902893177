/**
 * #/saison/:id/turnier/:tid — one tournament of a season as the season counts it, for the ones
 * this device does not hold as a tournament (a results list: ABAKUS, paper, typed; a tournament
 * file of another director): its name, date and where it came from, its ranking with the names
 * and cup numbers the season resolved, the Schrift, the Cuppunkte under the season's scheme and
 * which of them count (the Saisonwertung's own numbers, `season --json`), the way back to the
 * season, and the season's actions on it: a corrected results list, "Aus der Saison nehmen".
 * Read-only otherwise: the results are the list's or the other director's.
 */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { formatDate } from '@/lib/dates';
import { navigate, routePath } from '@/lib/router';
import { removeTournament, useSeasonTournament, type SeasonProblem, type SeasonTournamentView, type StoredSeason } from '@/state/season-store';
import { useTournamentSummaries } from '@/state/tournament-store';
import { seasonMessages } from './messages';
import { seasonTournamentMessages } from './tournament-messages';
import { RemoveTournamentButton, RemoveTournamentDialog } from './remove-tournament';
import { bestLabel, schemeLabel, seasonHref, SeasonProblemList, seasonTitle, usePoints, WithSeason } from './shared';

export function SeasonTournamentScreen({ id, tournamentId }: { id: string; tournamentId: string }) {
  const t = useT(seasonTournamentMessages);
  return <WithSeason id={id} title={t('title')}>{(stored) => <TournamentView stored={stored} tournamentId={tournamentId} />}</WithSeason>;
}

function TournamentView({ stored, tournamentId }: { stored: StoredSeason; tournamentId: string }) {
  const t = useT(seasonTournamentMessages);
  const view = useSeasonTournament(stored.data, tournamentId);
  const back = { href: seasonHref(stored.id), label: t('back') };
  if (view === undefined) return null;
  if (view === null) {
    return (
      <Screen title={t('title')} back={back}>
        <p role="alert" className="text-base">{t('notFound')}</p>
        <LinkButton href={seasonHref(stored.id)} className="mt-4 w-full">{`${t('toSeason')} ${seasonTitle(stored.data)}`}</LinkButton>
      </Screen>
    );
  }
  return (
    <Screen title={view.name} back={back}>
      <Heading stored={stored} view={view} />
      <Ranking stored={stored} view={view} />
      <Actions stored={stored} view={view} />
    </Screen>
  );
}

function Heading({ stored, view }: { stored: StoredSeason; view: SeasonTournamentView }) {
  const t = useT(seasonTournamentMessages);
  const ts = useT(seasonMessages);
  const lang = useLang();
  const summaries = useTournamentSummaries();
  const onDevice = view.origin.kind === 'tournament' && summaries?.some((s) => s.id === view.id);
  const origin = view.origin.kind === 'results'
    ? (view.origin.source ? t('originListFrom', { source: view.origin.source }) : t('originList'))
    : onDevice ? t('originApp') : summaries ? t('originFile') : null;
  const players = view.entries.length;
  // Published Cuppunkte stand whatever the season's scheme (§11): the line says so instead of naming the scheme.
  const scheme = view.origin.kind === 'results' && view.origin.givenCupPoints ? t('givenCupPoints') : schemeLabel(stored.data, ts);
  const summary = { players, rounds: view.rounds, scheme, best: bestLabel(stored.data, ts) };
  return (
    <>
      {/* The header cuts a long name: here it is in full. */}
      <p className="text-lg font-bold break-words"><bdi>{view.name}</bdi></p>
      <p className="text-base">
        {t('position', { n: view.index + 1, count: stored.data.tournaments.length })}
        {view.date ? ` · ${formatDate(view.date, lang)}` : ''}
        {view.final ? <span className="ml-2 rounded bg-amber-200 px-1.5 text-sm text-amber-950">{ts('finaleMark')}</span> : null}
      </p>
      <a
        href={seasonHref(stored.id)}
        className="block min-h-11 py-2.5 text-base font-semibold text-green-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200"
      >
        {t('toSeason')}&nbsp;<bdi>{seasonTitle(stored.data)}</bdi>
      </a>
      {origin ? <p className="text-base" data-testid="season-tournament-origin">{origin}</p> : null}
      {onDevice ? (
        <LinkButton href={routePath({ name: 'tournament', tournamentId: view.id, view: { kind: 'overview' } })} className="mt-2 w-full">{t('openOnDevice')}</LinkButton>
      ) : null}
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(view.rounds > 0 ? 'summaryRounds' : 'summary', summary)}</p>
    </>
  );
}

function Ranking({ stored, view }: { stored: StoredSeason; view: SeasonTournamentView }) {
  const t = useT(seasonTournamentMessages);
  const points = usePoints();
  const withSchrift = view.entries.some((e) => e.schrift !== null);
  const struck = view.entries.some((e) => e.counted === false);
  const notRanked = view.entries.some((e) => e.counted === null);
  const cell = 'px-1.5 py-1.5';
  return (
    <section aria-labelledby="season-tournament-ranking" className="mt-5">
      <h2 id="season-tournament-ranking" className="text-lg font-bold">{t('ranking')}</h2>
      {view.entries.length === 0 ? <p className="mt-2 text-base">{t('noEntries')}</p> : (
        <table className="mt-2 w-full border-collapse text-base" aria-label={t('ranking')}>
          <thead>
            <tr className="border-b-2 border-current text-left text-sm">
              <th scope="col" className={`${cell} w-10 text-right`}>{t('place')}</th>
              <th scope="col" className={cell}>{t('name')}</th>
              {withSchrift ? <th scope="col" className={`${cell} text-right`}>{t('schrift')}</th> : null}
              <th scope="col" className={`${cell} text-right`}>{t('cupPoints')}</th>
            </tr>
          </thead>
          <tbody>
            {view.entries.map((e) => (
              <tr key={e.key} className="border-b border-stone-300 dark:border-stone-700" data-player={e.key}>
                <td className={`${cell} text-right tabular-nums`}>{`${e.place}.`}</td>
                <th scope="row" className={`${cell} text-left font-semibold break-words`}>
                  {e.counted === null ? <EntryName entry={e} /> : (
                    // The name and its line are one target of 44 px: the player's page in the season.
                    <a href={routePath({ name: 'season-player', seasonId: stored.id, player: e.key })} className="block rounded focus-visible:outline-3 focus-visible:outline-yellow-400">
                      <EntryName entry={e} link />
                    </a>
                  )}
                </th>
                {withSchrift ? <td className={`${cell} text-right tabular-nums`}>{points(e.schrift)}</td> : null}
                {e.counted === false ? (
                  <td className={`${cell} text-right tabular-nums text-stone-600 dark:text-stone-400`} title={t('struck')}>
                    <span aria-hidden="true">[</span>{points(e.cupPoints)}<span aria-hidden="true">]</span>
                    <span className="sr-only"> ({t('struck')})</span>
                  </td>
                ) : (
                  <td className={`${cell} text-right tabular-nums ${e.counted ? 'font-bold' : ''}`}>{points(e.cupPoints)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {struck ? <p className="mt-2 text-sm">{t('legendStruck')}</p> : null}
      {notRanked ? <p className="mt-2 text-sm">{t('legendNotRanked')}</p> : null}
      {view.withoutResult > 0 ? <p className="mt-2 text-sm">{t('withoutResult', { n: view.withoutResult })}</p> : null}
    </section>
  );
}

/** An entry's name as the season shows it, and under it its cup number, this tournament's spelling, and whether it is ranked. */
function EntryName({ entry: e, link = false }: { entry: SeasonTournamentView['entries'][number]; link?: boolean }) {
  const t = useT(seasonTournamentMessages);
  const line = [e.cupNumber !== null ? t('cupNo', { number: e.cupNumber }) : null, e.written.trim() !== e.name ? t('written', { name: e.written }) : null, e.counted === null ? t('notRanked') : null]
    .filter((x) => x !== null).join(' · ');
  return (
    <span className="flex min-h-11 flex-col justify-center">
      <bdi className={link ? 'underline decoration-1 underline-offset-2' : ''}>{e.name}</bdi>
      {line ? <span className="text-sm font-normal text-stone-700 dark:text-stone-300">{line}</span> : null}
    </span>
  );
}

/** The season's actions on this tournament: the same as on the season's page, not a second set. */
function Actions({ stored, view }: { stored: StoredSeason; view: SeasonTournamentView }) {
  const t = useT(seasonTournamentMessages);
  const [asking, setAsking] = useState(false);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  function remove() {
    setAsking(false);
    void removeTournament(stored.id, view.index).then((out) => {
      if (!out.ok) return setProblems(out.errors);
      showToast({ message: t('removed', { name: view.name }) });
      navigate({ name: 'season', seasonId: stored.id, view: 'overview' }, { replace: true });
    });
  }
  return (
    <section aria-labelledby="season-tournament-actions" className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
      <h2 id="season-tournament-actions" className="sr-only">{t('actions')}</h2>
      {view.origin.kind === 'results' ? (
        <>
          <LinkButton href={routePath({ name: 'season-correct-results', seasonId: stored.id, tournamentId: view.id })} className="w-full">{t('correctList')}</LinkButton>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('correctListHint')}</p>
        </>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('newerFileHint')}</p>
      )}
      <LinkButton href={seasonHref(stored.id, 'standings')} className="w-full">{t('standings')}</LinkButton>
      <RemoveTournamentButton className="self-start" onClick={() => setAsking(true)} />
      <SeasonProblemList problems={problems} />
      <RemoveTournamentDialog name={asking ? view.name : null} onCancel={() => setAsking(false)} onConfirm={remove} />
    </section>
  );
}
