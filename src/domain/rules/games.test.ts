// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../model';
import { GAME_PICKER_ORDER, pickerOrder } from './games';
import { PRESETS } from './presets';

describe('the game picker order', () => {
  it('lists every game once', () => {
    expect([...GAME_PICKER_ORDER].sort()).toEqual([...GAME_IDS].sort());
  });
  it('hausregeln: Rufer and Dreier first, solo games, negative games, Trischaken last — not the tariff order', () => {
    expect(pickerOrder(PRESETS.hausregeln.games)).toEqual([
      'rufer', 'besserrufer', 'dreier', 'sechserdreier', 'farbendreier',
      'solorufer', 'solodreier', 'farbensolo',
      'piccolo', 'bettler', 'piccolo_ouvert', 'bettler_ouvert', 'piccolo_plauderer', 'bettler_plauderer',
      'trischaken',
    ]);
  });
});
