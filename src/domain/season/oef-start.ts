/**
 * The Österreich-Finale's start list (tournament-format.md §12): the cups' qualification lists
 * made one list of people, each with their ÖF-Startpunkte — the best when a player qualified
 * through several cups — and, once the day is played, the season file's `carried` made of it:
 * only the players who played (matched to the day's registration by ÖF number, else by name),
 * the others counted as not come.
 *
 * Players are matched across cups by their name key (§8): cup numbers are unique only within a
 * cup. Where that is not sure — close names ("Anna Huber" / "Anna Hueber", "Huber Anna"), or a
 * name two players of one cup carry — the organiser is asked, never guessed.
 */
import { compareCodePoints, cupPlayerKeyOfName, cupPlayerKeyOfNumber, matchCupPlayers, nameKey, similarity, type SimilarPlayers } from './match-players';
import { MAX_CARRIED_NOTE_LENGTH, type SeasonCarried, type SeasonFile } from './model';
import type { QualificationList } from './oef-qualification';
import { seasonPlayerKeys } from './season-standings';

/** One cup's list as the organiser brings it in, with the short code its ÖF numbers get ("HRC" → "HRC-12"). */
export interface OefSource {
  code: string;
  list: QualificationList;
}

/** One person of the start list. */
export interface OefStartEntry {
  /** Their ÖF number "<code>-<cup number>" from the cup that gives them the most points; null without a cup number. */
  number: string | null;
  name: string;
  /** The best of their ÖF-Startpunkte. */
  points: number;
  /** Where the points come from, e.g. "Hausruckviertler Tarockcup 2025/26: 1." (1–200 characters). */
  note: string;
  /** Every cup they qualified through, best first. */
  via: { code: string; cupNumber: string | null; place: number; points: number }[];
}

/** An entry of one source: `${source}:${index}`. */
export type OefEntryId = string;

/** Two entries of different cups that may be one person: the organiser says. */
export interface OefDoubt {
  a: OefEntryId;
  b: OefEntryId;
  reason: SimilarPlayers['reason'] | 'sameName';
}

export interface OefStartList {
  entries: OefStartEntry[];
  /** Questions still open: while there are any, the list is not stored. */
  doubts: OefDoubt[];
  /** Qualified entries read (all cups). */
  qualified: number;
}

export type OefCodeProblem = { code: 'ERR_OEF_CODE'; source: number } | { code: 'ERR_OEF_CODE_TWICE'; source: number; other: number };

/** What the organiser said about a doubt: the same person, or two. */
export type OefDecision = 'same' | 'distinct';

export const doubtId = (d: Pick<OefDoubt, 'a' | 'b'>): string => `${d.a}|${d.b}`;

/** A code is 1–8 letters or digits (it becomes the front of an ÖF number). */
const CODE = /^[\p{L}\p{N}]{1,8}$/u;

/** The codes' problems: each must be 1–8 letters or digits, no two alike. */
export function checkOefCodes(sources: readonly Pick<OefSource, 'code'>[]): OefCodeProblem[] {
  const out: OefCodeProblem[] = [];
  const seen = new Map<string, number>();
  sources.forEach((s, i) => {
    const code = s.code.trim().toUpperCase();
    if (!CODE.test(code)) out.push({ code: 'ERR_OEF_CODE', source: i });
    else if (seen.has(code)) out.push({ code: 'ERR_OEF_CODE_TWICE', source: i, other: seen.get(code)! });
    else seen.set(code, i);
  });
  return out;
}

/** A short code from the cup's name: its words' capitals ("Hausruckviertler Tarockcup" → "HT"), at most 8. */
export function defaultOefCode(cup: string): string {
  const letters = cup.split(/[\s\-–_/.,]+/u).filter((w) => /^\p{L}/u.test(w)).map((w) => w[0]!.toUpperCase());
  const code = letters.join('').slice(0, 8);
  return code || 'CUP';
}

interface Item {
  id: OefEntryId;
  source: number;
  key: string;
  entry: QualificationList['players'][number];
}

/** Union-find over the entries. */
function groups(items: readonly Item[], join: readonly [string, string][]): Item[][] {
  const parent = new Map(items.map((x) => [x.id, x.id]));
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const [a, b] of join) if (parent.has(a) && parent.has(b)) parent.set(find(a), find(b));
  const out = new Map<string, Item[]>();
  for (const x of items) {
    const r = find(x.id);
    let list = out.get(r);
    if (!list) out.set(r, (list = []));
    list.push(x);
  }
  return [...out.values()];
}

/**
 * The start list of the cups' lists: each person once, with their best ÖF-Startpunkte and the
 * ÖF number of that cup. An entry joins one of another cup by equal name key when each cup has
 * that name once; close names and names a cup has twice are doubts until `decisions` (by
 * `doubtId`) say. Entries of one cup are never one person.
 */
