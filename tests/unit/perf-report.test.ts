// @vitest-environment node
/**
 * The performance report (test-results/perf.json) is written by browser tests running in
 * parallel workers: each merges its own keys under a lock (tests/e2e/support/perf-report.ts), so
 * writers at the same moment all keep their figures, and no browser test writes the file on its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordPerformance } from '../e2e/support/perf-report';

const root = fileURLToPath(new URL('../..', import.meta.url));

function writer(file: string, name: string, times: number): Promise<number | null> {
  const script = `
    import { recordPerformance } from ${JSON.stringify(join(root, 'tests/e2e/support/perf-report.ts'))};
    for (let i = 0; i < ${times}; i++) recordPerformance({ ${JSON.stringify(name)}: { run: i }, [${JSON.stringify(name)} + '-' + i]: i }, ${JSON.stringify(file)});
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('the performance report', () => {
  it('keeps what is there and replaces only the keys given', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kb-perf-')), 'perf.json');
    writeFileSync(file, JSON.stringify({ online: { median: 3 }, sheet300: { cold: 1 } }));
    recordPerformance({ sheet300: { cold: 2 }, qrScanner: { frames: 4 } }, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ online: { median: 3 }, sheet300: { cold: 2 }, qrScanner: { frames: 4 } });
  });

  it('loses nothing when several processes write at the same time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-perf-'));
    const file = join(dir, 'report', 'perf.json');
    const names = ['a', 'b', 'c', 'd'];
    const codes = await Promise.all(names.map((n) => writer(file, n, 25)));
    expect(codes).toEqual([0, 0, 0, 0]);
    const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const n of names) {
      expect(report[n]).toEqual({ run: 24 });
      for (let i = 0; i < 25; i++) expect(report[`${n}-${i}`]).toBe(i);
    }
    // The lock and the temporary files are gone.
    expect(readdirSync(join(dir, 'report'))).toEqual(['perf.json']);
  }, 60_000);

  it('is written by no browser test but through the shared helper', () => {
    const dir = join(root, 'tests/e2e');
    const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
    const writers = specs.filter((f) => /,\s*['"`]perf\.json['"`]/.test(readFileSync(join(dir, f), 'utf8')));
    expect(writers).toEqual([]);
  });
});
