/**
 * The registration's two helpers from the tournament's cup season: the question "Meinten Sie
 * Anna Huber, Nr. 30?" when a typed name is close to a season player's (one letter, an umlaut
 * written out, first and last name swapped, or a name several cup numbers carry), and the one
 * tap that gives every registered player the cup number the season knows for them.
 */
import { useId } from 'react';
import { useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import type { TournamentPlayer } from '@/domain/index';
import type { StoredSeason } from '@/state/season-store';
import { suggestCupNumber, type NearPerson } from '@/state/season-cup-numbers';
import { tournamentSeasonMessages } from './season-messages';

const REASON = { spelling: 'nearSpelling', umlaut: 'nearUmlaut', wordOrder: 'nearWordOrder', severalNumbers: 'nearSeveralNumbers' } as const;

/** A season player as the question names them: the name, with the cup number when there is one. */
function usePersonLabel(): (p: NearPerson) => string {
  const t = useT(tournamentSeasonMessages);
  return (p) => (p.cupNumber !== null ? t('personWithNumber', { name: p.name, number: p.cupNumber }) : p.name);
}

export function DidYouMean({ typed, people, onTake, onAsTyped }: {
  typed: string; people: readonly NearPerson[]; onTake: (p: NearPerson) => void; onAsTyped: () => void;
}) {
  const t = useT(tournamentSeasonMessages);
  const label = usePersonLabel();
  const id = useId();
  const question = people.length === 1 ? t('didYouMeanOne', { name: label(people[0]!) }) : t('didYouMeanSeveral');
  return (
    <section role="alertdialog" aria-labelledby={id} className="rounded-xl border border-amber-400 bg-amber-50 p-3 text-stone-900 dark:bg-amber-950 dark:text-stone-100">
      <h3 id={id} className="text-base font-bold">{question}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {people.map((p) => (
          <li key={`${p.cupNumber ?? ''}/${p.nameKey}`} className="flex flex-col gap-1">
            <span className="text-sm">{t(REASON[p.reason])}</span>
            <Button variant="primary" onClick={() => onTake(p)}>{t('takePerson', { person: label(p) })}</Button>
          </li>
        ))}
      </ul>
      <Button className="mt-2 w-full" onClick={onAsTyped}>{t('addAsTyped', { name: typed })}</Button>
    </section>
  );
}

/** Registered players without a number for whom the season knows exactly one. */
export function numbersToTake(players: readonly TournamentPlayer[], season: StoredSeason | null): { playerId: string; cupNumber: string }[] {
  if (!season) return [];
  return players.flatMap((p) => {
    if (p.cupNumber !== undefined) return [];
    const n = suggestCupNumber(season.data, p.name);
    return n === null ? [] : [{ playerId: p.id, cupNumber: n }];
  });
}

export function TakeAllNumbers({ count, onTake }: { count: number; onTake: () => void }) {
  const t = useT(tournamentSeasonMessages);
  if (count < 2) return null;
  return <Button className="mt-2 w-full" onClick={onTake}>{t('takeAllNumbers', { n: count })}</Button>;
}
