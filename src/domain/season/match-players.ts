/**
 * Matching players across a season's tournaments (tournament-format.md §8): each entry of a
 * tournament's `players` belongs to one cup player — by its cup number, or failing that by
 * its name key (joining the one numbered namesake, if there is exactly one). The clean name
 * and the name key are defined here. Names whose keys differ only slightly ("Josef Müller",
 * "Josef Mueller") are never merged; they are reported as `similar` for a person to decide.
 */
import type { ResultsList } from '../results/model';
import type { TournamentFile } from '../tournament/model';

/** What matching reads of a season's tournament: a tournament's `players`, or a results list's `results` (§11). */
export type MatchSource = Pick<TournamentFile, 'players'> | Pick<ResultsList, 'results'>;

/** The id an entry of a results list has in matching (a list's entries have no ids of their own). */
export function resultsEntryId(index: number): string {
  return `results: ${index}`;
}

/** The entries of a tournament or results list as matching sees them: id, name, cup number. */
export function matchEntries(t: MatchSource): readonly { id: string; name: string; cupNumber?: string }[] {
  if ('players' in t) return t.players;
  return t.results.map((e, i) => (e.cupNumber === undefined ? { id: resultsEntryId(i), name: e.name } : { id: resultsEntryId(i), name: e.name, cupNumber: e.cupNumber }));
}

/**
 * The clean name (§8): NFC; every white-space character a space; format (Cf) and control (Cc)
 * characters removed; runs of spaces made one; trimmed.
 */
export function cleanName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\p{White_Space}/gu, ' ')
    .replace(/[\p{Cf}\p{Cc}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +| +$/g, '');
}

