import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging.ts';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { announceTenantSync, listenForTenantSyncs, type SyncNoticeListener } from './sync-notices.ts';

/** How `npm run tenants:sync` reaches running processes on PostgreSQL: NOTIFY, and one LISTEN connection each. */
describeEachDatabase('tenant sync notices (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  if (kind === 'pglite') {
    it('announcing on the embedded database tells no one and fails nothing (no other process can hold it)', async () => {
      await expect(announceTenantSync(database)).resolves.toBeUndefined();
    });
    return;
  }

  describe('a listening process', () => {
    let listener: SyncNoticeListener;
    let heard = 0;
    let wake: (() => void) | undefined;
    const logged: Array<Record<string, unknown>> = [];
    /** Resolves at the next notice this process hears. */
    const nextNotice = () => new Promise<void>((resolve) => (wake = resolve));

    beforeAll(async () => {
      const log = createLogger({ logLevel: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
      listener = await listenForTenantSyncs({
        database,
        onNotice: () => {
          heard += 1;
          wake?.();
        },
        log,
      });
    });
    afterAll(() => listener.close());

    it('hears every sync announced on its database', async () => {
      const notice = nextNotice();
      await announceTenantSync(database);
      await notice;
      expect(heard).toBe(1);
    });

    it('reconnects by itself when its connection is cut, says so, and reloads once in case it missed a sync', async () => {
      const reloaded = nextNotice();
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'notices'`,
      );
      await reloaded;
      expect(logged.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['tenant sync notices: connection lost; reconnecting', 'tenant sync notices: listening again']),
      );
      const notice = nextNotice();
      await announceTenantSync(database);
      await notice;
      expect(heard).toBe(3);
    });
  });
});
