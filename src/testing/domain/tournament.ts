/**
 * Small tournaments for tests of table cards and hand-ins: players p1…pn, rounds drawn
 * in plain order (table k holds the next 4, the last tables 5), and a table's session
 * with `hands` valid hands under the tournament's rules.
 */
import type { Hand, RulesSpec, Session } from '@/domain/model';
import { resolveRules } from '@/domain/rules/resolve-rules';
import type { SessionTournamentLink, TableDraw, TournamentFile } from '@/domain/tournament/model';
import { buildHand, REALISTIC_MIX, type HandMix } from './build-hand';
import { seededChooser } from './chooser';
import { makeSession } from './session';

const NAMES = [
  'Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Erika Wagner', 'Franz Pichler', 'Gerda Moser',
  'Hans Steiner', 'Ida Wolf', 'Josef Hofer', 'Karin Leitner', 'Leopold Fuchs', 'Maria Eder', 'Norbert Schmid',
  'Olga Bauer', 'Peter Winkler', 'Rosa Weber', 'Stefan Lang', 'Theresia Koch', 'Urs Brunner',
];

export function buildTournament(opts: { players?: number; fives?: number; rounds?: number; rules?: RulesSpec } = {}): TournamentFile {
  const n = opts.players ?? 13;
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${i + 1}` : '') }));
  const fives = opts.fives ?? n % 4;
  const rounds = Array.from({ length: opts.rounds ?? 1 }, (_, r) => {
    const order = players.map((p) => p.id);
    for (let k = 0; k < r; k++) order.push(order.shift()!);
    const tables: TableDraw[] = [];
    let at = 0;
    const count = (n - fives * 5) / 4 + fives;
    for (let table = 1; table <= count; table++) {
      const size = table > count - fives ? 5 : 4;
      tables.push({ table, players: order.slice(at, at + size), firstDealer: (table + r) % size });
      at += size;
    }
    return { tables };
  });
  return {
    format: 'tarock-tournament',
    version: 1,
    id: '0f7c2a4e-5b1d-4c1e-9a5e-3d2f7b8c9d10',
    name: 'Hausruck-Cup, 3. Turnier',
    date: '2026-11-27',
    rules: opts.rules ?? 'tarockcup',
    stakeCents: 10,
    plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    timeLimitMinutes: 120,
    players,
    rounds,
  };
}

/** `count` valid hands for a table of `playerCount` under `rules`, following the rotation from `firstDealer`. */
export function buildTableHands(rules: RulesSpec, playerCount: number, firstDealer: number, count: number, seed = 1, mix: HandMix = REALISTIC_MIX): Hand[] {
  const resolved = resolveRules(rules);
  if (!resolved.ok) throw new Error('invalid rules');
  const ch = seededChooser(seed);
  const hands: Hand[] = [];
  let dealer = firstDealer;
  for (let i = 0; i < count; i++) {
    hands.push(buildHand(ch, resolved.value, { playerCount, dealer }, { ...mix, explicitDealer: 0 }));
    dealer = (dealer + 1) % playerCount;
  }
  return hands;
}

/** The session a table phone keeps for `round`/`table`, with `hands` hands played. */
export function buildTableSession(t: TournamentFile, round: number, table: number, hands: number, seed = 1, mix?: HandMix): Session & { tournament: SessionTournamentLink } {
  const draw = t.rounds[round - 1]!.tables.find((x) => x.table === table)!;
  const size = draw.players.length;
  const tournament: SessionTournamentLink = { id: t.id, name: t.name, round, table, playerIds: [...draw.players], handsPerRound: t.handsPerRound[size === 5 ? '5' : '4'] };
  const session = makeSession({
    name: t.name,
    date: undefined,
    players: draw.players.map((id) => t.players.find((p) => p.id === id)!.name),
    rules: t.rules,
    stakeCents: undefined,
    firstDealer: draw.firstDealer ?? 0,
    hands: buildTableHands(t.rules, size, draw.firstDealer ?? 0, hands, seed, mix),
    tournament,
  });
  return { ...session, tournament };
}
