// @vitest-environment node
/**
 * docs/spec holds the product's three specifications so the repository stands on its own.
 * Where the shared specification folder sits beside the repository (`../shared/spec`, or one
 * level further up for a checkout kept in a subfolder), the copies must be identical to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SPECS = ['rules.md', 'session-format.md', 'tournament-format.md'];
const shared = [resolve(root, '..', 'shared', 'spec'), resolve(dirname(resolve(root, '..')), 'shared', 'spec')].find((dir) => existsSync(join(dir, 'tournament-format.md')));

describe('docs/spec: the three specifications', () => {
  it.each(SPECS)('%s is in the repository', (name) => {
    expect(readFileSync(join(root, 'docs', 'spec', name), 'utf8').length).toBeGreaterThan(1000);
  });

  it.skipIf(shared === undefined).each(SPECS)('%s is the same as the shared specification', (name) => {
    expect(readFileSync(join(root, 'docs', 'spec', name), 'utf8')).toBe(readFileSync(join(shared!, name), 'utf8'));
  });
});
