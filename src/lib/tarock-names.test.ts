import { describe, expect, it } from 'vitest';
import { GAME_IDS, PRAEMIE_IDS, PRESET_IDS } from '@/domain/model';
import { doubleTriggerName, gameName, praemieName, presetDescription, presetName } from './tarock-names';

describe('tarock names', () => {
  it('names every game in both languages', () => {
    for (const id of GAME_IDS) {
      expect(gameName(id, 'de')).not.toBe(id);
      expect(gameName(id, 'en').length).toBeGreaterThan(2);
    }
    expect(gameName('solobesserrufer', 'de')).toBe('Solo-Besserrufer');
    expect(gameName('bettler_ouvert', 'de')).toBe('Bettler ouvert');
  });

  it('keeps the German Prämie names in English', () => {
    for (const id of PRAEMIE_IDS) expect(praemieName(id, 'en')).toBe(praemieName(id, 'de'));
    expect(praemieName('koenige', 'en')).toBe('Vier Könige');
  });

  it('names and describes every preset', () => {
    for (const id of PRESET_IDS) {
      expect(presetName(id, 'de').length).toBeGreaterThan(2);
      expect(presetDescription(id, 'de').length).toBeGreaterThan(20);
      expect(presetDescription(id, 'en')).not.toBe(presetDescription(id, 'de'));
    }
  });

  it('names the double-round triggers', () => {
    expect(doubleTriggerName('mondfang', 'en')).toBe('Mondfang');
  });
});
