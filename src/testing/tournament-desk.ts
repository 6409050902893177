/**
 * A director's tournament for the state layer's tests: the setup they start from, the stored
 * file as it is now, and a tournament of thirteen players with round 1 drawn and published.
 */
import { seededRandom } from '@/domain/seeded-random';
import { getTournament } from '@/persistence/repositories/tournaments-repository';
import { createTournament, type TournamentSetup } from '@/state/tournament-store';
import { drawDraft, publishDraft } from '@/state/tournament-draw';
import { addPlayers } from '@/state/tournament-registration';
import { THIRTEEN_NAMES } from './tournament-factories';

export const SETUP: TournamentSetup = { name: 'Hausruck-Cup', date: '2026-11-27', rules: 'tarockcup', plannedRounds: 3, handsPerRound: { '4': 16, '5': 20 } };

export async function stored(id: string) {
  return (await getTournament(id))!.data;
}

export async function tournamentWithRound1() {
  const created = await createTournament(SETUP);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const id = created.value.id;
  await addPlayers(id, THIRTEEN_NAMES);
  const drawn = await drawDraft(id, 'random', seededRandom(7));
  if (!drawn.ok) throw new Error(JSON.stringify(drawn.errors));
  const published = await publishDraft(id);
  if (!published.ok) throw new Error(JSON.stringify(published.errors));
  return { id, data: published.value };
}