/** The name key (§8): the clean name in NFKC, lower-cased (Unicode default), white-space runs one space, trimmed. */
export function nameKey(name: string): string {
  return cleanName(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(/^ +| +$/g, '');
}

/** One entry of one tournament's `players`. */
export interface EntryRef {
  /** 0-based position of the tournament in `tournaments`. */
  tournament: number;
  /** 0-based index in that tournament's `players` (or a results list's `results`). */
  player: number;
  /** The entry's id in its file. */
  id: string;
}

/** A cup player: everyone in the season who is one person by §8. */
export interface CupPlayer {
  /** "#" + the trimmed cup number, or "~" + the name key for a player without one. */
  key: string;
  cupNumber: string | null;
  /** The name key of a player without a number; for a numbered one, the key of their last entry. */
  nameKey: string;
  /** Every entry that belongs to them, in tournament order. */
  entries: EntryRef[];
}

/** An entry without a cup number whose name key several cup numbers carry (§10 refuses the file). */
export interface AmbiguousEntry extends EntryRef {
  name: string;
  /** The numbers its name key carries, in code-point order. */
  cupNumbers: string[];
}

/** Two entries of one tournament that belong to one cup player (§10 refuses the file). */
export interface SameCupPlayer extends EntryRef {
  /** Index in `players` of the earlier entry. */
  earlier: number;
  key: string;
}

/** Two cup players whose names are close but not equal: perhaps a typo, never merged by the rules. */
export interface SimilarPlayers {
  a: string;
  b: string;
  /** Why they look alike. */
  reason: 'spelling' | 'umlaut' | 'wordOrder';
}

export interface CupPlayerMatch {
  /** Cup players in the order first met (tournament by tournament, entry by entry). */
  players: CupPlayer[];
  /** Per tournament (by position), per entry (by index): the cup player's key; null for an ambiguous entry. */
  keys: (string | null)[][];
  ambiguous: AmbiguousEntry[];
  sameInTournament: SameCupPlayer[];
  similar: SimilarPlayers[];
}

export function cupPlayerKeyOfNumber(cupNumber: string): string {
  return `#${cupNumber.trim()}`;
}

export function cupPlayerKeyOfName(key: string): string {
  return `~${key}`;
}

/** Code-point order of two strings (JS `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  // UTF-16 units are in code-point order below the surrogates; from the first unit that differs
  // the code points decide (a character above U+FFFF sorts after U+E000–U+FFFF). No copies made.
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const d = x < 0xd800 && y < 0xd800 ? x - y : a.codePointAt(i)! - b.codePointAt(i)!;
    return d < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/**
 * Which entry belongs to which cup player (§8), and the doubtful cases: ambiguous entries
 * and entries of one tournament that are one cup player (both refused by §10), and similar
 * names (shown, never merged). Works on any list of parsed tournaments; never throws.
 */
export function matchCupPlayers(season: { tournaments: readonly MatchSource[] }): CupPlayerMatch {
  const match = assignCupPlayers(season);
  return { ...match, similar: similarPlayers(match.players) };
}

/** `matchCupPlayers` without the similar names (what the standings need). */
export function assignCupPlayers(season: { tournaments: readonly MatchSource[] }): Omit<CupPlayerMatch, 'similar'> {
  const tournaments = season.tournaments.map((t) => ({ players: matchEntries(t) }));
  // Step 2's lookup: name key → the cup numbers entries with that key carry.
  const numbersOfKey = new Map<string, Set<string>>();
  const entryKeys: string[][] = tournaments.map((t) => t.players.map((p) => nameKey(p.name)));
  tournaments.forEach((t, ti) => {
    t.players.forEach((p, pi) => {
      if (p.cupNumber === undefined) return;
      const k = entryKeys[ti]![pi]!;
      let set = numbersOfKey.get(k);
      if (!set) numbersOfKey.set(k, (set = new Set()));
      set.add(p.cupNumber.trim());
    });
  });

  const players = new Map<string, CupPlayer>();
  const keys: (string | null)[][] = [];
  const ambiguous: AmbiguousEntry[] = [];
  const sameInTournament: SameCupPlayer[] = [];
  tournaments.forEach((t, ti) => {
    const row: (string | null)[] = [];
    const firstInTournament = new Map<string, number>();
    t.players.forEach((p, pi) => {
      const k = entryKeys[ti]![pi]!;
      let key: string;
      let cupNumber: string | null = null;
      if (p.cupNumber !== undefined) {
        cupNumber = p.cupNumber.trim();
        key = cupPlayerKeyOfNumber(cupNumber);
      } else {
        const numbers = numbersOfKey.get(k);
        if (numbers && numbers.size > 1) {
          ambiguous.push({ tournament: ti, player: pi, id: p.id, name: p.name, cupNumbers: [...numbers].sort(compareCodePoints) });
          row.push(null);
          return;
        }
        if (numbers && numbers.size === 1) {
          cupNumber = [...numbers][0]!;
          key = cupPlayerKeyOfNumber(cupNumber);
        } else key = cupPlayerKeyOfName(k);
      }
      row.push(key);
      const earlier = firstInTournament.get(key);
      if (earlier !== undefined) sameInTournament.push({ tournament: ti, player: pi, id: p.id, earlier, key });
      else firstInTournament.set(key, pi);
      let cp = players.get(key);
      if (!cp) players.set(key, (cp = { key, cupNumber, nameKey: k, entries: [] }));
      cp.nameKey = k;
      cp.entries.push({ tournament: ti, player: pi, id: p.id });
    });
    keys.push(row);
  });
  return { players: [...players.values()], keys, ambiguous, sameInTournament };
}

// ---- similar names (a hint for a person; the rules never merge them) ----

/** Folded for comparison: umlauts written out, other diacritics dropped, ß as ss. */
function folded(key: string): string {
  return key
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFD').replace(/\p{M}/gu, '');
}

/** Edit distance ≤ 1 (one character inserted, removed, replaced or two neighbours swapped). */
function withinOneEdit(x: readonly string[], y: readonly string[]): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (i === x.length && i === y.length) return true;
  let j = 0;
  while (j < x.length - i && j < y.length - i && x[x.length - 1 - j] === y[y.length - 1 - j]) j++;
  const restX = x.length - i - j;
  const restY = y.length - i - j;
  if (restX <= 1 && restY <= 1) return true;
  // A swap of two neighbours.
  return restX === 2 && restY === 2 && x[i] === y[i + 1] && x[i + 1] === y[i];
}

function sortedWords(key: string): string {
  return key.split(' ').sort().join(' ');
}

/** A name key with what the comparison needs, computed once per player (not once per pair). */
interface Keyed {
  key: string;
  folded: string;
  words: string;
  length: number;
  chars: string[];
}

