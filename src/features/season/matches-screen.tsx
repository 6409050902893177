/**
 * #/saison/:id/matches — doubtful player matches: names of different cup players that are
 * very close (a typo, an umlaut written out, first and last name swapped; also two of the
 * same name with different cup numbers). The organiser says whether they are one person, and
 * which spelling is their name — a fact of the season, written into the embedded entries so
 * the `season` command gives the same result and applied again to every newer version of a
 * tournament — or different people.
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import type { CupPlayer } from '@/domain/season/match-players';
import type { SeasonFile } from '@/domain/season/model';
import { cupPlayerName, markDistinct, mergeCupPlayers, openDoubts, useSeasonMatch, type Doubt as DoubtPair, type SeasonActionResult, type SeasonProblem, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { seasonHref, SeasonProblemList, WithSeason, type SeasonT } from './shared';

const REASON = { spelling: 'reasonSpelling', umlaut: 'reasonUmlaut', wordOrder: 'reasonWordOrder', sameName: 'reasonSameName' } as const;

export function SeasonMatchesScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('matchesTitle')}>{(stored) => <Matches stored={stored} />}</WithSeason>;
}

function Matches({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
  const match = useSeasonMatch(stored.data);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const doubts = match ? openDoubts(stored, match) : [];
  const players = new Map((match?.players ?? []).map((p) => [p.key, p]));

  async function run(action: Promise<SeasonActionResult<unknown>>, done: string) {
    setProblems([]);
    const out = await action;
    if (out.ok) showToast({ message: done });
    else setProblems(out.errors);
  }

  return (
    <Screen title={t('matchesTitle')} back={{ href: seasonHref(stored.id), label: t('back') }}>
      <p className="text-base">{t('matchesIntro')}</p>
      <SeasonProblemList problems={problems} />
      {doubts.length === 0 ? (
        <p role="status" className="mt-4 text-base font-semibold">{t('doubtsNone')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" aria-label={t('matchesTitle')}>
          {doubts.map((d) => {
            const a = players.get(d.a);
            const b = players.get(d.b);
            if (!a || !b) return null;
            return (
              <Doubt
                key={`${d.a}/${d.b}`}
                doubt={d}
                a={a}
                b={b}
                data={stored.data}
                t={t}
                onMerge={(keep, merge) => void run(mergeCupPlayers(stored.id, keep, merge), t('merged'))}
                onDistinct={() => void run(markDistinct(stored.id, d.a, d.b), t('keptApart'))}
              />
            );
          })}
        </ul>
      )}
    </Screen>
  );
}

function PlayerLine({ player, data, t }: { player: CupPlayer; data: SeasonFile; t: SeasonT }) {
  const where = [...new Set(player.entries.map((e) => e.tournament + 1))].map((n) => `T${n}`).join(', ');
  return (
    <p className="text-base">
      <span className="font-semibold"><bdi>{cupPlayerName(data, player)}</bdi></span>
      {' · '}
      {player.cupNumber !== null ? t('cupNo', { number: player.cupNumber }) : t('noNumber')}
      {' · '}
      {t('playedIn', { list: where })}
    </p>
  );
}

function Doubt({ doubt, a, b, data, t, onMerge, onDistinct }: {
  doubt: DoubtPair; a: CupPlayer; b: CupPlayer; data: SeasonFile; t: SeasonT;
  onMerge: (keep: string, merge: string) => void; onDistinct: () => void;
}) {
  const nameA = cupPlayerName(data, a);
  const nameB = cupPlayerName(data, b);
  return (
    <li className="rounded-xl border border-amber-400 bg-amber-50 p-3 dark:bg-amber-950" aria-label={`${nameA} / ${nameB}`}>
      <p className="text-sm font-medium">{t(REASON[doubt.reason])}</p>
      <PlayerLine player={a} data={data} t={t} />
      <PlayerLine player={b} data={data} t={t} />
      <div className="mt-2 flex flex-col gap-2">
        <Button onClick={() => onMerge(a.key, b.key)}>{t('samePerson', { name: nameA })}</Button>
        <Button onClick={() => onMerge(b.key, a.key)}>{t('samePerson', { name: nameB })}</Button>
        <Button variant="ghost" onClick={onDistinct}>{t('different')}</Button>
      </div>
    </li>
  );
}
