import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';
import { users } from './accounts.ts';
import { tests } from './bank.ts';

/** A learner's sitting of a test. The server sets start and deadline; progress autosaves here. */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    /** practice: the listed test; recharge: a retake of the learner's weakest test (any number of times). */
    mode: text('mode', { enum: ['practice', 'recharge'] })
      .notNull()
      .default('practice'),
    /** The test's questions when the attempt started: later edits to the test never shift an attempt's answers. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    progress: jsonb('progress').notNull().default({}),
    progressSavedAt: timestamp('progress_saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('attempts_mode', sql`${t.mode} in ('practice', 'recharge')`),
    // One open attempt per learner, test and mode: a practice attempt and a recharge never collide.
    uniqueIndex('attempts_one_open')
      .on(t.userId, t.testId, t.mode)
      .where(sql`${t.submittedAt} is null`),
    index('attempts_user').on(t.userId),
    // The sweeper's search: open attempts whose deadline has passed.
    index('attempts_open_deadline')
      .on(t.deadlineAt)
      .where(sql`${t.submittedAt} is null`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['practice', 'recharge'] })
      .notNull()
      .default('practice'),
    total: integer('total').notNull(),
    attempted: integer('attempted').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    partialAnswers: integer('partial_answers').notNull(),
    wrongAnswers: integer('wrong_answers').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /**
     * Mean confidence score of the answers whose confidence the learner chose (confidenceAnswers of
     * them), 0 when they chose none. Reports stored before the choice was recorded counted every
     * answer, defaults included: their confidenceAnswers is 0, so no figure reads them as chosen.
     */
    confidence: numeric('confidence', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** How many answers' confidence the learner chose (touched the control); 0 for reports stored before it was recorded. */
    confidenceAnswers: integer('confidence_answers').notNull().default(0),
    timeTakenSeconds: integer('time_taken_seconds').notNull(),
    /**
     * Who closed the attempt: 'learner' (submitted in time), 'late' (submitted after the deadline
     * and its grace: scored on the answers saved by then) or 'server' (never submitted: closed
     * when time ran out, from the last saved answers).
     */
    closedBy: text('closed_by', { enum: ['learner', 'late', 'server'] })
      .notNull()
      .default('learner'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_closed_by', sql`${t.closedBy} in ('learner', 'late', 'server')`),
    index('reports_user_created').on(t.userId, t.createdAt),
    // The leaderboard's scan of a provider's reports reads only this index (mean, tests, first report per learner).
    index('reports_tenant_user').on(t.tenantId, t.userId, t.percentage, t.testId, t.createdAt),
    index('reports_user_test').on(t.userId, t.testId),
  ],
);

/**
 * A report's answers, one row each. Its one foreign key is to the report and its tenant, checked
 * once per row: a key on the tenant or the question alone would lock that shared row for every
 * answer of every submission (FOR KEY SHARE), which was most of a 100-answer submission's cost
 * on PostgreSQL. The tenant follows from the report; questions are kept while any answer or open
 * attempt names them (see tenants/sync-bank.ts).
 */
export const reportAnswers = pgTable(
  'report_answers',
  {
    tenantId: uuid('tenant_id').notNull(),
    reportId: uuid('report_id').notNull(),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    status: text('status', { enum: ['Correct', 'Partial', 'Wrong'] }).notNull(),
    selected: jsonb('selected').notNull().default([]),
    flag: boolean('flag').notNull().default(false),
    notes: text('notes').notNull().default(''),
    confidence: text('confidence', { enum: ['I KNOW IT', 'THINK SO', 'NOT SURE', 'NO IDEA'] }).notNull(),
    /**
     * Whether the learner chose this confidence (touched the control) rather than left the
     * spec's default, I KNOW IT. Calibration and every confidence figure read chosen answers
     * only. Answers stored before it was recorded are false: nobody can tell a choice of I KNOW
     * IT from the default there, and counting defaults is what made the figures mean nothing.
     */
    confidenceChosen: boolean('confidence_chosen').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.position] }),
    // No foreign key to the report: PostgreSQL checks one per row, which for a 100-answer submit
    // roughly doubled the database's work (about 1 ms per submit). Answers are written only
    // together with their report, in one statement that gives both the same report id and tenant
    // (close_with_report, test-taking/repo/close-with-report.ts), and they go with their report: a
    // trigger deletes them when reports are deleted, cascades included (migration
    // 0011_report-answers-follow-reports).

    check('report_answers_status', sql`${t.status} in ('Correct', 'Partial', 'Wrong')`),
  ],
);
