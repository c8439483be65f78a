import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareKillDuringSubmits } from './kill-during-submits.ts';
import { preparePostgresRestart } from './postgres-restart.ts';

/**
 * The short version of `npm run faults`, in `npm test`: real server processes, killed and
 * restarted, with their own PostgreSQL (initdb in a temporary folder), never the shared one.
 * Servers start, and the faults happen, in the hooks; the tests check what the learners were left with.
 */
describe.each(['pglite', 'postgres'] as const)('kill -9 of the server during submits (%s)', (database) => {
  let prepared: Awaited<ReturnType<typeof prepareKillDuringSubmits>>;
  // The scenario's steps are setup, each in a hook of its own (and its own time bound): the server
  // killed while twelve learners submit at once, then started again on the same data.
  beforeAll(async () => {
    prepared = await prepareKillDuringSubmits({ learners: 12, database });
  });
  beforeAll(() => prepared.submitAndCrash());
  beforeAll(() => prepared.restart());
  afterAll(() => prepared?.cleanup());

  it(`leaves every learner exactly one report, after a kill -9 during their submits and a restart: \
the one they were told, or the one their retry got`, async () => {
    const result = await prepared.retryAndCount();
    expect(result).toMatchObject({ tries: 12, lost: 0, doubled: 0 });
    expect(result.retried).toBeGreaterThan(0);
  });
});

describe('PostgreSQL restarting during a test', () => {
  let prepared: Awaited<ReturnType<typeof preparePostgresRestart>>;
  beforeAll(async () => {
    prepared = await preparePostgresRestart();
  });
  afterAll(() => prepared?.cleanup());

  it('refuses saves cleanly (503) while it is down, reconnects by itself, loses no answer and stores one report for a double submit', async () => {
    const result = await prepared.run({ answerForMs: 6000, downMs: 2000 });
    expect(result).toMatchObject({ lost: 0, doubled: 0 });
    expect(result.retried).toBeGreaterThan(0);
    expect(result.notes).toContain('(all 503)');
    expect(result.notes).toContain('health after: 200');
  });
});
