import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isLoopback, parseLogins } from './sync-settings';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts `server/sync-server.ts` with this environment and returns how it ended (it must end at once). */
function startRefused(env: Record<string, string>): { status: number | null; stderr: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-settings-'));
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/sync-server.ts'], {
      cwd: root,
      env: { ...process.env, SYNC_DATA_DIR: dataDir, SYNC_PORT: String(15000 + Math.floor(Math.random() * 20000)), SYNC_DIRECTOR: '', SYNC_EXPOSED: '', SYNC_HOST: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: r.status, stderr: r.stderr };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the sync server settings', () => {
  it('tells loopback addresses from others', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.20', 'cup.example.org']) expect(isLoopback(h), h).toBe(false);
  });

  it('reads director logins and names a wrong one without its password', () => {
    expect(parseLogins('anna:ge:heim, bert:x')).toEqual([{ name: 'anna', password: 'ge:heim' }, { name: 'bert', password: 'x' }]);
    expect(() => parseLogins('anna')).toThrow(/"anna" is not name:password/);
    expect(() => parseLogins('anna:')).toThrow(/"anna" is not name:password/);
    expect(() => parseLogins(' , ')).toThrow(/no director login/);
  });

  it('refuses the well-known director login when others can reach the server', () => {
    const cases: Record<string, string>[] = [{ SYNC_EXPOSED: '1' }, { SYNC_HOST: '0.0.0.0' }, { SYNC_EXPOSED: '1', SYNC_DIRECTOR: 'leitung:tarock' }];
    for (const env of cases) {
      const r = startRefused(env);
      expect(r.status, JSON.stringify(env)).toBe(2);
      expect(r.stderr).toMatch(/well-known director login "leitung:tarock" is refused/);
      expect(r.stderr).toMatch(/SYNC_DIRECTOR=name:password/);
    }
  }, 120_000);
});
