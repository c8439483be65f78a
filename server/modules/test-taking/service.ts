import type { components } from '../../../openapi/schema.gen.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { minutesSecondsToMs } from '../../../shared/time/minutes-seconds.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { SESSION_ENDED } from '../auth/index.ts';
import type { MembershipApi } from '../membership/index.ts';
import { checkProgressFits, checkSelectionFits } from './answer-checks.ts';
import { SerializedJson } from '../../http/serialized-json.ts';
import { ActiveTestCache } from './active-test-cache.ts';
import { KnownQuestionLists } from './known-question-lists.ts';
import { OpenTestStarts } from './open-test-starts.ts';
import { QuestionCache, questionIds } from './question-cache.ts';
import type { Mode, OpenAttempt } from './attempt-types.ts';
import { attemptsRepo, openAttemptOf } from './repo/attempts.ts';
import { callerAttemptsRepo } from './repo/caller-attempts.ts';
import { questionsRepo, type QuestionRow } from './repo/questions.ts';
import { PeerAnswersCache } from './peer-answers.ts';
import { reportsRepo } from './repo/reports.ts';
import { testsRepo, type TestRow } from './repo/tests.ts';
import { attemptCloser } from './attempt-closer.ts';
import { batched } from '../../lib/batched.ts';
import { rechargeOrder } from './recharge-order.ts';
import { savedAnswers } from './saved-answers.ts';
import { isAttempted, scoreAnswer, type Confidence, type Selection } from './scoring.ts';
import { tutorAnswersRepo } from './repo/tutor-answers.ts';
import { toTutorFeedback } from './tutor-feedback.ts';
import { answerKeyOf, openTestEnd, openTestStart, toReport, toTest, toTestListItem } from './views.ts';
import { gzipWithEnd } from '../../http/gzip-parts.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';

type Schemas = components['schemas'];

export interface Learner {
  tenant: Tenant;
  userId: string;
  /** The language to answer in (request.language): test names, questions and explanations in it, each falling back to the default language's. */
  language: LanguageCode;
}

/** A learner calling in one of their sessions: what the calls that check the session themselves need. */
export interface Caller extends Learner {
  sessionId: string;
}

/** Submitting again this soon after a submission, with no attempt open, is a retry of it. */
const RETRY_WINDOW_MS = 5 * 60_000;
/** After the deadline, a save or a submission already on its way still counts for this long. */
export const GRACE_MS = 30_000;
/** The sweeper waits this much longer, so a client's own timeout submission lands first. */
const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 200;

const timeIsUp = (attempt: { deadlineAt: Date }, now: Date) => now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;
const savedProgress = (attempt: OpenAttempt) => (attempt.progressJson === null ? null : (JSON.parse(attempt.progressJson) as Schemas['SavedProgress']));
const EXAM_ONCE = 'Practice exams can only be taken once';

