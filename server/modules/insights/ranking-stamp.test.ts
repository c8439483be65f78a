import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { attempts, reports } from '../../db/schema/attempts.ts';
import { tests } from '../../db/schema/bank.ts';
import { loadTenants } from '../../tenants/loader.ts';
import { syncTenants } from '../../tenants/sync.ts';
import { insightsRepo, type InsightsRepo } from './repo.ts';

/**
 * The leaderboard's stamp (rankingStamp) changes on every write that can change the ranking and on
 * nothing else; it reads the provider's reports through users.report_writes, which triggers on
 * reports keep in the writing transaction (migration 0022_reports-count-on-users).
 */
describeEachDatabase('the leaderboard stamp on %s', (kind) => {
  let database: DatabaseHandle & { url?: string };
  let repo: InsightsRepo;
  let tenantId: string;
  let otherTenantId: string;
  let testId: string;
  let otherTestId: string;
  let learnerCount = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const root = tempTenantsDir();
    writeTenant(root, 'stamp');
    writeTenant(root, 'elsewhere');
    const ids = await syncTenants(database, await loadTenants(root, root));
    tenantId = ids.get('stamp')!;
    otherTenantId = ids.get('elsewhere')!;
    const activeTest = async (tenant: string) =>
      (
        await database.db
          .select({ id: tests.id })
          .from(tests)
          .where(and(eq(tests.tenantId, tenant), eq(tests.status, 'Active')))
          .limit(1)
      )[0]!.id;
    testId = await activeTest(tenantId);
    otherTestId = await activeTest(otherTenantId);
    repo = insightsRepo(database.db);
  });
  afterAll(() => database.close());

  const stamp = async (tenant = tenantId) => (await repo.rankingStamp(tenant)).stamp;

  async function newLearner(tenant = tenantId): Promise<string> {
    const [user] = await database.db
      .insert(users)
      .values({
        tenantId: tenant,
        email: `l${++learnerCount}@example.com`,
        firstName: 'A',
        lastName: 'Learner',
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return user!.id;
  }

  /** A submitted attempt; its report is stored with `storeReport` (a separate write, as a submission makes both at once). */
  async function submittedAttempt(userId: string, tenant = tenantId, test = testId): Promise<string> {
    const [attempt] = await database.db
      .insert(attempts)
      .values({ tenantId: tenant, userId, testId: test, deadlineAt: new Date(), submittedAt: new Date() })
      .returning({ id: attempts.id });
    return attempt!.id;
  }

  const reportValues = (userId: string, attemptId: string, percentage: number, tenant = tenantId, test = testId) => ({
    tenantId: tenant,
    userId,
    testId: test,
    attemptId,
    total: 4,
    attempted: 4,
    correctAnswers: 2,
    partialAnswers: 0,
    wrongAnswers: 2,
    percentage,
    confidence: 50,
    timeTakenSeconds: 60,
  });

  async function storeReport(userId: string, percentage: number, tenant = tenantId, test = testId): Promise<string> {
    const attemptId = await submittedAttempt(userId, tenant, test);
    const [report] = await database.db
      .insert(reports)
      .values(reportValues(userId, attemptId, percentage, tenant, test))
      .returning({ id: reports.id });
    return report!.id;
  }

  it('stays the same while nothing the ranking reads changes', async () => {
    const learner = await newLearner();
    await storeReport(learner, 50);
    const before = await stamp();
    expect(await stamp()).toBe(before);
    // An attempt started, its progress saved: no report yet.
    const attemptId = await submittedAttempt(learner);
    await database.db
      .update(attempts)
      .set({ progress: { saved: true } })
      .where(eq(attempts.id, attemptId));
    // Another provider's learner, report and test.
    const alien = await newLearner(otherTenantId);
    await storeReport(alien, 100, otherTenantId, otherTestId);
    await database.db
      .update(tests)
      .set({ status: 'Inactive', updatedAt: sql`now()` })
      .where(eq(tests.id, otherTestId));
    expect(await stamp()).toBe(before);
  });

  it('changes when a report is stored, changed or deleted, and on its own provider only', async () => {
    const learner = await newLearner();
    const elsewhere = await stamp(otherTenantId);
    let before = await stamp();
    const reportId = await storeReport(learner, 60);
    expect(await stamp()).not.toBe(before);
    expect(await stamp(otherTenantId)).toBe(elsewhere);

    before = await stamp();
    await database.db.update(reports).set({ percentage: 90 }).where(eq(reports.id, reportId));
    expect(await stamp()).not.toBe(before);

    before = await stamp();
    await database.db.delete(reports).where(eq(reports.id, reportId));
    expect(await stamp()).not.toBe(before);

    // A cascade deletes reports too: the attempt's report goes with it.
    const cascaded = await storeReport(learner, 70);
    before = await stamp();
    await database.db.delete(attempts).where(eq(attempts.id, (await database.db.select().from(reports).where(eq(reports.id, cascaded)))[0]!.attemptId));
    expect(await database.db.select().from(reports).where(eq(reports.id, cascaded))).toEqual([]);
    expect(await stamp()).not.toBe(before);
  });

  it('changes when one report is deleted and another stored between two views (the count alone would not)', async () => {
    const learner = await newLearner();
    const other = await newLearner();
    const reportId = await storeReport(learner, 40);
    const before = await stamp();
    await database.db.delete(reports).where(eq(reports.id, reportId));
    await storeReport(other, 40);
    expect(await stamp()).not.toBe(before);
  });

  it('changes when a learner joins, is verified, renamed or hides their name, and when a test is made Active or not', async () => {
    let before = await stamp();
    const learner = await newLearner();
    expect(await stamp()).not.toBe(before);

    for (const change of [
      { emailVerifiedAt: null },
      { emailVerifiedAt: new Date() },
      { firstName: 'Renamed' },
      { leaderboardNameHidden: true },
      { leaderboardNameHidden: false },
    ]) {
      before = await stamp();
      await database.db
        .update(users)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(users.id, learner));
      expect(await stamp(), JSON.stringify(change)).not.toBe(before);
    }

    for (const status of ['Inactive', 'Active'] as const) {
      before = await stamp();
      await database.db
        .update(tests)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(tests.id, testId));
      expect(await stamp(), status).not.toBe(before);
    }
  });

  // Two connections: only PostgreSQL serves several at once (PGlite runs one at a time), so this case exists on PostgreSQL only.
  if (kind === 'postgres')
    it('changes when a report commits after a view that saw a later one (reports committed out of order)', async () => {
      const learner = await newLearner();
      const late = await newLearner();
      const attemptId = await submittedAttempt(late);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        // A submission that started first (its now() the earlier time) and commits last.
        await client.query('begin');
        await client.query(
          `insert into reports (tenant_id, user_id, test_id, attempt_id, total, attempted, correct_answers, partial_answers, wrong_answers,
          percentage, confidence, time_taken_seconds, created_at)
        values ($1, $2, $3, $4, 4, 4, 4, 0, 0, 100, 50, 60, now() - interval '1 minute')`,
          [tenantId, late, testId, attemptId],
        );
        await storeReport(learner, 10);
        const seen = await stamp();
        await client.query('commit');
        expect(await stamp()).not.toBe(seen);
      } finally {
        await client.end();
      }
    });
});
