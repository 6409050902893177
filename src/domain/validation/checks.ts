/**
 * Small, non-recursive checks for untrusted JSON values. Validators look only at
 * the shapes they know and describe anything else by its type, so hostile input
 * (deep nesting, huge strings, prototype keys) can never throw or overflow.
 */
import type { EngineError } from '../model';

export type JsonObject = Record<string, unknown>;

/** A plain JSON object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property check that ignores the prototype chain ("constructor", "__proto__"). */
export function has(obj: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Reads an own property only (never an inherited one such as `constructor`). */
export function get(obj: JsonObject, key: string): unknown {
  return has(obj, key) ? obj[key] : undefined;
}

/** "a string", "an array", "null", "the number 1.5" — for messages, never the full value. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the text ${quote(value)}`;
    case 'number':
      return Number.isFinite(value) ? `the number ${String(value)}` : 'a non-finite number';
    case 'boolean':
      return `the value ${String(value)}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** JSON-quoted and shortened, so a message always stays on one line. */
export function quote(text: string, max = 40): string {
  const short = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(short).replace(/[\u2028\u2029]/g, ' ');
}

/** A key that may be shown as a field name as it is. */
export function isPlainKey(key: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(key);
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function isIntIn(value: unknown, lo: number, hi: number): value is number {
  return isInteger(value) && value >= lo && value <= hi;
}

/** -0 → 0, so seats and levels print and compare cleanly. */
export function normInt(value: number): number {
  return value === 0 ? 0 : value;
}

/** Seats as JSON object keys ("0", "3"): canonical decimal integers only. */
export function seatKey(key: string, playerCount: number): number | null {
  if (!/^(0|[1-9][0-9]?)$/.test(key)) return null;
  const seat = Number(key);
  return seat < playerCount ? seat : null;
}

/** Collects errors for one hand (or for the file when `hand` is null). */
export interface ErrorSink {
  readonly errors: EngineError[];
  add(code: string, field: string, message: string, params?: Record<string, string | number>): void;
}

export function errorSink(hand: number | null, errors: EngineError[] = []): ErrorSink {
  return {
    errors,
    add(code, field, message, params) {
      const error: EngineError = { code, hand, field, message };
      if (params) error.params = params;
      errors.push(error);
    },
  };
}

/** An ISO date "2026-11-20", optionally with a time part. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}
