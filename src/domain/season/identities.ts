/**
 * One identity per cup player, kept: what the organiser resolved about the season's players
 * ("this entry of that tournament is cup player N", "this spelling is that player") is a fact
 * of the season, kept beside the season file and applied to every version of a tournament
 * that comes in later. Applying writes the cup number and the chosen spelling into the
 * embedded entries, so the season file alone — and the `season` command on it — gives the
 * same Saisonwertung as the app.
 */
import { isResultsList, type SeasonTournament } from '../results/model';
import { cleanName, nameKey } from './match-players';

/** The identity a fact gives: a cup number, a spelling of the name, or both. */
interface Identity {
  /** The cup player's number (trimmed); absent for a cup player without one. */
  cupNumber?: string;
  /** The spelling chosen as the player's name (a clean name). */
  name?: string;
}

/**
 * One resolved match:
 * - `entry`: the entry `entry` of the tournament with id `tournament` — a tournament file's
 *   player id (`id:` + id), or a results list's entry by the name it was written with
 *   (`name:` + its name key) — is this cup player;
 * - `alias`: an entry without a cup number written with this name key (in any tournament,
 *   later ones included) is this cup player.
 */
export type IdentityFact =
  | ({ kind: 'entry'; tournament: string; entry: string } & Identity)
  | ({ kind: 'alias'; nameKey: string } & Identity);

/** How a fact names an entry of a tournament file: by the player's id in that file. */
export function entryRef(player: { id?: string; name: string }): string {
  return player.id !== undefined ? `id:${player.id}` : `name:${nameKey(player.name)}`;
}

function factKey(f: IdentityFact): string {
  return f.kind === 'entry' ? `e\u0000${f.tournament}\u0000${f.entry}` : `a\u0000${f.nameKey}`;
}

/** `facts` with `added` on top: a later fact about the same entry (or alias) replaces the earlier. */
export function withFacts(facts: readonly IdentityFact[], added: readonly IdentityFact[]): IdentityFact[] {
  const next = new Map<string, IdentityFact>();
  for (const f of [...facts, ...added]) {
    next.delete(factKey(f));
    next.set(factKey(f), f);
  }
  return [...next.values()];
}

function applyIdentity<E extends { name: string; cupNumber?: string }>(p: E, id: Identity): E {
  let out = p;
  if (id.cupNumber !== undefined && p.cupNumber?.trim() !== id.cupNumber) out = { ...out, cupNumber: id.cupNumber };
  if (id.name !== undefined && cleanName(p.name) !== id.name) out = { ...out, name: id.name };
  return out;
}

/**
 * The tournaments with every fact applied: an entry named by an `entry` fact gets its
 * identity; an entry without a cup number whose name key is an alias gets the alias's.
 * An `entry` fact wins over an alias. Entries no fact names stay exactly as they are, and a
 * tournament without a change is the same object.
 */
export function applyIdentityFacts<T extends SeasonTournament>(tournaments: readonly T[], facts: readonly IdentityFact[]): T[] {
  if (facts.length === 0) return [...tournaments];
  const byEntry = new Map<string, Identity>();
  const byAlias = new Map<string, Identity>();
  for (const f of facts) {
    if (f.kind === 'entry') byEntry.set(`${f.tournament}\u0000${f.entry}`, f);
    else byAlias.set(f.nameKey, f);
  }
  const resolve = <E extends { id?: string; name: string; cupNumber?: string }>(tid: string, p: E): E => {
    const direct = byEntry.get(`${tid}\u0000${entryRef(p)}`);
    const id = direct ?? (p.cupNumber !== undefined ? undefined : byAlias.get(nameKey(p.name)));
    return id ? applyIdentity(p, id) : p;
  };
  return tournaments.map((t) => {
    if (isResultsList(t)) {
      const results = t.results.map((e) => resolve(t.id, e));
      return results.some((e, i) => e !== t.results[i]) ? { ...t, results } : t;
    }
    const players = t.players.map((p) => resolve(t.id, p));
    return players.some((p, i) => p !== t.players[i]) ? { ...t, players } : t;
  });
}

const TEXT_MAX = 200;
const isText = (x: unknown): x is string => typeof x === 'string' && x.trim().length > 0 && x.length <= TEXT_MAX;

