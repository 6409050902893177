/**
 * A received file's text as JSON (a byte-order mark in front is allowed): the value, or the
 * one problem `ERR_T_NOT_JSON` naming the parser's complaint. Nothing else is checked here.
 */
import type { Result } from '../model';
import type { TournamentError } from './errors';

export function parseJsonText(text: string): Result<unknown, TournamentError[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: [{ code: 'ERR_T_NOT_JSON', field: '', message: `the file is not valid JSON (${detail})`, params: { detail } }] };
  }
}
