/**
 * The registration's question "Meinten Sie Anna Huber, Nr. 30?": the season's cup players a
 * typed name may mean — a name one letter away, with an umlaut written out or first and last
 * name swapped, or the same name that several cup numbers carry. Pure; the season's players
 * are gathered once (`seasonPeople`) and each typed name is compared against them.
 */
import { assignCupPlayers, cleanName, compareCodePoints, matchEntries, nameKey, similarity, type MatchSource, type SimilarPlayers } from './match-players';

/** A cup player of the season as the registration offers them. */
export interface SeasonPerson {
  name: string;
  nameKey: string;
  cupNumber: string | null;
}

/** Why a typed name may mean a season player: a close name, or the same name with several numbers. */
export interface NearPerson extends SeasonPerson {
  reason: SimilarPlayers['reason'] | 'severalNumbers';
}

/** The season's cup players, each with the name of their last entry. */
export function seasonPeople(season: { tournaments: readonly MatchSource[] }): SeasonPerson[] {
  const { players } = assignCupPlayers(season);
  return players.map((p) => {
    const last = p.entries[p.entries.length - 1]!;
    return { name: cleanName(matchEntries(season.tournaments[last.tournament]!)[last.player]!.name), nameKey: p.nameKey, cupNumber: p.cupNumber };
  });
}

/**
 * The season players `typed` may mean, closest first: none when the name is exactly one
 * season player's (the registration then takes their number itself) or is nobody's and close
 * to nobody's; several when the same name carries several cup numbers or several names are close.
 */
export function nearSeasonPeople(people: readonly SeasonPerson[], typed: string): NearPerson[] {
  const key = nameKey(typed);
  if (!key) return [];
  const same = people.filter((p) => p.nameKey === key);
  if (same.length === 1) return [];
  if (same.length > 1) return same.map((p) => ({ ...p, reason: 'severalNumbers' as const })).sort((a, b) => compareCodePoints(a.cupNumber ?? '', b.cupNumber ?? ''));
  const order = { umlaut: 0, wordOrder: 1, spelling: 2 } as const;
  const out: NearPerson[] = [];
  for (const p of people) {
    const reason = similarity(key, p.nameKey);
    if (reason !== null) out.push({ ...p, reason });
  }
  return out.sort((a, b) => order[a.reason as keyof typeof order] - order[b.reason as keyof typeof order] || compareCodePoints(a.name, b.name));
}
