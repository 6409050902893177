/**
 * New player ids that two desks registering at the same moment cannot both take. The format
 * allows any unique string of 1–64 characters (tournament format §1); a registration gets
 * `p<n>-<tag>`: `n` continues after the highest number in the file (so the ids still read in
 * registration order), `tag` is four random letters or digits drawn for the registration, so
 * two desks that both pick the next number (online at the same moment, or offline until they
 * meet again) still make two players (a clash needs the same number AND the same tag: 1 in
 * 1.7 million). Older files' `p1`, `p2`, … stay as they are.
 */
import { randomIndex, type Random } from '../seeded-random';
import type { PlayerId, TournamentPlayer } from './model';

const TAG_LETTERS = '0123456789abcdefghijklmnopqrstuvwxyz';
const TAG_LENGTH = 4;

/** The number of a player id this module made (`p7`, `p7-k3x9`), or null for any other id. */
function idNumber(id: string): number | null {
  const m = /^p(\d{1,9})(?:-[0-9a-z]+)?$/.exec(id);
  return m ? Number(m[1]) : null;
}

/** `count` new ids for `players`: each unique in the file, continuing after the highest number. */
export function newPlayerIds(players: readonly TournamentPlayer[], count: number, random: Random): PlayerId[] {
  let next = 1;
  for (const p of players) next = Math.max(next, (idNumber(p.id) ?? 0) + 1);
  const taken = new Set(players.map((p) => p.id));
  const out: PlayerId[] = [];
  while (out.length < count) {
    let tag = '';
    for (let i = 0; i < TAG_LENGTH; i++) tag += TAG_LETTERS[randomIndex(random, TAG_LETTERS.length)]!;
    const id = `p${next}-${tag}`;
    if (taken.has(id)) continue;
    taken.add(id);
    out.push(id);
    next++;
  }
  return out;
}
