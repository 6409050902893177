/** Small pieces the tournament sync shares: the hand-ins' design document read typed, the retry back-off, chance. */
import { DESIGN_ID, type DesignDoc } from '@/domain/online/design';

/** The hand-ins database's design document with the rounds open for network hand-ins. */
export function isDesignDoc(doc: unknown): doc is DesignDoc {
  const d = doc as { _id?: unknown; settings?: { openRounds?: unknown } } | null;
  return typeof d === 'object' && d !== null && d._id === DESIGN_ID && Array.isArray(d.settings?.openRounds);
}

/** Retries quickly first (a phone back in the network), then at most every 30 s. */
export function backOff(delay: number): number {
  return delay === 0 ? 500 : Math.min(30_000, delay * 2);
}

/** A number in [0, 1) from the platform's cryptographic source. */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000;
}
