import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';
import { users } from './accounts.ts';
import { tests } from './bank.ts';

/** A learner's sitting of a test. The server sets start and deadline; progress autosaves here. */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    testId: ownedBy('test_id', () => tests.id),
    /**
     * practice: the listed test; recharge: a retake of the learner's weakest test (any number of
     * times); custom: the learner's own test (tests.kind 'custom'), never counted on the leaderboard.
     */
    mode: text('mode', { enum: ['practice', 'recharge', 'custom'] })
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
    check('attempts_mode', sql`${t.mode} in ('practice', 'recharge', 'custom')`),
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
    tenantId: ownedBy('tenant_id', () => tenants.id),
    userId: ownedBy('user_id', () => users.id),
    testId: ownedBy('test_id', () => tests.id),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['practice', 'recharge', 'custom'] })
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
    check('reports_mode', sql`${t.mode} in ('practice', 'recharge', 'custom')`),
    // The leaderboard's scan of a provider's reports reads only this index (mean, tests, first report
    // per learner); a learner's own tests never count there, so it leaves them out.
    index('reports_tenant_user_ranked')
      .on(t.tenantId, t.userId, t.percentage, t.testId, t.createdAt)
      .where(sql`${t.mode} <> 'custom'`),
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
    // How others answered a question (check-answers): its answers across the provider's learners.
    index('report_answers_question').on(t.questionId),
  ],
);

/**
 * Tutor mode's answers: each scored as the learner confirms it, and final from then on (the
 * primary key takes one per question of an attempt; a second confirmation gets the first back).
 * The submission scores these, whatever the learner's progress says.
 */
export const tutorAnswers = pgTable(
  'tutor_answers',
  {
    attemptId: ownedBy('attempt_id', () => attempts.id),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    selected: jsonb('selected').notNull(),
    status: text('status', { enum: ['Correct', 'Partial', 'Wrong'] }).notNull(),
    /** The confidence given with the answer, before its key was shown: final with it. */
    confidence: text('confidence', { enum: ['I KNOW IT', 'THINK SO', 'NOT SURE', 'NO IDEA'] }).notNull(),
    confidenceChosen: boolean('confidence_chosen').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] }), check('tutor_answers_status', sql`${t.status} in ('Correct', 'Partial', 'Wrong')`)],
);
