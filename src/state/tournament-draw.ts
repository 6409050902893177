/**
 * The seating draw of a tournament's next round: drawn as a draft kept on this device, changed
 * by swapping and moving players, then published into the tournament file with each table's
 * key. The draft lives beside the tournament (the repository's draft), so every tab shows the
 * same one; publishing is refused when the tournament moved on meanwhile.
 */
import {
  drawRound,
  movePlayer,
  repeatedPairsInRound,
  swapPlayers,
  type DrawError,
  type DrawMethod,
  type PlayerId,
  type Result,
  type Round,
  type TournamentFile,
} from '@/domain/index';
import type { Random } from '@/domain/seeded-random';
import { withTableKeys } from '@/domain/tournament/table-key';
import { useTournamentDraft } from '@/persistence/repositories/tournament-hooks';
import { getTournamentDraft, isDamaged, readTournament, setTournamentDraft } from '@/persistence/repositories/tournaments-repository';
import { done, refused } from './result';
import { inTournamentQueue } from './tournament-queue';
import { changeStored, cryptoRandomBytes, defaultRandom, problem, type ActionResult } from './tournament-store';

export interface Draft {
  /** The round number the draft is for. */
  round: number;
  method: DrawMethod;
  draw: Round;
}

export function readDraft(id: string): Promise<Draft | null> {
  return getTournamentDraft(id) as Promise<Draft | null>;
}

/**
 * Draws the next round as a draft (kept on the device, not yet part of the
 * tournament), from the stored tournament as it is now.
 */
export function drawDraft(id: string, method: DrawMethod, random: Random = defaultRandom()): Promise<ActionResult<Draft>> {
  return inTournamentQueue(id, async () => {
    const stored = await readTournament(id);
    if (!stored) return refused(problem('ERR_T_NO_SUCH_TOURNAMENT', 'there is no such tournament'));
    if (isDamaged(stored)) return { ok: false, errors: stored.problems };
    const data = stored.data;
    const drawn = drawRound(data, method, random);
    if (!drawn.ok) return refused(drawn.error);
    const draft: Draft = { round: data.rounds.length + 1, method, draw: drawn.value };
    await setTournamentDraft(id, draft);
    return done(draft);
  });
}

async function changeDraft(id: string, apply: (round: Round) => Result<Round, DrawError>): Promise<ActionResult<Draft>> {
  const draft = await readDraft(id);
  if (!draft) return refused(problem('ERR_T_NO_DRAFT', 'there is no draft to change'));
  const next = apply(draft.draw);
  if (!next.ok) return refused(next.error);
  const updated = { ...draft, draw: next.value };
  await setTournamentDraft(id, updated);
  return done(updated);
}

export function swapInDraft(id: string, a: PlayerId, b: PlayerId): Promise<ActionResult<Draft>> {
  return inTournamentQueue(id, () => changeDraft(id, (round) => swapPlayers(round, a, b)));
}

export function moveInDraft(id: string, player: PlayerId, toTable: number): Promise<ActionResult<Draft>> {
  return inTournamentQueue(id, () => changeDraft(id, (round) => movePlayer(round, player, toTable)));
}

export function discardDraft(id: string): Promise<void> {
  return inTournamentQueue(id, () => setTournamentDraft(id, null));
}

/** Pairs at the draft's tables that already met in earlier rounds. */
export function draftRepeatedPairs(data: TournamentFile, draft: Draft): number {
  return repeatedPairsInRound(data.rounds.slice(0, draft.round - 1), draft.draw);
}

/**
 * Publishes the draft as the next round, each table with its own random key
 * (tournament-format.md §1, §6: printed into its table card, it signs the
 * table's hand-in). Refused when the tournament moved on meanwhile (another
 * tab published) or when the draft seats someone who withdrew since.
 */
export function publishDraft(id: string, randomBytes: (count: number) => Uint8Array = cryptoRandomBytes): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, async () => {
    const draft = await readDraft(id);
    if (!draft) return refused(problem('ERR_T_NO_DRAFT', 'there is no draft to publish'));
    const out = await changeStored(id, (data) => {
      if (data.rounds.length !== draft.round - 1) {
        return { refused: [problem('ERR_T_DRAFT_STALE', `round ${draft.round} is already drawn`, { round: draft.round })] };
      }
      // A walk-in registered after the draft was drawn must not be left out silently.
      const seated = new Set(draft.draw.tables.flatMap((t) => t.players));
      const missing = data.players.filter((p) => p.withdrawnAfter === undefined && !seated.has(p.id));
      if (missing.length > 0) {
        return { refused: [problem('ERR_T_DRAFT_MISSING_PLAYERS', 'players registered after the draft was drawn are not seated; draw again', { names: missing.map((p) => p.name).join(', ') })] };
      }
      return { ...data, rounds: [...data.rounds, withTableKeys(draft.draw, randomBytes)] };
    });
    if (out.ok) await setTournamentDraft(id, null);
    return out;
  });
}

/** The draft of the next round, live; null when there is none. */
export function useDraft(id: string): Draft | null | undefined {
  return useTournamentDraft(id) as Draft | null | undefined;
}
