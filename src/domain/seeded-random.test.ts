// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { randomIndex, seededRandom, shuffled } from './seeded-random';

describe('seededRandom', () => {
  it('the same seed gives the same sequence, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(seededRandom(42)());
  });

  it('mulberry32\'s known first value for seed 1', () => {
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('randomIndex stays in range even for a source returning 1; shuffled keeps every item', () => {
    expect(randomIndex(() => 0.9999999999999999, 4)).toBe(3);
    expect(randomIndex(() => 1, 4)).toBe(3);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(seededRandom(5), items);
    expect([...out].sort((x, y) => x - y)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
