/**
 * Errors of the two messages between the director and a table (tournament-format.md §6):
 * language-free codes with params, an English message for logs; the UI translates by code.
 */
import type { EngineError } from '../model';

export type MessageErrorCode =
  /** Not this kind of message (`format` names another file, or it is not an object). */
  | 'ERR_MSG_FORMAT'
  /** A newer version of the message than this app reads. */
  | 'ERR_MSG_VERSION_NEWER'
  /** A field of the message is missing or malformed (`field` names it). */
  | 'ERR_MSG_INVALID'
  /** A hand-in for another tournament. */
  | 'ERR_HANDIN_TOURNAMENT'
  /** A hand-in for a round that has not been drawn. */
  | 'ERR_HANDIN_ROUND'
  /** A hand-in for a table the round does not have. */
  | 'ERR_HANDIN_TABLE'
  /** Not exactly the drawn players in the drawn seating order. */
  | 'ERR_HANDIN_PLAYERS'
  /** A hand that is not valid under the tournament's rules (`engine` says which and why). */
  | 'ERR_HANDIN_HAND'
  /** The table has a key, the hand-in carries no MAC (`round 2: table 4: mac: missing`). */
  | 'ERR_HANDIN_MAC_MISSING'
  /** The hand-in's MAC is not the one under the table's key: forged, changed, or from another table. */
  | 'ERR_HANDIN_MAC_MISMATCH';

export interface MessageError {
  code: MessageErrorCode;
  /** JSON path of the offending field ("players[2].name"), or "file". */
  field: string;
  message: string;
  params: Record<string, string | number>;
  engine?: EngineError;
}

export function messageError(
  code: MessageErrorCode, field: string, message: string, params: Record<string, string | number> = {}, engine?: EngineError,
): MessageError {
  return engine ? { code, field, message, params, engine } : { code, field, message, params };
}
