import { describe, expect, it } from 'vitest';
import type { ExplanationLine } from '../model';
import { formatAmount, formatExplanation } from './explain';

const line = (key: string, params: ExplanationLine['params'] = {}): ExplanationLine => ({ key, params });

describe('formatAmount', () => {
  it('German uses a decimal comma and a real minus sign; English a point', () => {
    expect(formatAmount('-2/3', 'de')).toBe('\u22120,67');
    expect(formatAmount('-2/3', 'en')).toBe('\u22120.67');
    expect(formatAmount('5/2', 'de')).toBe('2,5');
    expect(formatAmount(-12, 'de')).toBe('\u221212');
    expect(formatAmount(4, 'de', true)).toBe('+4');
    expect(formatAmount(0, 'de', true)).toBe('0');
  });
});

describe('formatExplanation', () => {
  it('renders the game line with every factor', () => {
    const params = { game: 'dreier', player: 'Anna', partner: '', result: 'won', tariff: 6, kontra: 1, vorfleck: 0, valat: 'announced', valatSide: 'declarer', valatFactor: 8, value: 96 };
    expect(formatExplanation([line('positive', params)], 'de')).toEqual(['Dreier gewonnen (Anna): 6 × Kontra 2 × Valat angesagt 8 = 96 je Gegner']);
    expect(formatExplanation([line('positive', params)], 'en')).toEqual(['Dreier won (Anna): 6 × Kontra 2 × Valat announced 8 = 96 per opponent']);
  });

  it('names the Kontra levels: Re, Subkontra, Vorfleck', () => {
    const base = { game: 'rufer', player: 'Anna', partner: 'Clara', result: 'lost', tariff: 1, vorfleck: 0, valat: 'none', valatSide: '', valatFactor: 1 };
    expect(formatExplanation([line('positive', { ...base, kontra: 2, value: 4 })], 'de')[0]).toBe('Rufer verloren (Anna mit Clara): 1 × Re 4 = 4 je Gegner');
    expect(formatExplanation([line('positive', { ...base, kontra: 3, value: 8 })], 'de')[0]).toBe('Rufer verloren (Anna mit Clara): 1 × Subkontra 8 = 8 je Gegner');
    expect(formatExplanation([line('positive', { ...base, kontra: 1, vorfleck: 1, value: 4 })], 'de')[0]).toBe('Rufer verloren (Anna mit Clara): 1 × Vorfleck 4 = 4 je Gegner');
    expect(formatExplanation([line('positive', { ...base, partner: '', kontra: 0, value: 1 })], 'de')[0]).toBe('Rufer verloren (Anna allein): 1 je Gegner');
  });

  it('Prämien, Pagatkassa, double rounds and Renonce read like the table says them', () => {
    const lines = [
      line('praemie', { praemie: 'pagat', side: 'declarer', player: 'Anna', announced: 1, made: 0, kontra: 0, status: 'counts', value: -2 }),
      line('praemie', { praemie: 'trull', side: 'opponents', player: '', announced: 0, made: 1, kontra: 0, status: 'counts', value: 1 }),
      line('praemie', { praemie: 'koenige', side: 'declarer', player: '', announced: 0, made: 1, kontra: 0, status: 'valat', value: 0 }),
      line('kassa.contribution', { value: 1, count: 4 }),
      line('kassa.win', { player: 'Anna', praemie: 'pagat', value: 4 }),
      line('kassa.loss', { player: 'Bernd', praemie: 'uhu', value: 8 }),
      line('kassa.dissolve', { balance: 10, value: '5/2', count: 4 }),
      line('multiplier', { factor: 2, reason: 'round' }),
      line('multiplier', { factor: 1, reason: 'suppressed' }),
      line('renonce', { player: 'Clara', mode: 'asIfWon' }),
      line('renonce.pays', { player: 'Clara', to: 'Anna', value: 18 }),
    ];
    expect(formatExplanation(lines, 'de')).toEqual([
      'Pagat angesagt und verloren (Anna): Gegner je +2',
      'Trull still und gemacht (Gegenpartei): Gegner je +1',
      'Vier Könige still und gemacht (Spielerpartei): zählt bei Valat nicht',
      'Pagatkassa: +1 je Spieler eingezahlt',
      'Pagatkassa: Anna bekommt 4 (Pagat)',
      'Pagatkassa: Bernd zahlt 8 ein (Uhu verloren)',
      'Pagatkassa aufgelöst: 10 geteilt, je Spieler 2,5',
      'Doppelrunde ×2',
      'Doppelrunde ausgesetzt: zählt einfach',
      'Renonce von Clara',
      'Clara zahlt Anna 18',
    ]);
  });

  it('the cup switches\' cases read as the cups say them (rules.md §3.1, §5, §7.1)', () => {
    const lines = [
      line('trischaken.jungfrau', { players: 'Dieter', count: 1, rule: 'tarockcup', jungfrau: 'payout', value: 3 }),
      line('trischaken.jungfrau', { players: 'Anna, Dieter', count: 2, rule: 'tarockcup', jungfrau: 'payoutRoundUp', value: 2 }),
      line('trischaken.jungfrau', { players: 'Anna, Dieter', count: 2, rule: 'tarockcup', jungfrau: 'payoutEach', value: 3 }),
      line('trischaken.jungfrau', { players: 'Dieter', count: 1, rule: 'tarockcup', jungfrau: 'double', value: 0 }),
      line('trischaken.vorhandAlone', { player: 'Anna', players: 'Anna, Bernd' }),
      line('trischaken.tie', { players: 'Bernd, Clara', count: 2, share: 1 }),
      line('renonce.trischakenEach', { player: 'Clara', value: 6 }),
      line('positive.silentValatNoKontra', { game: 'dreier' }),
      line('valatFixed', { side: 'declarer', announced: 1, made: 1, kontra: 1, value: 40 }),
      line('praemie', { praemie: 'trull', side: 'declarer', player: '', announced: 0, made: 1, kontra: 0, status: 'valatFailed', value: 0 }),
    ];
    expect(formatExplanation(lines, 'de')).toEqual([
      'Jungfrau bekommt den ganzen Gewinn: 3 (Dieter)',
      'Jungfrauen teilen sich den ganzen Gewinn, aufgerundet: je 2 (Anna, Dieter)',
      'Jede Jungfrau bekommt den ganzen Gewinn: je 3 (Anna, Dieter)',
      'Jungfrau Dieter: bekommt das Doppelte, die anderen nichts',
      'Trischaker punktegleich: verliert allein (Anna)',
      'Punktegleich: Bernd, Clara verlieren gemeinsam und teilen sich die Zahlung',
      'Clara zahlt den Renonce-Fixwert: 6 an jeden',
      'Stiller Valat: das Kontra aufs Spiel zählt nicht',
      'Valat angesagt und gemacht (Spielerpartei, Kontra 2): Gegner je −40',
      'Trull still und gemacht (Spielerpartei): zählt beim verlorenen Valat nicht',
    ]);
    expect(formatExplanation(lines.slice(0, 1).concat(lines.slice(4, 5)), 'en')).toEqual([
      'Jungfrau gets the whole payout: 3 (Dieter)',
      'Trischaker tied for the most points: loses alone (Anna)',
    ]);
  });

  it('an unknown key falls back to the key and its params', () => {
    expect(formatExplanation([line('something.new', { a: 1 })], 'de')).toEqual(['something.new: a=1']);
  });
});
