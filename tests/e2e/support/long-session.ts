/**
 * A long evening for the performance report: N valid hands of the Hausregeln,
 * cycling through Rufer, Dreier with Kontra, Bettler with a Kontra,
 * Trischaken, Solodreier with a Trull, and a Rufer on card points. Hand i is
 * dealt by seat i % 4, so the Vorhand-only games go to seat (i + 1) % 4.
 */
import type { SessionFile } from '../pages/app';

export function longSession(hands: number, name = 'Lange Nacht'): SessionFile {
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < hands; i++) {
    const vorhand = (i + 1) % 4;
    switch (i % 6) {
      case 0:
        list.push({ game: 'rufer', declarer: vorhand, partner: (vorhand + 2) % 4, result: i % 12 === 0 ? 'won' : 'lost' });
        break;
      case 1:
        list.push({ game: 'dreier', declarer: i % 4, result: 'won', kontra: 1 });
        break;
      case 2:
        list.push({ game: 'bettler', declarer: (vorhand + 1) % 4, result: 'lost', kontraBy: { [String((vorhand + 2) % 4)]: 1 } });
        break;
      case 3:
        list.push({ game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } });
        break;
      case 4:
        list.push({ game: 'solodreier', declarer: (i + 2) % 4, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }] });
        break;
      default:
        list.push({ game: 'rufer', declarer: vorhand, partner: null, points: '40/0' });
    }
  }
  return {
    format: 'tarock-session',
    version: 1,
    name,
    date: '2026-11-21',
    players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
    rules: 'hausregeln',
    stakeCents: 10,
    firstDealer: 0,
    hands: list,
  };
}
