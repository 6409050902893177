/**
 * The databases of a tournament online, and the logins' roles and names on the server. Pure.
 *
 * Three databases per tournament (the unit of security and replication):
 *  - the **director's** (`kb-t-…`): the header, one document per player, one per drawn round
 *    (the draw with the tables' keys, without results), one decision per table result and the
 *    lots. Only director logins read and write it: the tables' keys never leave it.
 *  - the **hand-ins** (`kb-h-…`): append-only hand-in documents whose id and body come from the
 *    hand-in message itself, so the network, the QR code and a file give the same document.
 *    Directors and the tournament's table logins read it; a table may only create its own table's
 *    hand-in of an open round (the validation function, `server/design`).
 *  - the **public** one (`kb-p-…`): the standings a director device publishes, readable without
 *    login. Nothing personal beyond names goes there.
 */

/** The three databases of one tournament. CouchDB names: lower case, starting with a letter. */
export interface TournamentDatabases {
  director: string;
  handIns: string;
  published: string;
}

/** A tournament id that can be part of a database name (the app's ids are UUIDs). */
export function isOnlineTournamentId(id: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(id);
}

export function databaseNames(tournamentId: string): TournamentDatabases {
  if (!isOnlineTournamentId(tournamentId)) throw new Error(`tournament id ${JSON.stringify(tournamentId)} cannot name a database`);
  return { director: `kb-t-${tournamentId}`, handIns: `kb-h-${tournamentId}`, published: `kb-p-${tournamentId}` };
}

/** The role a director login carries (every tournament of the server). */
export const DIRECTOR_ROLE = 'kb-director';

/** The role of one table's login for one round of one tournament. */
export function tableRole(tournamentId: string, round: number, table: number): string {
  return `kb-table:${tournamentId}:r${round}:t${table}`;
}

/** The role every table login of a tournament carries (membership of the hand-ins database). */
export function tablesRole(tournamentId: string): string {
  return `kb-tables:${tournamentId}`;
}

/** The user name of one table's login for one round. */
export function tableUserName(tournamentId: string, round: number, table: number): string {
  return `kb-${tournamentId}-r${round}-t${table}`;
}
