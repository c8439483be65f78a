import type { components } from '../../../openapi/schema.gen.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound, paymentRequired } from '../../http/errors.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { Clock } from '../auth/clock.ts';
import { usersRepo } from '../auth/users-repo.ts';
import { QuestionCache } from './question-cache.ts';
import { testsRepo, type AttemptRow, type Mode, type QuestionRow, type TestRow } from './repo.ts';
import { scoreAnswer, totals, type Confidence, type Selection } from './scoring.ts';
import { answerKeyOf, toReport, toTestListItem, toTestWithQuestions } from './views.ts';

type Schemas = components['schemas'];

export interface Learner {
  tenant: Tenant;
  userId: string;
}

/** Submitting again this soon after a submission, with no attempt open, is a retry of it. */
const RETRY_WINDOW_MS = 5 * 60_000;
export const EXAM_ONCE = 'Practice exams can only be taken once';

export function testsService(db: Database, clock: Clock) {
  const repo = testsRepo(db);
  const cache = new QuestionCache();
  const questionsOf = (tenantId: string, ids: string[]) => cache.get(tenantId, ids, () => repo.questionsInOrder(tenantId, ids));

  /** Tests need the Free platform or an active plan (computed from the subscription's expiry). */
  async function assertAccess({ tenant, userId }: Learner): Promise<void> {
    if (tenant.manifest.platformType === 'Free') return;
    if (!(await usersRepo(db).hasActivePlan(userId, clock()))) {
      throw paymentRequired('An active plan is needed to take tests. Choose a plan on the Membership page.');
    }
  }

  async function activeTest(learner: Learner, testId: string): Promise<TestRow> {
    const test = await repo.activeTest(learner.tenant.id, testId);
    if (!test) throw notFound('Test not found');
    return test;
  }

  async function assertMayStart(learner: Learner, test: TestRow, mode: Mode): Promise<void> {
    if (mode === 'practice' && test.testType === 'Exam' && (await repo.hasReport(learner.userId, test.id, 'practice'))) throw conflict(EXAM_ONCE);
    if (mode === 'recharge' && !(await repo.hasReport(learner.userId, test.id))) throw conflict('Take this test once before recharging it');
  }

  async function start(learner: Learner, test: TestRow, mode: Mode, startedAt: Date): Promise<AttemptRow> {
    return repo.startAttempt({
      tenantId: learner.tenant.id,
      userId: learner.userId,
      testId: test.id,
      mode,
      questionIds: await repo.questionIdsOf(test.id),
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + test.durationInMins * 60_000),
    });
  }

  return {
    async list(learner: Learner) {
      const [rows, latest] = await Promise.all([repo.activeTests(learner.tenant.id), repo.latestReports(learner.userId)]);
      const latestByTest = new Map(latest.map((r) => [r.testId, r]));
      return rows.map(({ test, questionCount }) => toTestListItem(learner.tenant, test, questionCount, latestByTest.get(test.id)));
    },

    /** Opens (or resumes) the learner's attempt: questions without answers, and the server's deadline. */
    async open(learner: Learner, testId: string, mode: Mode) {
      await assertAccess(learner);
      const test = await activeTest(learner, testId);
      let attempt = await repo.openAttempt(learner.userId, test.id, mode);
      if (!attempt) {
        await assertMayStart(learner, test, mode);
        attempt = await start(learner, test, mode, clock());
      }
      const questions = await questionsOf(learner.tenant.id, attempt.questionIds);
      const progress = attempt.progressSavedAt ? (attempt.progress as Schemas['SavedProgress']) : null;
      return {
        test: toTestWithQuestions(learner.tenant, test, questions, await repo.hasReport(learner.userId, test.id)),
        attempt: {
          mode,
          startedAt: attempt.startedAt.toISOString(),
          deadline: attempt.deadlineAt.toISOString(),
          serverTime: clock().toISOString(),
          progress,
        },
      };
    },

    async saveProgress(learner: Learner, testId: string, mode: Mode, body: Schemas['SaveProgressRequest']) {
      await assertAccess(learner);
      const test = await activeTest(learner, testId);
      const attempt = await repo.openAttempt(learner.userId, test.id, mode);
      if (!attempt) throw conflict('This test is not open: start it first');
      const questions = await questionsOf(learner.tenant.id, attempt.questionIds);
      if (body.answers.length !== questions.length) throw badRequest(`answers: must have one item per question (${questions.length})`);
      body.answers.forEach((answer, i) => checkProgressFits(questions[i]!, answer, i));
      const savedAt = clock();
      await repo.saveProgress(attempt.id, { answers: body.answers, currentQuestion: body.currentQuestion ?? 0, savedAt: savedAt.toISOString() }, savedAt);
      return { savedAt: savedAt.toISOString(), deadline: attempt.deadlineAt.toISOString() };
    },

    /** Scores the attempt on the server. Idempotent: a retried submission returns the same report. */
    async submit(learner: Learner, testId: string, mode: Mode, body: Schemas['SubmitTestRequest']) {
      await assertAccess(learner);
      const test = await activeTest(learner, testId);
      const now = clock();
      let attempt = await repo.openAttempt(learner.userId, test.id, mode);
      if (!attempt) {
        const last = await repo.lastSubmitted(learner.userId, test.id, mode);
        if (last && now.getTime() - last.attempt.submittedAt!.getTime() < RETRY_WINDOW_MS) return submitted(last.reportId);
        await assertMayStart(learner, test, mode);
        // No attempt was opened (e.g. it was lost): it started `timeTaken` ago, capped at the allotted time.
        const claimedMs = Math.min(minutesSecondsToMs(body.timeTaken), test.durationInMins * 60_000);
        attempt = await start(learner, test, mode, new Date(now.getTime() - claimedMs));
      }
      const questions = await questionsOf(learner.tenant.id, attempt.questionIds);
      if (body.response.length !== questions.length) throw badRequest(`response: must have one item per question (${questions.length})`);
      const answers = body.response.map((item, i) => {
        const question = questions[i]!;
        if (item.question && item.question !== question.id) throw badRequest(`response[${i}].question: does not match question ${i + 1} of this test`);
        checkSelectionFits(question, item.selected, i);
        const key = answerKeyOf(question);
        return { question, key, selected: item.selected as Selection, confidence: item.comment as Confidence, flag: item.flag, notes: item.notes, status: scoreAnswer(key, item.selected as Selection) };
      });
      const sums = totals(answers);
      // The server's clock decides the time taken, capped at the allotted time.
      const seconds = Math.min(Math.max(0, (now.getTime() - attempt.startedAt.getTime()) / 1000), test.durationInMins * 60);

      const reportId = await db.transaction(async (tx) => {
        const txRepo = testsRepo(tx);
        if (!(await txRepo.closeAttempt(attempt.id, now))) return (await txRepo.reportOfAttempt(attempt.id))?.id;
        const report = await txRepo.insertReport(
          {
            tenantId: learner.tenant.id,
            userId: learner.userId,
            testId: test.id,
            attemptId: attempt.id,
            mode,
            total: sums.total,
            attempted: sums.attempted,
            correctAnswers: sums.correct,
            partialAnswers: sums.partial,
            wrongAnswers: sums.wrong,
            percentage: sums.percentage,
            confidence: sums.confidence,
            timeTakenSeconds: Math.round(seconds),
          },
          answers.map((a, position) => ({ tenantId: learner.tenant.id, position, questionId: a.question.id, status: a.status, selected: a.selected, flag: a.flag, notes: a.notes, confidence: a.confidence })),
        );
        return report.id;
      });
      // Another request closed this attempt first: its report is this submission's report.
      if (!reportId) return submitted((await repo.reportOfAttempt(attempt.id))!.id);
      return submitted(reportId);
    },

    async report(learner: Learner, reportId: string) {
      await assertAccess(learner);
      const found = await repo.ownReport(learner.tenant.id, learner.userId, reportId);
      if (!found) throw notFound('Report not found');
      const test = (await repo.testById(learner.tenant.id, found.report.testId))!;
      const questions = await questionsOf(learner.tenant.id, found.answers.map((a) => a.questionId));
      return toReport(found.report, found.answers, test, questions);
    },
  };
}

