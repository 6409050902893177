/**
 * A cup season the size of a real one, as a season file: `players` cup players (full names,
 * some long, several called Anna), four tournaments of one round with typed totals, the season's
 * Heine points, best 3, and ÖF places. Deterministic: the same arguments give the same file.
 */
const FIRST = ['Anna', 'Anna-Maria', 'Bernhard', 'Christine', 'Dietmar', 'Elisabeth', 'Ferdinand', 'Gertraud', 'Hannes', 'Ingeborg', 'Johann', 'Katharina'];
const LAST = [
  'Oberhuber-Leitner', 'Hinterberger', 'Mayrhofer', 'Schwarzenbacher', 'Pichler', 'Wimmer', 'Gruber', 'Zauner', 'Brandstätter', 'Hochreiter',
  'Kaltenbrunner', 'Moser',
];

/** The name of cup player i (0-based): first and last name, all different. */
export function cupPlayerName(i: number): string {
  return `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function cupSeasonFile(players: number, options: { oefPlaces?: number; seed?: number } = {}): object {
  // Tables of five take what tables of four leave over.
  const fives = players % 4;
  if (players < 5 * fives) throw new Error('players: too few to seat');
  const next = random(options.seed ?? 7);
  const tournaments = Array.from({ length: 4 }, (_, k) => {
    const order = Array.from({ length: players }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const tables = [];
    let seat = 0;
    for (let t = 0; seat < players; t++) {
      const size = t < fives ? 5 : 4;
      // Scores in steps of 5, so that players often end level and some ties stay open.
      const some = Array.from({ length: size - 1 }, () => Math.round((next() * 120 - 40) / 5) * 5);
      const totals = [...some, -some.reduce((a, b) => a + b, 0)];
      tables.push({ table: t + 1, players: order.slice(seat, seat + size).map((i) => `p${i + 1}`), firstDealer: 0, result: { totals } });
      seat += size;
    }
    return {
      format: 'tarock-tournament', version: 1, id: `cup-t${k + 1}`, name: `Hausruck-Cup, ${k + 1}. Turnier`, rules: 'tarockcup', plannedRounds: 1,
      handsPerRound: { '4': 16, '5': 20 },
      players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: cupPlayerName(i), cupNumber: String(100 + i) })),
      rounds: [{ tables }],
    };
  });
  const oefPlaces = Math.min(options.oefPlaces ?? 40, players);
  return {
    format: 'tarock-season', version: 1, cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 3,
    oef: { places: oefPlaces, startPoints: Array.from({ length: oefPlaces }, (_, i) => Math.max(0, 120 - 2 * i)) },
    tournaments,
  };
}
