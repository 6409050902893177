/**
 * One problem as one line of text, as the `settle` command prints it:
 * "hand 3: partner: must not be the declarer", "file: players: …" or "file: …".
 */
import type { EngineError } from '../model';

export function errorLine(error: EngineError): string {
  const where = error.hand === null ? 'file' : `hand ${error.hand}`;
  return error.field === 'file' ? `${where}: ${error.message}` : `${where}: ${error.field}: ${error.message}`;
}
