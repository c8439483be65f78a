import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { inCi, missingServices } from './services.ts';

/**
 * A suite that needs a service never quietly becomes a no-op: run for real (a child Vitest of a
 * suite that needs Redis, services-fixture/), it fails in CI without the service, naming the
 * variable, is reported as skipped with that reason elsewhere, and runs when the service is set.
 */
function runSuite(env: Record<string, string | undefined>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'CI' && key !== 'TEST_REDIS_URL'));
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/support/services-fixture/vitest.config.ts', '--reporter', 'verbose'], {
    encoding: 'utf8',
    env: { ...clean, NO_COLOR: '1', ...env },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('outside services a suite needs', () => {
  it('fail the suite in CI when missing, naming what to set', { timeout: 60_000 }, () => {
    const { status, output } = runSuite({ CI: 'true' });
    expect(status, output).toBe(1);
    expect(output).toContain('This suite needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379): CI runs it against the real services');
    expect(output).toMatch(/1 failed/);
  });

  it('show the suite as skipped, with the reason, outside CI', { timeout: 60_000 }, () => {
    const { status, output } = runSuite({});
    expect(status, output).toBe(0);
    expect(output).toContain('a suite that needs Redis (skipped: needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379))');
    expect(output).toMatch(/1 skipped/);
  });

  it('run the suite when the service is set', { timeout: 60_000 }, () => {
    const { status, output } = runSuite({ CI: 'true', TEST_REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(status, output).toBe(0);
    expect(output).toMatch(/1 passed/);
  });

  it('name each missing variable, and take CI=true (or any value but false and 0) as CI', () => {
    expect(missingServices(['postgres', 'redis'], { TEST_DATABASE_URL: 'postgres://x' })).toBe('needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)');
    expect(missingServices(['redis'], { TEST_REDIS_URL: 'redis://x' })).toBeUndefined();
    expect([inCi({ CI: 'true' }), inCi({ CI: '1' }), inCi({ CI: 'false' }), inCi({})]).toEqual([true, true, false, false]);
  });
});
