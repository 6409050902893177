// @vitest-environment node
/**
 * The commands start from compiled JavaScript (scripts/cli.mjs): built when missing or
 * older than the sources, then run by node alone; a relative FILE is read from the
 * directory the user ran the command in (npm keeps it in INIT_CWD).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const built = (name: string) => join(root, 'node_modules', '.cache', 'koenigsblock-cli', `${name}.mjs`);
const dir = mkdtempSync(join(tmpdir(), 'launcher-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}) {
  return spawnSync(process.execPath, [join(root, 'scripts', 'cli.mjs'), ...args], {
    cwd: options.cwd ?? root, env: options.env ?? { ...process.env, INIT_CWD: '' }, input: options.input ?? '', encoding: 'utf8',
  });
}

const tournament = {
  format: 'tarock-tournament', version: 1, id: 't1', name: 'Cup', rules: 'tarockcup', plannedRounds: 3,
  handsPerRound: { 4: 16, 5: 20 },
  players: [{ id: 'a', name: 'Anna' }, { id: 'b', name: 'Bernd' }, { id: 'c', name: 'Clara' }, { id: 'd', name: 'Dieter' }],
  rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], firstDealer: 0, result: { totals: [3, -1, -1, -1] } }] }],
};

describe('the command launcher', () => {
  it('rebuilds a command whose build is older than the sources, then runs it', () => {
    const file = join(dir, 'cup.json');
    writeFileSync(file, JSON.stringify(tournament));
    if (existsSync(built('standings'))) utimesSync(built('standings'), new Date(0), new Date(0));
    const run = cli(['standings', file]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('Platz;Name;R1;Gesamt\n1;Anna;3;3\n2;Bernd;-1;-1\n2;Clara;-1;-1\n2;Dieter;-1;-1\n');
    expect(statSync(built('standings')).mtimeMs).toBeGreaterThan(Date.now() - 120_000);
  });

  it('the built command is plain JavaScript: no TypeScript loader at start-up', () => {
    cli(['draw', '--help']);
    const run = spawnSync(process.execPath, [built('draw'), '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('usage: npm run --silent draw');
  });

  it('reads a relative FILE from the caller\'s directory (INIT_CWD), not from the package folder', () => {
    const sub = mkdtempSync(join(dir, 'caller-'));
    writeFileSync(join(sub, 'cup.json'), JSON.stringify(tournament));
    const run = cli(['standings', 'cup.json', '--json'], { env: { ...process.env, INIT_CWD: sub } });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ format: 'tarock-standings', rounds: 1 });
    expect(cli(['standings', 'cup.json']).stderr).toBe('file: cannot read "cup.json": no such file\n');
  });

  it('draws from standard input and refuses an unknown command', () => {
    const run = cli(['draw', '-', '--seed', '7'], { input: JSON.stringify(tournament) });
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { rounds: unknown[] }).rounds).toHaveLength(2);
    const bad = cli(['rank']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('file: unknown command "rank" (one of settle, standings, draw, season, results)\n');
  });

  it('runs the season command from standard input', () => {
    const season = { format: 'tarock-season', version: 1, cup: 'Cup', season: '2025/26', cupPoints: 'heine', best: 'all', tournaments: [tournament] };
    const run = cli(['season', '-'], { input: JSON.stringify(season) });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Platz;Nr;Name;T1;Gesamt;Teilnahmen\n1;;Anna;3;3;1\n2;;Bernd;0;0;1\n2;;Clara;0;0;1\n2;;Dieter;0;0;1\n');
  });
});
