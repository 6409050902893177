/**
 * The season as the app keeps it while the organiser sets it up (tournament-format.md §8, §10):
 * every check of the season file, except that it may have no tournament yet.
 */
import { describe, expect, it } from 'vitest';
import { parseKeptSeason, parseSeason } from './parse-season';

const setUp = { format: 'tarock-season', version: 1, cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 'all', tournaments: [] };

describe('parseKeptSeason', () => {
  it('a season without a tournament yet is kept, though it is no season file yet', () => {
    expect(parseSeason(setUp).ok).toBe(false);
    expect(parseKeptSeason(setUp)).toEqual({ ok: true, value: setUp });
  });

  it('its other problems are still found, without the missing tournament', () => {
    const out = parseKeptSeason({ ...setUp, cup: '' });
    expect(out.ok).toBe(false);
    const codes = out.ok ? [] : out.error.map((e) => e.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain('ERR_S_TOURNAMENTS');
  });

  it('anything that is not a season, or tournaments that are not a list, is refused as the file check refuses it', () => {
    expect(parseKeptSeason(null)).toEqual(parseSeason(null));
    expect(parseKeptSeason({ ...setUp, tournaments: 'keine' })).toEqual(parseSeason({ ...setUp, tournaments: 'keine' }));
  });
});