export function buildOefStartList(sources: readonly OefSource[], decisions: Readonly<Record<string, OefDecision>> = {}): OefStartList {
  const items: Item[] = sources.flatMap((s, source) => s.list.players.map((entry, i) => ({ id: `${source}:${i}`, source, key: nameKey(entry.name), entry })));
  const perSourceKey = new Map<string, number>();
  for (const x of items) perSourceKey.set(`${x.source}|${x.key}`, (perSourceKey.get(`${x.source}|${x.key}`) ?? 0) + 1);
  const join: [string, string][] = [];
  const doubts: OefDoubt[] = [];
  const byKey = new Map<string, Item[]>();
  for (const x of items) {
    let list = byKey.get(x.key);
    if (!list) byKey.set(x.key, (list = []));
    list.push(x);
  }
  const ask = (a: Item, b: Item, reason: OefDoubt['reason']) => {
    const d = { a: a.id, b: b.id, reason };
    const said = decisions[doubtId(d)];
    if (said === 'same') join.push([a.id, b.id]);
    else if (said === undefined) doubts.push(d);
  };
  // Equal names across cups.
  for (const list of byKey.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (a.source === b.source) continue;
        const sure = perSourceKey.get(`${a.source}|${a.key}`) === 1 && perSourceKey.get(`${b.source}|${b.key}`) === 1;
        if (sure) join.push([a.id, b.id]);
        else ask(a, b, 'sameName');
      }
    }
  }
  // Close names across cups.
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const reason = similarity(keys[i]!, keys[j]!);
      if (reason === null) continue;
      for (const a of byKey.get(keys[i]!)!) for (const b of byKey.get(keys[j]!)!) if (a.source !== b.source) ask(a, b, reason);
    }
  }
  const entries = groups(items, join).map((group) => {
    const best = [...group].sort((x, y) => y.entry.points - x.entry.points || x.source - y.source)[0]!;
    const code = sources[best.source]!.code.trim().toUpperCase();
    const list = sources[best.source]!.list;
    const cupName = `${list.cup}${list.season ? ` ${list.season}` : ''}`;
    const via = [...group]
      .sort((x, y) => y.entry.points - x.entry.points || x.source - y.source)
      .map((x) => ({ code: sources[x.source]!.code.trim().toUpperCase(), cupNumber: x.entry.cupNumber, place: x.entry.place, points: x.entry.points }));
    return {
      number: best.entry.cupNumber === null ? null : `${code}-${best.entry.cupNumber}`,
      name: best.entry.name,
      points: best.entry.points,
      note: [...`${cupName}: ${best.entry.place}.`].slice(0, MAX_CARRIED_NOTE_LENGTH).join(''),
      via,
    } satisfies OefStartEntry;
  });
  entries.sort((a, b) => b.points - a.points || compareCodePoints(a.name, b.name));
  return { entries, doubts, qualified: items.length };
}

/** The start list as an ÖF season keeps it beside its file (until the day is played, `carried` cannot name anyone). */
export interface OefStartStored {
  entries: OefStartEntry[];
  /** Qualified entries read from all cups (a player of several cups counted in each). */
  qualified: number;
  /** The cups' lists it was made of. */
  sources: { cup: string; season: string; code: string; file: string; players: number }[];
}

/** The ÖF day as the season ranks it: `carried` of the players who played, and the start-list entries who did not. */
export interface OefDay {
  data: SeasonFile;
  /** Start-list entries without a place on the day (not come). */
  absent: OefStartEntry[];
}

/**
 * The season file with the start points as `carried` (§12): each start-list entry joins the day's
 * player with their ÖF number, else the one (and only one) with their name; entries without a
 * place on the day are left out and returned as `absent`. With a tournament and no Finale yet,
 * the last tournament becomes the Finale ("inside"), and a season still on the default tie-break
 * gets `["finalRounds"]` — the ÖF preset of §12.
 */
export function withOefDay(data: SeasonFile, start: readonly OefStartEntry[]): OefDay {
  if (data.tournaments.length === 0) return { data, absent: [...start] };
  const match = matchCupPlayers(data);
  const played = seasonPlayerKeys(data.tournaments, match, data.cupPoints);
  const carried: SeasonCarried[] = [];
  const absent: OefStartEntry[] = [];
  const taken = new Set<string>();
  for (const e of start) {
    let key: string | null = e.number !== null && played.has(cupPlayerKeyOfNumber(e.number)) ? cupPlayerKeyOfNumber(e.number) : null;
    if (key === null) {
      const byName = match.players.filter((p) => p.nameKey === nameKey(e.name) && played.has(p.key));
      if (byName.length === 1) key = byName[0]!.key;
      else if (byName.length === 0 && e.number === null && played.has(cupPlayerKeyOfName(nameKey(e.name)))) key = cupPlayerKeyOfName(nameKey(e.name));
    }
    if (key === null || taken.has(key)) {
      if (key === null) absent.push(e);
      continue;
    }
    taken.add(key);
    const player = match.players.find((p) => p.key === key)!;
    carried.push({ player: player.cupNumber ?? player.nameKey, points: e.points, ...(e.note ? { note: e.note } : {}) });
  }
  const final = data.final ?? { tournament: data.tournaments.length, counts: 'inside' as const };
  const defaultTies = data.tieBreaks === undefined || (data.tieBreaks.length === 1 && data.tieBreaks[0] === 'results');
  return { data: { ...data, final, ...(defaultTies ? { tieBreaks: ['finalRounds' as const] } : {}), carried }, absent };
}
