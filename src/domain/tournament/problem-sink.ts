/**
 * What the tournament and the season file checks share (tournament-format.md §2, §10): a sink
 * that collects every problem with its location, the report of keys a file does not have, and
 * the wrapper that runs a check so that an unexpected exception becomes one last problem
 * instead of a crash. Each file keeps its own codes and words.
 */
import type { Result } from '../model';
import type { JsonObject } from '../validation/checks';
import type { TournamentError } from './errors';

/** Where a problem is: its round, table, hand, player (and, for a season, tournament). */
export type ProblemLocation<E extends TournamentError> = Omit<E, 'code' | 'field' | 'message' | 'params'>;

/** How a file words a key it does not have, given the key and the field it was found in. */
type UnknownKeyWords = (key: string, field: string) => { code: string; field: string; message: string };

export class ProblemSink<E extends TournamentError> {
  readonly errors: E[] = [];
  readonly #unknownKey: UnknownKeyWords;

  constructor(unknownKey: UnknownKeyWords) {
    this.#unknownKey = unknownKey;
  }

  add(where: ProblemLocation<E>, code: string, field: string, message: string, params?: Record<string, string | number>): void {
    const e = { code, ...where, field, message } as E;
    if (params) e.params = params;
    this.errors.push(e);
  }

  /** One problem for every key of `obj` that is not `known`, in the object's order. */
  unknownKeys(obj: JsonObject, known: readonly string[], where: ProblemLocation<E>, field = ''): void {
    for (const key of Object.keys(obj)) {
      if (!known.includes(key)) {
        const words = this.#unknownKey(key, field);
        this.add(where, words.code, words.field, words.message, { key });
      }
    }
  }
}

/**
 * Runs a check that reports into `sink`: its value when it returned one and found no problem,
 * else every problem found. Nothing throws: an exception adds `internal` after what was found.
 */
export function collectProblems<T, E extends TournamentError>(sink: ProblemSink<E>, check: () => T | null, internal: E): Result<T, E[]> {
  try {
    const value = check();
    if (sink.errors.length > 0 || value === null) return { ok: false, error: sink.errors };
    return { ok: true, value };
  } catch {
    return { ok: false, error: [...sink.errors, internal] };
  }
}
