/**
 * Registering the players of a tournament: names from a pasted list, the duplicate warning,
 * adding walk-ins at any time, correcting a name, removing a player never seated, withdrawing
 * one and taking the withdrawal back. Each action runs in the tournament's queue and changes
 * the stored file as the other director's actions do (`changeStored`, `tournament-store.ts`).
 */
import type { PlayerId, TournamentFile, TournamentPlayer } from '@/domain/index';
import { duplicateNameKeys, MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameProblem } from '@/domain/player-name';
import { newPlayerIds } from '@/domain/tournament/player-ids';
import { done, refused } from './result';
import { inTournamentQueue } from './tournament-queue';
import { changeStored, defaultRandom, problem, type ActionResult, type TournamentProblem } from './tournament-store';

/** Names from a pasted list: one per line, normalised, empty lines dropped. */
export function namesFromText(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(normalizePlayerName).filter((n) => n.length > 0);
}

/** Names that occur more than once among the players (case-insensitive, normalised). */
export function duplicateNames(players: readonly { name: string }[]): Set<string> {
  return duplicateNameKeys(players.map((p) => p.name));
}

/** "Anna Huber" with the note "Ried" → "Anna Huber (Ried)": the file has no extra player keys. */
export function nameWithNote(name: string, note: string): string {
  const n = normalizePlayerName(name);
  const x = normalizePlayerName(note);
  return x ? `${n} (${x})` : n;
}

/** Why a player name cannot be stored (the domain's `playerNameProblem`), worded for the store; null: it can. */
function nameProblem(raw: string): TournamentProblem | null {
  const name = normalizePlayerName(raw);
  switch (playerNameProblem(raw)) {
    case null: return null;
    case 'empty': return problem('ERR_T_PLAYER_NAME', 'no name given', {}, 'name');
    case 'tooLong': return problem('ERR_T_PLAYER_NAME', `a player name is longer than ${MAX_PLAYER_NAME_LENGTH} characters`, { name, max: MAX_PLAYER_NAME_LENGTH }, 'name');
  }
}

/** Registers players (walk-ins too, at any time; they join from the next draw). */
export function addPlayers(id: string, rawNames: readonly string[]): Promise<ActionResult<TournamentPlayer[]>> {
  return inTournamentQueue(id, async () => {
    const names = rawNames.map(normalizePlayerName).filter((n) => n.length > 0);
    const tooLong = names.map(nameProblem).find((p) => p !== null);
    if (tooLong) return refused(tooLong);
    if (names.length === 0) return refused(nameProblem('')!);
    let added: TournamentPlayer[] = [];
    const out = await changeStored(id, (data) => {
      added = newPlayerIds(data.players, names.length, defaultRandom()).map((pid, i) => ({ id: pid, name: names[i]! }));
      return { ...data, players: [...data.players, ...added] };
    });
    return out.ok ? done(added) : out;
  });
}

function seatedIn(data: TournamentFile, playerId: PlayerId): number[] {
  const rounds: number[] = [];
  data.rounds.forEach((r, i) => {
    if (r.tables.some((t) => t.players.includes(playerId))) rounds.push(i + 1);
  });
  return rounds;
}

/**
 * Corrects a registered player's name (a typo, or a note that tells two of the same name apart),
 * also once they have played: rounds, results, table cards and hand-ins name players by id, so
 * everything follows the new name.
 */
export function renamePlayer(id: string, playerId: PlayerId, rawName: string): Promise<ActionResult<TournamentFile>> {
  const name = normalizePlayerName(rawName);
  const bad = nameProblem(name);
  if (bad) return Promise.resolve(refused(bad));
  return inTournamentQueue(id, () =>
    changeStored(id, (data) => {
      if (!data.players.some((p) => p.id === playerId)) {
        return { refused: [problem('ERR_T_NO_SUCH_PLAYER', `no player with id ${playerId}`, { player: playerId })] };
      }
      return { ...data, players: data.players.map((p) => (p.id === playerId ? { ...p, name } : p)) };
    }),
  );
}

/** Removes a player who was never seated; anyone with a table must be withdrawn instead. */
export function removePlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, () =>
    changeStored(id, (data) => {
      const rounds = seatedIn(data, playerId);
      if (rounds.length > 0) {
        return { refused: [problem('ERR_T_PLAYER_SEATED', 'the player has a table in a round; withdraw them instead', { round: rounds[0]! })] };
      }
      return { ...data, players: data.players.filter((p) => p.id !== playerId) };
    }),
  );
}

/**
 * Withdraws a player after the last drawn round: they are not drawn again and
 * their results keep counting.
 */
export function withdrawPlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, () =>
    changeStored(id, (data) => ({ ...data, players: data.players.map((p) => (p.id === playerId ? { ...p, withdrawnAfter: data.rounds.length } : p)) })),
  );
}

/** Takes a withdrawal back (possible while no round was drawn without the player). */
export function reinstatePlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, () =>
    changeStored(id, (data) => ({
      ...data,
      players: data.players.map((p) => {
        if (p.id !== playerId) return p;
        const { withdrawnAfter: _w, ...rest } = p;
        return rest;
      }),
    })),
  );
}