/**
 * Identity facts as a backup carries them, checked: a list of `entry` or `alias` facts with
 * text fields and at least a cup number or a name each; null when anything is not so.
 */
export function parseIdentityFacts(raw: unknown): IdentityFact[] | null {
  if (!Array.isArray(raw)) return null;
  const out: IdentityFact[] = [];
  for (const f of raw as unknown[]) {
    if (typeof f !== 'object' || f === null || Array.isArray(f)) return null;
    const r = f as Record<string, unknown>;
    const allowed = r.kind === 'entry' ? ['kind', 'tournament', 'entry', 'cupNumber', 'name'] : r.kind === 'alias' ? ['kind', 'nameKey', 'cupNumber', 'name'] : null;
    if (!allowed || Object.keys(r).some((k) => !allowed.includes(k))) return null;
    if (r.cupNumber !== undefined && !isText(r.cupNumber)) return null;
    if (r.name !== undefined && !isText(r.name)) return null;
    if (r.cupNumber === undefined && r.name === undefined) return null;
    const identity = { ...(r.cupNumber !== undefined ? { cupNumber: (r.cupNumber as string).trim() } : {}), ...(r.name !== undefined ? { name: cleanName(r.name as string) } : {}) };
    if (r.kind === 'entry') {
      if (!isText(r.tournament) || !isText(r.entry) || !/^(id|name):/.test(r.entry)) return null;
      out.push({ kind: 'entry', tournament: r.tournament, entry: r.entry, ...identity });
    } else {
      if (!isText(r.nameKey)) return null;
      out.push({ kind: 'alias', nameKey: nameKey(r.nameKey), ...identity });
    }
  }
  return out;
}

/** The number chosen for an entry whose name fitted several (a tournament file's player, by id): a fact from now on. */
export function assignmentFact(a: { tournamentId: string; playerId: string; cupNumber: string }): IdentityFact {
  return { kind: 'entry', tournament: a.tournamentId, entry: entryRef({ id: a.playerId, name: '' }), cupNumber: a.cupNumber.trim() };
}

/**
 * Two cup players made one person, `keep`'s spelling their name; the cup number `keep`'s, or
 * `merge`'s when only that one has one. The facts: every entry of both is this cup player, and
 * each of their spellings, written without a number, means them; facts resolved earlier about
 * either now mean the one player. The tournaments come back with every fact applied.
 */
export function mergeIdentities<T extends SeasonTournament>(
  tournaments: readonly T[],
  players: readonly { key: string; cupNumber: string | null; nameKey: string; entries: readonly { tournament: number; player: number }[] }[],
  facts: readonly IdentityFact[],
  keep: string,
  merge: string,
): { tournaments: T[]; identities: IdentityFact[] } | null {
  const a = players.find((p) => p.key === keep);
  const b = players.find((p) => p.key === merge);
  if (!a || !b || a === b) return null;
  const cupNumber = a.cupNumber ?? b.cupNumber;
  const last = a.entries[a.entries.length - 1]!;
  const lastT = tournaments[last.tournament]!;
  const name = cleanName((isResultsList(lastT) ? lastT.results[last.player]! : lastT.players[last.player]!).name);
  const identity = { ...(cupNumber !== null ? { cupNumber } : {}), name };
  const added: IdentityFact[] = [];
  const spellings = new Set<string>();
  for (const e of [...a.entries, ...b.entries]) {
    const t = tournaments[e.tournament]!;
    const entry = isResultsList(t) ? t.results[e.player]! : t.players[e.player]!;
    added.push({ kind: 'entry', tournament: t.id, entry: entryRef(entry), ...identity });
    spellings.add(nameKey(entry.name));
  }
  for (const key of spellings) added.push({ kind: 'alias', nameKey: key, ...identity });
  const wasOneOfThem = (f: IdentityFact) =>
    f.cupNumber !== undefined ? [a.cupNumber, b.cupNumber].includes(f.cupNumber) : f.name !== undefined && [a.nameKey, b.nameKey].includes(nameKey(f.name));
  const earlier = facts.map((f): IdentityFact => (wasOneOfThem(f) ? { ...f, ...identity } : f));
  const identities = withFacts(earlier, added);
  return { tournaments: applyIdentityFacts(tournaments, identities), identities };
}