export function testTakingService(db: Database, clock: Clock, membership: MembershipApi) {
  const testRepo = testsRepo(db);
  const questionRepo = questionsRepo(db);
  const attemptRepo = attemptsRepo(db);
  const callerAttemptRepo = callerAttemptsRepo(db);
  const reportRepo = reportsRepo(db);
  const tutorRepo = tutorAnswersRepo(db);
  const cache = new QuestionCache();
  const tests = new ActiveTestCache<Awaited<ReturnType<typeof testRepo.activeTests>>>();
  const activeTests = (tenant: Tenant) => tests.list(tenant, () => testRepo.activeTests(tenant.id));
  const lists = new KnownQuestionLists();
  const starts = new OpenTestStarts();
  /** The questions of a list (ids joined by commas, see OpenAttempt), in its order. */
  const questionsOf = (tenant: Tenant, list: string) => cache.get(tenant, list, () => questionRepo.questionsInOrder(tenant.id, questionIds(list)));

  /** Tests need the Free platform or an active plan (computed from the subscription's expiry). */
  const assertAccess = ({ tenant, userId }: Learner): Promise<void> => membership.assertMayTakeTests(tenant, userId, clock());

  /**
   * The Active test, when it may be taken in this mode: a learner's own test (kind custom) only by
   * its owner and only in mode custom, every other test only in the other modes. Anything else is
   * not found, as an unknown id.
   */
  async function activeTest(learner: Learner, testId: string, mode: Mode): Promise<TestRow> {
    const test = await tests.get(learner.tenant, testId, () => testRepo.activeTest(learner.tenant.id, testId));
    if (!test || (test.kind === 'custom') !== (mode === 'custom') || (test.ownerId !== null && test.ownerId !== learner.userId))
      throw notFound('Test not found');
    return test;
  }

  /** `attempted`: whether the learner holds a report of the test in any mode (callerAttempts reads it with the session). */
  async function assertMayStart(learner: Learner, test: TestRow, mode: Mode, attempted: boolean): Promise<void> {
    // Without any report of the test, there is none in practice mode either: nothing to ask.
    if (mode === 'practice' && test.testType === 'Exam' && attempted && (await reportRepo.hasReport(learner.userId, test.id, 'practice')))
      throw conflict(EXAM_ONCE);
    if (mode === 'recharge' && !attempted) throw conflict('Take this test once before recharging it');
  }

  /** The attempts started in one turn of the event loop are inserted in one statement. */
  const startAttempt = batched(attemptRepo.startAttempts);

  async function start(learner: Learner, test: TestRow, mode: Mode, startedAt: Date): Promise<OpenAttempt> {
    const questionIds = await tests.questionIds(learner.tenant, test, () => testRepo.questionIdsOf(test.id));
    const row = await startAttempt({
      tenantId: learner.tenant.id,
      userId: learner.userId,
      testId: test.id,
      mode,
      // Recharge: the questions the learner got wrong come first, the confidently wrong before the rest.
      questionIds: mode === 'recharge' ? rechargeOrder(questionIds, await reportRepo.lastAnswers(learner.userId, test.id)) : questionIds,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + test.durationInMins * 60_000),
    });
    const attempt = openAttemptOf(row);
    lists.remember(attempt);
    return attempt;
  }

  const closeAttempt = attemptCloser(db);
  /** The callers of one turn of the event loop are asked about in one statement (see repo/caller-attempts.ts). */
  const callerAttempts = batched(callerAttemptRepo.callerAttempts);

  /**
   * The first statement of resuming, saving and submitting: refuses a session that has ended
   * (their handlers check it here, see routes.ts) before anything else is read or written.
   */
  async function callerAttempt(caller: Caller, testId: string, mode: Mode) {
    const known = lists.get(caller.userId, testId, mode);
    const found = await callerAttempts({ userId: caller.userId, sessionId: caller.sessionId, testId, mode, now: clock(), known });
    if (!found.sessionOpen) throw unauthorized(SESSION_ENDED);
    // The open attempt this process knew already is remembered as it was.
    if (found.attempt && found.attempt.id !== known?.attemptId) lists.remember(found.attempt);
    return found;
  }

  const peers = new PeerAnswersCache(db, () => clock().getTime());
  /** Answers (final ones only) with how the provider's learners answered each question, where the provider shows it. */
  async function withPeers(tenant: Tenant, questions: QuestionRow[], answers: Array<Schemas['ReportAnswer']>): Promise<Array<Schemas['ReportAnswer']>> {
    if (!tenant.manifest.features.peerAnswers) return answers;
    const shares = await peers.of(tenant.id, questions);
    return answers.map((answer) => {
      const found = shares.get(answer.question);
      return found ? { ...answer, peers: found } : answer;
    });
  }

  /**
   * A tutor attempt's confirmed answers, explained, with the flags and notes of its saved progress
   * and how others answered: on resuming, each reads as it did when it was confirmed.
   */
  async function confirmedFeedback(learner: Learner, attempt: OpenAttempt): Promise<Array<Schemas['TutorFeedback']>> {
    const confirmed = await tutorRepo.ofAttempt(attempt.id);
    if (confirmed.length === 0) return [];
    const questions = await questionsOf(learner.tenant, attempt.questionList);
    const saved = savedAnswers(questions, savedProgress(attempt));
    const feedback = confirmed.map((row) => toTutorFeedback(row, questions[row.position]!, saved[row.position]!, learner.language));
    const answers = await withPeers(
      learner.tenant,
      confirmed.map((row) => questions[row.position]!),
      feedback.map((item) => item.answer),
    );
    return feedback.map((item, i) => ({ ...item, answer: answers[i]! }));
  }

  return {
    /** Every Active test of the provider, newest first, each with whether the learner attempted it. */
    async tests(learner: Learner): Promise<Array<Schemas['Test']>> {
      const [rows, latest] = await Promise.all([activeTests(learner.tenant), reportRepo.latestReports(learner.userId)]);
      const attempted = new Set(latest.map((r) => r.testId));
      return rows.map(({ test, questionCount }) => toTest(learner.tenant, test, questionCount, attempted.has(test.id), learner.language));
    },

    async list(learner: Learner) {
      const [rows, latest] = await Promise.all([activeTests(learner.tenant), reportRepo.latestReports(learner.userId)]);
      const latestByTest = new Map(latest.map((r) => [r.testId, r]));
      return rows.map(({ test, questionCount }) => toTestListItem(learner.tenant, test, questionCount, latestByTest.get(test.id), learner.language));
    },

    /**
     * Opens (or resumes) the learner's attempt: questions without answers, and the server's
     * deadline. Resuming reads only the attempt (in one statement with other callers of the
     * moment); the test and its questions are written as bytes once per test order, content
     * version and whether the learner has taken the test: only the attempt is written per request.
     */
    async open(learner: Caller, testId: string, mode: Mode): Promise<SerializedJson<Schemas['GetTestResponse']>> {
      const open = await callerAttempt(learner, testId, mode);
      await assertAccess(learner);
      const test = await activeTest(learner, testId, mode);
      let attempt = open.attempt;
      if (!attempt) {
        await assertMayStart(learner, test, mode, open.attempted);
        attempt = await start(learner, test, mode, clock());
      }
      // Read with the session, in the same statement: whether the learner holds any report of the test.
      const attempted = open.attempted;
      const list = attempt.questionList;
      const questions = await cache.json(learner.tenant, list, learner.language, () => questionRepo.questionsInOrder(learner.tenant.id, questionIds(list)));
      // Kept by the questions' bytes, which are per language: a start in one language is never sent in another.
      const shared = starts.get(questions.json, test, attempted, () =>
        openTestStart(toTest(learner.tenant, test, questions.count, attempted, learner.language), questions.json),
      );
      const end = openTestEnd(
        {
          mode,
          startedAt: attempt.startedAt.toISOString(),
          deadline: attempt.deadlineAt.toISOString(),
          serverTime: clock().toISOString(),
          progressJson: attempt.progressJson,
        },
        test.tutor ? await confirmedFeedback(learner, attempt) : undefined,
      );
      // Browsers take it gzipped: the shared start compressed once, only the end per request (gzip-parts.ts).
      return new SerializedJson(
        () => Buffer.concat([shared.bytes, end]),
        questions.fresh,
        () => gzipWithEnd(shared.gzip, end),
      );
    },

    async saveProgress(learner: Caller, testId: string, mode: Mode, body: Schemas['SaveProgressRequest']) {
      const { attempt } = await callerAttempt(learner, testId, mode);
      await assertAccess(learner);
      await activeTest(learner, testId, mode);
      if (!attempt) throw conflict('This test is not open: start it first');
      const savedAt = clock();
      if (timeIsUp(attempt, savedAt)) throw conflict('Time is up for this test: answers can no longer be saved. Submit it to see your report.');
      const questions = await questionsOf(learner.tenant, attempt.questionList);
      if (body.answers.length !== questions.length) throw badRequest(`answers: must have one item per question (${questions.length})`);
      if ((body.currentQuestion ?? 0) >= questions.length) throw badRequest(`currentQuestion: must be a question of this test (0 to ${questions.length - 1})`);
      body.answers.forEach((answer, i) => checkProgressFits(questions[i]!, answer, i));
      await attemptRepo.saveProgress(
        attempt.id,
        { answers: body.answers, currentQuestion: body.currentQuestion ?? 0, savedAt: savedAt.toISOString() },
        savedAt,
      );
      return { savedAt: savedAt.toISOString(), deadline: attempt.deadlineAt.toISOString() };
    },

    /**
     * Scores the attempt on the server. Idempotent: a retried submission returns the same report.
     * The server keeps the deadline: after it and its grace, the answers saved by then are scored.
     */
    async submit(learner: Caller, testId: string, mode: Mode, body: Schemas['SubmitTestRequest']) {
      const found = await callerAttempt(learner, testId, mode);
      let attempt = found.attempt;
      await assertAccess(learner);
      const test = await activeTest(learner, testId, mode);
      const now = clock();
      if (!attempt) {
        const last = await attemptRepo.lastSubmitted(learner.userId, test.id, mode);
        // A retry: of a submission a moment ago, or of an attempt the server closed when time ran out.
        if (last && (last.closedBy === 'server' || now.getTime() - last.attempt.submittedAt!.getTime() < RETRY_WINDOW_MS)) return submitted(last.reportId);
        await assertMayStart(learner, test, mode, found.attempted);
        // No attempt was opened (e.g. it was lost): it started `timeTaken` ago, capped at the allotted time.
        const claimedMs = Math.min(minutesSecondsToMs(body.timeTaken), test.durationInMins * 60_000);
        attempt = await start(learner, test, mode, new Date(now.getTime() - claimedMs));
      }
      const questions = await questionsOf(learner.tenant, attempt.questionList);
      if (body.response.length !== questions.length) throw badRequest(`response: must have one item per question (${questions.length})`);
      body.response.forEach((item, i) => {
        if (item.question && item.question !== questions[i]!.id) throw badRequest(`response[${i}].question: does not match question ${i + 1} of this test`);
        checkSelectionFits(questions[i]!, item.selected, `response[${i}].selected`);
      });
      const given = timeIsUp(attempt, now)
        ? { answers: savedAnswers(questions, savedProgress(attempt)), closedBy: 'late' as const }
        : {
            answers: body.response.map((item) => ({
              selected: item.selected as Selection,
              confidence: item.comment as Confidence,
              confidenceChosen: item.confidenceChosen === true,
              flag: item.flag,
              notes: item.notes,
            })),
            closedBy: 'learner' as const,
          };
      return submitted((await closeAttempt(attempt, test, questions, given.answers, given.closedBy, now)).reportId);
    },

    /**
     * Tutor mode: scores the answer to one question of the learner's open attempt and returns it
     * with the question's key and explanation. The first confirmation of a question is final; a
     * second gets it back unchanged. No other question's key leaves the server.
     */
    async answerTutor(learner: Caller, testId: string, body: Schemas['TutorAnswerRequest']): Promise<Schemas['TutorFeedback']> {
      const { attempt } = await callerAttempt(learner, testId, 'custom');
      await assertAccess(learner);
      const test = await activeTest(learner, testId, 'custom');
      if (!test.tutor) throw notFound('Test not found');
      if (!attempt) throw conflict('This test is not open: start it first');
      const now = clock();
      if (timeIsUp(attempt, now)) throw conflict('Time is up for this test: answers can no longer be saved. Submit it to see your report.');
      const questions = await questionsOf(learner.tenant, attempt.questionList);
      const question = questions[body.position];
      if (!question) throw badRequest(`position: must be a question of this test (0 to ${questions.length - 1})`);
      checkSelectionFits(question, body.selected, 'selected');
      if (!isAttempted(answerKeyOf(question), body.selected as Selection)) throw badRequest('selected: choose an answer before confirming it');
      const row = await tutorRepo.confirm({
        attemptId: attempt.id,
        position: body.position,
        questionId: question.id,
        selected: body.selected,
        status: scoreAnswer(answerKeyOf(question), body.selected as Selection),
        confidence: body.comment,
        confidenceChosen: body.confidenceChosen === true,
        answeredAt: now,
      });
      const feedback = toTutorFeedback(row, question, body, learner.language);
      // The answer is final now: how others answered may be shown beside it.
      const [answer] = await withPeers(learner.tenant, [question], [feedback.answer]);
      return { ...feedback, answer: answer! };
    },

    /**
     * Closes the attempts whose learners never came back, soon after their deadline, scoring the
     * answers they saved. Safe to run in every process at once: each attempt closes once.
     */
    async closeExpiredAttempts(): Promise<number> {
      const now = clock();
      const expired = await attemptRepo.expiredOpenAttempts(new Date(now.getTime() - GRACE_MS - SWEEP_AFTER_MS), SWEEP_BATCH);
      let closed = 0;
      for (const attempt of expired) {
        const test = await testRepo.testById(attempt.tenantId, attempt.testId);
        if (!test) continue;
        // Read afresh: the sweeper has no loaded tenant to tell which content version a cached copy is of.
        const questions = await questionRepo.questionsInOrder(attempt.tenantId, attempt.questionIds);
        if ((await closeAttempt(attempt, test, questions, savedAnswers(questions, savedProgress(openAttemptOf(attempt))), 'server', now)).closed) closed += 1;
      }
      return closed;
    },

    async report(learner: Learner, reportId: string) {
      await assertAccess(learner);
      const found = await reportRepo.ownReport(learner.tenant.id, learner.userId, reportId);
      if (!found) throw notFound('Report not found');
      const test = (await testRepo.testById(learner.tenant.id, found.report.testId))!;
      const questions = await questionsOf(learner.tenant, found.answers.map((a) => a.questionId).join(','));
      const report = toReport(found.report, found.answers, test, questions, learner.language);
      // A report exists only once its answers are final: how others answered may be shown.
      return { ...report, answers: await withPeers(learner.tenant, questions, report.answers) };
    },
  };
}

const submitted = (reportId: string) => ({ reportcard: reportId, message: 'Test submitted successfully' });

export type TestTakingService = ReturnType<typeof testTakingService>;
