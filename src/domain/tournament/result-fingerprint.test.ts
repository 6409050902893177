import { describe, expect, it } from 'vitest';
import { resultFingerprint } from './result-fingerprint';

describe('resultFingerprint', () => {
  it('is the same for the same totals whatever note or arrival time comes with them', () => {
    const a = resultFingerprint({ totals: [12, -4, -8, 0] });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(resultFingerprint({ totals: [12, -4, -8, 0], note: 'Tisch 3', receivedAt: '2026-11-27T20:00:00.000Z' })).toBe(a);
    expect(resultFingerprint({ totals: [12, -4, -8, -0] })).toBe(resultFingerprint({ totals: [12, -4, -8, 0] }));
  });

  it('differs when one number, the seat order or the form differs', () => {
    const a = resultFingerprint({ totals: [12, -4, -8, 0] });
    expect(resultFingerprint({ totals: [12, -4, -7, -1] })).not.toBe(a);
    expect(resultFingerprint({ totals: [-4, 12, -8, 0] })).not.toBe(a);
    expect(resultFingerprint({ hands: [] })).not.toBe(resultFingerprint({ totals: [] }));
  });

  it('does not depend on the key order inside a hand', () => {
    expect(resultFingerprint({ hands: [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }] })).toBe(
      resultFingerprint({ hands: [{ result: 'won', partner: 2, declarer: 0, game: 'rufer' }] }),
    );
  });
});
