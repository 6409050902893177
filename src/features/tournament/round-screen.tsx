/**
 * #/t/:id/r/:n — one round: every table with its players and whether its
 * result is in, the tables still missing, and the ways to the seating list,
 * the table cards and scanning results.
 */
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { LinkButton } from '@/components/ui/button';
import { missingTables, playedHandCount, type TournamentFile } from '@/domain/index';
import { tournamentMessages } from './messages';
import { Name, playerNames, tournamentHref, WithTournament } from './shared';
import { routePath } from '@/lib/router';

export function RoundScreen({ id, round }: { id: string; round: number }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('roundTitle', { n: round })}>{(stored) => <Round data={stored.data} round={round} />}</WithTournament>;
}

function Round({ data, round }: { data: TournamentFile; round: number }) {
  const t = useT(tournamentMessages);
  const drawn = data.rounds[round - 1];
  const names = playerNames(data);
  if (!drawn) {
    return (
      <Screen title={t('roundTitle', { n: round })} back={{ href: tournamentHref(data.id), label: t('back') }}>
        <p role="alert">{t('notFound')}</p>
      </Screen>
    );
  }
  const missing = missingTables(data, round);
  const tables = [...drawn.tables].sort((a, b) => a.table - b.table);
  return (
    <Screen title={t('roundTitle', { n: round })} back={{ href: tournamentHref(data.id), label: t('back') }}>
      <nav aria-label={t('roundTitle', { n: round })} className="grid grid-cols-2 gap-2">
        <LinkButton href={tournamentHref(data.id, { kind: 'seating', round })} className="px-2 text-sm">{t('seatingList')}</LinkButton>
        <LinkButton href={routePath({ name: 'round-cards', tournamentId: data.id, round })} className="px-2 text-sm">{t('tableCards')}</LinkButton>
        <LinkButton href={routePath({ name: 'scan-hand-ins', tournamentId: data.id, round })} className="px-2 text-sm">{t('scanResults')}</LinkButton>
        <LinkButton href={tournamentHref(data.id, { kind: 'standings' })} className="px-2 text-sm">{t('standings')}</LinkButton>
      </nav>
      <p role="status" className={`mt-4 text-base font-semibold ${missing.length > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-green-800 dark:text-green-300'}`}>
        {missing.length > 0 ? t('missingTables', { tables: missing.join(', ') }) : t('allTablesIn')}
      </p>
      <ul className="mt-3 flex flex-col gap-3" aria-label={t('roundTitle', { n: round })}>
        {tables.map((tb) => (
          <li key={tb.table} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-bold">{t('table', { n: tb.table })}</h2>
              <span className={`text-sm ${tb.result ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}>
                {tb.result ? ('hands' in tb.result ? t('resultHands', { n: playedHandCount(tb.result.hands) }) : t('resultTyped')) : t('noResult')}
              </span>
            </div>
            <p className="mt-1 text-base">
              {tb.players.map((pid, i) => (
                <span key={pid}>
                  {i > 0 ? ' · ' : ''}
                  <Name>{names.get(pid) ?? pid}</Name>
                </span>
              ))}
            </p>
            <LinkButton
              href={tournamentHref(data.id, { kind: 'table', round, table: tb.table })}
              variant={tb.result ? 'secondary' : 'primary'}
              className="mt-2 w-full"
              aria-label={`${t('table', { n: tb.table })}: ${tb.result ? t('correctResult') : t('enterResult')}`}
            >
              {tb.result ? t('correctResult') : t('enterResult')}
            </LinkButton>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
