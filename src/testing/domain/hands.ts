/**
 * The hand builders every test shares: small named hands and the fixed hand lists of
 * the sample evening, the every-fact evening and the long evening. Random valid hands
 * are `build-hand.ts`'s. Imports only `src/domain`.
 */
import type { Hand, Seat, TrischakenEntry } from '@/domain/model';

/** A Rufer won by `declarer` with `partner`. */
export function ruferWon(declarer: Seat, partner: Seat): Hand {
  return { game: 'rufer', declarer, partner, result: 'won' };
}

/**
 * The Rufer of hand `k` in the plain rotation (dealer k mod n, Vorhand k + 1): the
 * Vorhand declares with the partner two seats further; won unless `result` says so.
 */
export function vorhandRufer(k: number, n = 4, result: 'won' | 'lost' = 'won'): Hand {
  const vorhand = (k + 1) % n;
  return { game: 'rufer', declarer: vorhand, partner: (vorhand + 2) % n, result };
}

/** A Trischaken hand: card points and tricks per seat, Kontra per seat when given. */
export function trischakenHand(points: TrischakenEntry['points'], tricks: NonNullable<TrischakenEntry['tricks']>, kontra?: number[]): Hand {
  return { game: 'trischaken', trischaken: { points, tricks, ...(kontra ? { kontra } : {}) } };
}

/**
 * Three hands on a 4-table under `hausregeln` (dealer 0, 1, 2):
 * Rufer won by Bernd with Dieter [−1, +1, −1, +1]; Dreier won by Anna with 38/1
 * [+18, −6, −6, −6]; Bettler lost by Clara, Anna contra'd [+8, +4, −16, +4].
 * Totals: Anna +25, Bernd −1, Clara −23, Dieter −1.
 */
export function sampleHands(): Hand[] {
  return [
    ruferWon(1, 3),
    { game: 'dreier', declarer: 0, points: '38/1' },
    { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
  ];
}

/**
 * Four hands (dealers 0, 1, 2, 3, `erotas` with Vorfleck) recording every fact a row,
 * the print sheet and the CSV can show: Re with Vorfleck, an announced Valat, Prämien
 * of both sides (one announced with Kontra and a holder), a note; Schleifen; a Piccolo
 * with an opponent's Kontra and a Bei with its own Kontra; a Renonce.
 */
export function everyFactHands(): Hand[] {
  return [
    {
      game: 'dreier', declarer: 1, result: 'won', kontra: 2, vorfleck: true, valat: { side: 'declarer', announced: true, made: true },
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1, kontra: 1 },
        { id: 'trull', side: 'opponents', announced: false, made: true },
      ],
      note: 'Karten neu gemischt',
    },
    { game: 'rufer', declarer: 2, conceded: true, partner: null },
    { game: 'piccolo', declarer: 3, result: 'won', kontraBy: { '0': 1 }, bei: [{ declarer: 0, game: 'piccolo', result: 'lost', kontraBy: { '1': 2 } }] },
    { game: 'rufer', declarer: 0, partner: 1, renonce: { by: 2 } },
  ];
}

/**
 * `count` valid hands of the Hausregeln on a 4-table in the plain rotation, cycling
 * through Rufer, Dreier with Kontra, Bettler with a Kontra, Trischaken, Solodreier
 * with a Trull, and a Rufer on card points. Hand i is dealt by seat i % 4, so the
 * Vorhand-only games go to seat (i + 1) % 4.
 */
export function longEveningHands(count: number): Hand[] {
  const hands: Hand[] = [];
  for (let i = 0; i < count; i++) {
    const vorhand = (i + 1) % 4;
    switch (i % 6) {
      case 0:
        hands.push(vorhandRufer(i, 4, i % 12 === 0 ? 'won' : 'lost'));
        break;
      case 1:
        hands.push({ game: 'dreier', declarer: i % 4, result: 'won', kontra: 1 });
        break;
      case 2:
        hands.push({ game: 'bettler', declarer: (vorhand + 1) % 4, result: 'lost', kontraBy: { [String((vorhand + 2) % 4)]: 1 } });
        break;
      case 3:
        hands.push(trischakenHand(['30/1', '20/0', '19/2', '0/0'], [5, 4, 3, 0]));
        break;
      case 4:
        hands.push({ game: 'solodreier', declarer: (i + 2) % 4, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }] });
        break;
      default:
        hands.push({ game: 'rufer', declarer: vorhand, partner: null, points: '40/0' });
    }
  }
  return hands;
}