function keyed(key: string): Keyed {
  const chars = [...key];
  return { key, folded: folded(key), words: sortedWords(key), length: chars.length, chars };
}

function keyedSimilarity(a: Keyed, b: Keyed): SimilarPlayers['reason'] | null {
  if (a.key === b.key) return null;
  if (a.folded === b.folded) return 'umlaut';
  if (a.words === b.words) return 'wordOrder';
  if (a.length >= 5 && Math.abs(a.length - b.length) <= 1 && withinOneEdit(a.chars, b.chars)) return 'spelling';
  return null;
}

/** Why two name keys look alike (an umlaut written out, first and last name swapped, one letter), or null. */
export function similarity(a: string, b: string): SimilarPlayers['reason'] | null {
  return keyedSimilarity(keyed(a), keyed(b));
}

/** The key with each one of its characters (code points) left out, and the key itself: two keys within one edit share one of these. */
function deletionVariants(key: string): string[] {
  const out = [key];
  let at = 0;
  for (const c of key) {
    out.push(key.slice(0, at) + key.slice(at + c.length));
    at += c.length;
  }
  return out;
}

/**
 * The similar names among `players`; with `of`, only the pairs with at least one of these keys —
 * the same pairs in the same order as the whole list filtered, without comparing the others.
 */
export function similarPlayers(players: readonly CupPlayer[], of?: ReadonlySet<string>): SimilarPlayers[] {
  const out: SimilarPlayers[] = [];
  const facts = players.map((p) => keyed(p.nameKey));
  const wanted = (i: number): boolean => of === undefined || of.has(players[i]!.key);
  const push = <K>(index: Map<K, number[]>, k: K, i: number): void => {
    const list = index.get(k);
    if (!list) index.set(k, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  // Indexed by what a similar name shares: the folded key, the sorted words, and (for one letter
  // inserted, removed, replaced or two swapped) a key with one letter left out — so a name is
  // compared with a handful of candidates, never with every player of the season.
  // A player outside `of` is compared only with players in it: their own index (each list in the
  // players' order, as the whole index filtered).
  const all = { folded: new Map<string, number[]>(), words: new Map<string, number[]>(), deletion: new Map<string, number[]>() };
  const ofOnly = of === undefined ? all : { folded: new Map<string, number[]>(), words: new Map<string, number[]>(), deletion: new Map<string, number[]>() };
  const variants = facts.map((f) => deletionVariants(f.key));
  facts.forEach((f, i) => {
    const into = wanted(i) && ofOnly !== all ? [all, ofOnly] : [all];
    for (const index of into) {
      push(index.folded, f.folded, i);
      push(index.words, f.words, i);
      for (const v of variants[i]!) push(index.deletion, v, i);
    }
  });
  const seen = new Set<string>();
  const consider = (pi: number, qi: number): void => {
    const p = players[pi]!;
    const q = players[qi]!;
    if (p === q || (p.cupNumber !== null && q.cupNumber !== null && p.nameKey === q.nameKey)) return;
    const reason = keyedSimilarity(facts[pi]!, facts[qi]!);
    if (reason === null) return;
    const [a, b] = compareCodePoints(p.key, q.key) < 0 ? [p, q] : [q, p];
    const id = `${a.key}\u0000${b.key}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ a: a.key, b: b.key, reason });
  };
  facts.forEach((f, pi) => {
    const index = wanted(pi) ? all : ofOnly;
    for (const qi of index.folded.get(f.folded) ?? []) consider(pi, qi);
    for (const qi of index.words.get(f.words) ?? []) consider(pi, qi);
    // One edit apart: the candidates sharing a left-out key, in the order of length (one shorter,
    // as long, one longer) and then of the players — the order the pairs are reported in.
    // Most names have no other within one edit: then nothing is collected or sorted.
    let near: Set<number> | null = null;
    for (const v of variants[pi]!) {
      for (const qi of index.deletion.get(v) ?? []) if (qi !== pi && Math.abs(facts[qi]!.length - f.length) <= 1) (near ??= new Set()).add(qi);
    }
    if (near === null) return;
    const ordered = [...near].sort((x, y) => facts[x]!.length - facts[y]!.length || x - y);
    for (const qi of ordered) consider(pi, qi);
  });
  return out;
}
