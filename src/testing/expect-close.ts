import { expect } from 'vitest';

/**
 * Compares a command's JSON with an expected document: numbers within the file formats'
 * tolerance of 1e-9, keys in the same order, everything else exactly. `path` names the
 * place in a failure ("$.hands[2].points").
 */
export function expectClose(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThan(1e-9);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
    expected.forEach((v, i) => expectClose((actual as unknown[])[i], v, `${path}[${i}]`));
  } else if (typeof expected === 'object' && expected !== null) {
    expect(Object.keys(actual as object), path).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) expectClose((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else {
    expect(actual, path).toBe(expected);
  }
}
