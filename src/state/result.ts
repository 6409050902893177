/**
 * The one shape of what a store action answers. An action that the user's input or the
 * stored data can refuse resolves to a `StoreResult`:
 *
 *   { ok: true, value }        — done; `value` is what the action made (null when nothing)
 *   { ok: false, errors }      — refused, nothing changed; each error carries its stable
 *                                `code` (with `params`), which the UI translates
 *                                (`src/i18n/`), never showing an English `message`
 *
 * A question the screen must answer before the action goes on ("replace the stored
 * result?") is an `ok: true` value with its own `kind` and a `confirm()` that answers
 * with a `StoreResult` again. A failure of the storage itself (disk full, another tab
 * deleted the record) is not a refusal: it is thrown as a `StorageError` with its code,
 * as every repository call throws it, and the screens word it with `storageErrorText`.
 * An action that nothing can refuse (archive, delete) resolves to nothing.
 *
 * The engine's own `Result<T, E>` (`domain/model.ts`) is the same union with the engine's
 * field name; `fromDomain` turns one into the other.
 */
import type { Result } from '@/domain/model';

/** Anything a refusal may list: it carries the code the UI translates. */
export interface Coded {
  code: string;
}

export interface Done<T> {
  ok: true;
  value: T;
}

export interface Refused<E extends Coded> {
  ok: false;
  /** At least one; the first is the one to show when a screen shows one. */
  errors: E[];
}

export type StoreResult<T, E extends Coded> = Done<T> | Refused<E>;

/** Done, with what the action made. */
export function done<T>(value: T): Done<T> {
  return { ok: true, value };
}

/** Done, with nothing to hand back. */
export function doneNothing(): Done<null> {
  return { ok: true, value: null };
}

/** Refused with one error or more. */
export function refused<E extends Coded>(first: E, ...more: E[]): Refused<E> {
  return { ok: false, errors: [first, ...more] };
}

/** The engine's result of a check whose error is a list of coded problems, as a store result. */
export function fromDomain<T, E extends Coded>(result: Result<T, readonly E[]>): StoreResult<T, E> {
  return result.ok ? done(result.value) : { ok: false, errors: [...result.error] };
}

/** The first error of a refusal (the one a screen shows when it shows one). */
export function firstError<E extends Coded>(result: Refused<E>): E {
  return result.errors[0]!;
}

/** The same result with its value changed by `f` (a refusal stays as it is). */
export function mapDone<T, U, E extends Coded>(result: StoreResult<T, E>, f: (value: T) => U): StoreResult<U, E> {
  return result.ok ? done(f(result.value)) : result;
}
