/**
 * The cup organiser adds a tournament file to a season (received from another director, or a
 * tournament of this device, then linked): checked on its own and with the whole season, stored
 * whole or not at all, another version replaced only when asked. It runs in the season store's
 * one queue.
 */
import { parseTournament } from '@/domain/index';
import { applyIdentityFacts, assignmentFact, withFacts } from '@/domain/season/identities';
import { addTournamentToSeason, type AddTournamentOutcome, type AmbiguousChoice, type CupNumberAssignment } from '@/domain/season/season-edits';
import type { SeasonTournamentChange } from '@/domain/season/season-diff';
import { parseJsonText } from '@/domain/tournament/json-text';
import { changeSeason } from '@/persistence/repositories/seasons-repository';
import { isDamaged, readTournament } from '@/persistence/repositories/tournaments-repository';
import { checkSeason, enqueue, setTournamentSeason, withOefStart, type SeasonActionResult } from './season-store';
import { done, fromDomain, refused } from './result';

export type AddTournamentPlan =
  | { kind: 'added'; name: string }
  | { kind: 'unchanged'; name: string }
  | { kind: 'replaced'; name: string }
  /**
   * The season has another version of this tournament (same id): `change` says what differs
   * (which tables' results); `confirm()` replaces it, `merge()` keeps every table result the
   * season has and takes what is missing ("nur Fehlendes übernehmen").
   */
  | {
      kind: 'needs-confirmation';
      name: string;
      existingName: string;
      change: SeasonTournamentChange;
      confirm: () => Promise<SeasonActionResult<AddTournamentPlan>>;
      merge: () => Promise<SeasonActionResult<AddTournamentPlan>>;
    }
  /** Entries without a number fit several numbers: `resolve(assignments)` adds it with the numbers chosen. */
  | { kind: 'needs-numbers'; name: string; ambiguous: AmbiguousChoice[]; resolve: (assign: readonly CupNumberAssignment[]) => Promise<SeasonActionResult<AddTournamentPlan>> };

/**
 * Adds a tournament file to the season (a file received from another director, or a
 * tournament of this device): the file is checked on its own and then the whole season
 * with it (`addTournamentToSeason`); nothing is stored unless all of it passes. Another
 * version of a tournament the season has (same id) replaces it only with `replace`;
 * entries without a cup number whose name several numbers carry are asked about
 * (`needs-numbers`), and the numbers chosen are written into the embedded file.
 */
export function addTournament(
  id: string,
  raw: unknown,
  options: { replace?: boolean; merge?: boolean; assign?: readonly CupNumberAssignment[] } = {},
): Promise<SeasonActionResult<AddTournamentPlan>> {
  return enqueue(async () => {
    const parsed = parseTournament(raw);
    if (!parsed.ok) return fromDomain(parsed);
    const file = parsed.value;
    // What the season resolved about this tournament's players applies to every version of it.
    let outcome = { kind: 'unchanged' } as AddTournamentOutcome;
    await changeSeason<null>(id, (stored) => {
      const identities = withFacts(stored.app?.identities ?? [], (options.assign ?? []).map(assignmentFact));
      const [resolved] = applyIdentityFacts([file], identities);
      outcome = addTournamentToSeason(stored.data, resolved!, options);
      if (outcome.kind !== 'added' && outcome.kind !== 'replaced') return { refused: null };
      if (stored.app?.oefStart) {
        const checked = checkSeason(withOefStart(stored.app, outcome.data));
        if (!checked.ok) {
          outcome = { kind: 'refused', errors: checked.errors };
          return { refused: null };
        }
        outcome = { ...outcome, data: checked.value };
      }
      return { data: outcome.data, ...(identities.length ? { app: { ...(stored.app ?? {}), identities } } : {}) };
    });
    const name = file.name;
    switch (outcome.kind) {
      case 'refused':
        return { ok: false, errors: outcome.errors };
      case 'added':
      case 'replaced':
      case 'unchanged':
        return done({ kind: outcome.kind, name });
      case 'needs-confirmation':
        return done({
          kind: 'needs-confirmation', name, existingName: outcome.existingName, change: outcome.change,
          confirm: () => addTournament(id, raw, { ...options, replace: true }),
          merge: () => addTournament(id, raw, { ...options, merge: true }),
        });
      case 'needs-numbers': {
        const resolve = (assign: readonly CupNumberAssignment[]) => addTournament(id, raw, { ...options, assign: [...(options.assign ?? []), ...assign] });
        return done({ kind: 'needs-numbers', name, ambiguous: outcome.ambiguous, resolve });
      }
    }
  });
}

/** Adds a tournament file's text (as received): JSON first, then as `addTournament`. */
export async function addTournamentText(id: string, text: string): Promise<SeasonActionResult<AddTournamentPlan>> {
  const json = parseJsonText(text);
  if (!json.ok) return fromDomain(json);
  return addTournament(id, json.value);
}

/**
 * Adds (or brings up to date) a tournament stored on this device, and links it to the season.
 * Another version in the season is never replaced unasked: the plan says what differs.
 */
export async function addStoredTournament(id: string, tournamentId: string): Promise<SeasonActionResult<AddTournamentPlan>> {
  const stored = await readTournament(tournamentId);
  if (!stored) return refused({ code: 'ERR_T_NO_SUCH_TOURNAMENT', field: '', message: 'there is no such tournament', params: {} });
  if (isDamaged(stored)) return { ok: false, errors: stored.problems };
  return linked(id, tournamentId, await addTournament(id, stored.data));
}

/** The plan, with the tournament linked to the season once it is in it (now, or after the question). */
async function linked(id: string, tournamentId: string, out: SeasonActionResult<AddTournamentPlan>): Promise<SeasonActionResult<AddTournamentPlan>> {
  if (!out.ok) return out;
  const plan = out.value;
  if (plan.kind === 'needs-confirmation') {
    return done({ ...plan, confirm: async () => linked(id, tournamentId, await plan.confirm()), merge: async () => linked(id, tournamentId, await plan.merge()) });
  }
  if (plan.kind === 'needs-numbers') return done({ ...plan, resolve: async (assign) => linked(id, tournamentId, await plan.resolve(assign)) });
  // A write to the tournament: in its queue (and the season's), after every earlier write to it.
  await setTournamentSeason(tournamentId, id);
  return out;
}