const submitted = (reportId: string) => ({ reportcard: reportId, message: 'Test submitted successfully' });

/** 12.35 (minutes.seconds) -> milliseconds. */
function minutesSecondsToMs(value: number): number {
  const minutes = Math.floor(value);
  const seconds = Math.round((value - minutes) * 100);
  return (minutes * 60 + Math.min(seconds, 59)) * 1000;
}

function checkSelectionFits(question: QuestionRow, selected: Schemas['SubmissionSelection'], i: number): void {
  const field = `response[${i}].selected`;
  if (question.questionType === 'sub') {
    const parts = question.subQuestions?.length ?? 0;
    const values = selected as Array<unknown>;
    if (values.length !== parts || values.some((v) => v !== 'true' && v !== 'false' && v !== null)) {
      throw badRequest(`${field}: must give 'true', 'false' or null for each of its ${parts} parts`);
    }
    return;
  }
  const options = selected as Array<unknown>;
  if (options.some((o) => typeof o !== 'number' || o >= question.options.length)) throw badRequest(`${field}: must be option numbers of this question (0 to ${question.options.length - 1})`);
  if (question.questionType === 'single' && options.length > 1) throw badRequest(`${field}: a single-choice question takes one option`);
}

function checkProgressFits(question: QuestionRow, answer: Schemas['ProgressAnswer'], i: number): void {
  const field = `answers[${i}]`;
  const count = question.options.length;
  if (answer.selectedOption !== null && answer.selectedOption >= count) throw badRequest(`${field}.selectedOption: must be an option of this question (0 to ${count - 1})`);
  if (answer.selectedOptions.some((o) => o >= count)) throw badRequest(`${field}.selectedOptions: must be options of this question (0 to ${count - 1})`);
  if (question.questionType === 'sub' && answer.selected.length > (question.subQuestions?.length ?? 0)) throw badRequest(`${field}.selected: has more parts than the question`);
}
