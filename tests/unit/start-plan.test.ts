import { describe, expect, it } from 'vitest';
import { HTTPS_NOTICE, startPlan } from '../../scripts/start-plan.mjs';

describe('npm start', () => {
  it('serves this machine only by default, without a notice', () => {
    const plan = startPlan({});
    expect(plan.exposed).toBe(false);
    expect(plan.previewArgs).not.toContain('--host');
    expect(plan.syncEnv.SYNC_EXPOSED).toBeUndefined();
    expect(plan.notice).toBeNull();
    expect(startPlan({ HOST: '127.0.0.1' }).exposed).toBe(false);
    expect(startPlan({ HOST: 'localhost' }).exposed).toBe(false);
  });

  it('listens beyond localhost with HOST, tells the sync server so and says that phones need HTTPS', () => {
    const plan = startPlan({ HOST: '0.0.0.0', SYNC_DIRECTOR: 'anna:geheim' });
    expect(plan.exposed).toBe(true);
    expect(plan.previewArgs.slice(-2)).toEqual(['--host', '0.0.0.0']);
    expect(plan.syncEnv.SYNC_EXPOSED).toBe('1');
    expect(plan.syncEnv.SYNC_DIRECTOR).toBe('anna:geheim');
    expect(plan.notice).toBe(HTTPS_NOTICE);
    expect(HTTPS_NOTICE).toMatch(/HTTPS/);
    expect(HTTPS_NOTICE).toMatch(/camera/);
    expect(HTTPS_NOTICE).toMatch(/try-out, not a cup night/);
  });
});
