/**
 * The tournament file as the director database's documents, and back, and the writes from one
 * set of documents to another. `fileToDocs` and `docsToFile` are inverse: the round trip gives
 * the file back, key for key (keys this module does not know are carried as they are, so a later
 * key of the format travels too). Pure.
 */
import type { Round, TournamentFile } from '../tournament/model';
import {
  contentJson,
  HEADER_ID,
  LOTS_ID,
  playerDocId,
  resultDoc,
  roundDocId,
  type DirectorDoc,
  type HeaderDoc,
  type LotsDoc,
  type PlayerDoc,
  type RoundDoc,
} from './documents';

/**
 * The director database's documents of a tournament file. `previous` (the documents as last
 * agreed with the other desks) keeps each player's `order` where it still fits the file's
 * order, so removing a player or merging two desks' walk-ins rewrites no other registration
 * (a rewritten registration would clash with another desk's correction of it).
 */
export function fileToDocs(file: TournamentFile, previous: readonly DirectorDoc[] = []): DirectorDoc[] {
  const { players, rounds, lots, ...header } = file;
  const t = file.id;
  const docs: DirectorDoc[] = [{ _id: HEADER_ID, kind: 'header', tournament: t, file: header }];
  const kept = new Map(previous.filter((d): d is PlayerDoc => d.kind === 'player').map((d) => [d.player.id, d.order]));
  let last: { order: number; id: string } | null = null;
  for (const player of players) {
    // `docsToFile` sorts by (order, id): a kept order must stay after the one before it.
    const k: number | undefined = kept.get(player.id);
    const fits: boolean = k !== undefined && (last === null || k > last.order || (k === last.order && player.id > last.id));
    const order: number = fits && k !== undefined ? k : last === null ? 0 : last.order + 1;
    last = { order, id: player.id };
    docs.push({ _id: playerDocId(player.id), kind: 'player', tournament: t, order, player });
  }
  rounds.forEach((round, i) => {
    const n = i + 1;
    docs.push({ _id: roundDocId(n), kind: 'round', tournament: t, round: n, tables: round.tables.map(({ result: _r, ...draw }) => draw) });
    for (const table of round.tables) {
      if (table.result) docs.push(resultDoc(t, n, table.table, table.result));
    }
  });
  if (lots !== undefined) docs.push({ _id: LOTS_ID, kind: 'lots', tournament: t, lots });
  return docs;
}

export type DocsProblem =
  | { code: 'ERR_ONLINE_NO_HEADER' }
  | { code: 'ERR_ONLINE_OTHER_TOURNAMENT'; id: string }
  | { code: 'ERR_ONLINE_ROUND_GAP'; round: number }
  | { code: 'ERR_ONLINE_RESULT_WITHOUT_TABLE'; round: number; table: number };

/**
 * The tournament file of the director database's documents (any order; design and other
 * documents are ignored). The caller checks the file as a whole (`parseTournament`).
 */
export function docsToFile(docs: readonly unknown[]): { ok: true; value: TournamentFile } | { ok: false; error: DocsProblem } {
  const own = docs.filter((d): d is DirectorDoc => typeof d === 'object' && d !== null && 'kind' in d && typeof (d as { kind: unknown }).kind === 'string');
  const header = own.find((d): d is HeaderDoc => d.kind === 'header' && d._id === HEADER_ID);
  if (!header) return { ok: false, error: { code: 'ERR_ONLINE_NO_HEADER' } };
  const t = header.file.id;
  const other = own.find((d) => d.tournament !== t);
  if (other) return { ok: false, error: { code: 'ERR_ONLINE_OTHER_TOURNAMENT', id: other._id } };
  const players = own
    .filter((d): d is PlayerDoc => d.kind === 'player')
    .sort((a, b) => a.order - b.order || (a.player.id < b.player.id ? -1 : a.player.id > b.player.id ? 1 : 0))
    .map((d) => d.player);
  const roundDocs = own.filter((d): d is RoundDoc => d.kind === 'round').sort((a, b) => a.round - b.round);
  const rounds: Round[] = [];
  for (const [i, r] of roundDocs.entries()) {
    if (r.round !== i + 1) return { ok: false, error: { code: 'ERR_ONLINE_ROUND_GAP', round: i + 1 } };
    rounds.push({ tables: r.tables.map((draw) => ({ ...draw })) });
  }
  for (const d of own) {
    if (d.kind !== 'result') continue;
    const table = rounds[d.round - 1]?.tables.find((x) => x.table === d.table);
    if (!table) return { ok: false, error: { code: 'ERR_ONLINE_RESULT_WITHOUT_TABLE', round: d.round, table: d.table } };
    table.result = d.result;
  }
  const lots = own.find((d): d is LotsDoc => d.kind === 'lots');
  const file = { ...header.file, players, rounds, ...(lots ? { lots: lots.lots } : {}) } as TournamentFile;
  return { ok: true, value: file };
}

/**
 * The documents to write so that the database holds `next` where it held `previous`
 * (both as documents by id): new and changed documents, and deletions of documents that
 * went away (a player removed, a draft round taken back).
 */
export function docChanges(previous: readonly DirectorDoc[], next: readonly DirectorDoc[]): { put: DirectorDoc[]; remove: string[] } {
  const before = new Map(previous.map((d) => [d._id, contentJson(d)]));
  const after = new Set(next.map((d) => d._id));
  const put = next.filter((d) => before.get(d._id) !== contentJson(d));
  const remove = previous.filter((d) => !after.has(d._id)).map((d) => d._id);
  return { put, remove };
}
