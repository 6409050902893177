// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  const sources = [
    ...readdirSync(join(process.cwd(), 'src', 'domain', 'rules'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(process.cwd(), 'src', 'domain', 'rules', f)),
    ...readdirSync(join(process.cwd(), 'src', 'domain', 'validation'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'error-codes.ts')
      .map((f) => join(process.cwd(), 'src', 'domain', 'validation', f)),
  ];
  const used = new Set(sources.flatMap((f) => readFileSync(f, 'utf8').match(/'ERR_[A-Z_]+'/g) ?? []).map((c) => c.slice(1, -1)));

  it('every code the validators can return is listed with its meaning', () => {
    expect(used.size).toBeGreaterThan(50);
    for (const code of used) expect(isErrorCode(code), code).toBe(true);
  });

  it('every listed code is used', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(used.has(code), code).toBe(true);
  });
});
