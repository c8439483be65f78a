import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { giveActivePlan, learner } from '../../../tests/support/learners.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { refusal } from '../../../tests/support/refusal.ts';
import { practiceTenants } from '../../../tests/support/practice-tenants.ts';
import { ownTestsRepo } from './repo/own-tests.ts';

type Counts = { all: number; unused: number; wrong: number; flagged: number; lowConfidence: number };
type Options = {
  maxQuestions: number;
  secondsPerQuestion: number;
  modes: string[];
  topics: Array<{ topic_name: string; subtopics: Array<{ _id: string; sub_topic_name: string; counts: Counts }> }>;
};
type Question = { _id: string; question: string };

const host = (slug: string) => `${slug}.localhost`;
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('Create Test and the review deck on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { tenantsDir: practiceTenants() });
  });
  afterAll(() => t.close());

  async function as(slug: string) {
    const me = await learner(t, slug);
    const headers = { host: host(slug), authorization: `Bearer ${me.token}` };
    const api = {
      me,
      /** Signs in again (after the clock moved past the session's life). */
      signIn: async () => {
        const { token } = await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' });
        headers.authorization = `Bearer ${token}`;
      },
      get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers }),
      options: async () => (await api.get('/api/practice/create-test-options')).json() as Options,
      subtopic: async (name: string) => (await api.options()).topics.flatMap((x) => x.subtopics).find((s) => s.sub_topic_name === name)!,
      /** Builds a test and opens it; returns its id and questions (their text names the bank key: "Question a3?"). */
      build: async (body: object) => {
        const made = await api.post('/api/practice/create-test', body);
        expect(made.statusCode, made.body).toBe(201);
        const test = made.json() as { _id: string; tutor: boolean; number_of_questions: number; duration_in_mins: number; test_name: string };
        const opened = await api.get(`/api/test/get-test/${test._id}?mode=custom`);
        expect(opened.statusCode, opened.body).toBe(200);
        return { test, opened: opened.json(), questions: opened.json().test.questions_reference as Question[] };
      },
      /** Submits answers by bank key: 'right' (option A), 'wrong' (option B), 'skip'; with a confidence and a flag. */
      submit: async (
        testId: string,
        questions: Question[],
        answer: (key: string) => { pick: 'right' | 'wrong' | 'skip'; sure?: boolean; unsure?: boolean; flag?: boolean },
      ) => {
        const response = questions.map((q) => {
          const a = answer(keyOf(q));
          return {
            question: q._id,
            selected: a.pick === 'right' ? [0] : a.pick === 'wrong' ? [1] : [],
            comment: a.unsure ? 'NOT SURE' : 'I KNOW IT',
            confidenceChosen: Boolean(a.unsure || a.sure),
            flag: a.flag ?? false,
            notes: '',
          };
        });
        const submitted = await api.post(`/api/test/submit-test/${testId}?mode=custom`, { timeTaken: 1, response });
        expect(submitted.statusCode, submitted.body).toBe(200);
        // The clock stands still in these tests: a later answer is a second later, as it would be.
        t.clock.advance(1000);
        return submitted.json().reportcard as string;
      },
    };
    return api;
  }
  const keyOf = (q: Question) => /Question ([\w-]+)\?/.exec(q.question)![1]!;
  const allSubtopics = async (api: Awaited<ReturnType<typeof as>>) => (await api.options()).topics.flatMap((x) => x.subtopics.map((s) => s._id));

  it("offers the pool by topic and subtopic with each subtopic's count: never an Exam's question nor one held back for Exams", async () => {
    const api = await as('gamma');
    const options = await api.options();
    expect(options).toMatchObject({ maxQuestions: 40, secondsPerQuestion: 90, modes: ['timed', 'tutor'] });
    expect(options.topics.map((x) => [x.topic_name, x.subtopics.map((s) => [s.sub_topic_name, s.counts.all, s.counts.unused, s.counts.wrong])])).toEqual([
      [
        'Haematology',
        [
          ['Anaemia', 5, 5, 0],
          ['Clotting', 2, 2, 0],
        ],
      ],
      ['Renal', [['Acute kidney injury', 2, 2, 0]]],
    ]);
    // a1 is in the Active Exam, so Anaemia holds a2 to a6: a built test of every pool question shows none of the Exam's.
    const { questions } = await api.build({ subtopics: await allSubtopics(api), questions: 'all', count: 9, mode: 'timed' });
    expect(questions.map(keyOf).sort()).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'c1', 'c2', 'r1', 'r2']);
  });

  it('draws exactly the questions each filter names, by the latest answer to each', async () => {
    const api = await as('gamma');
    const everything = await allSubtopics(api);
    const first = await api.build({ subtopics: everything, questions: 'all', count: 9, mode: 'timed' });
    // a2 wrong, a3 wrong and flagged, a4 right but unsure, a5 right and flagged, a6 skipped, the rest right.
    const plan: Record<string, { pick: 'right' | 'wrong' | 'skip'; unsure?: boolean; flag?: boolean }> = {
      a2: { pick: 'wrong' },
      a3: { pick: 'wrong', flag: true },
      a4: { pick: 'right', unsure: true },
      a5: { pick: 'right', flag: true },
      a6: { pick: 'skip' },
    };
    await api.submit(first.test._id, first.questions, (key) => plan[key] ?? { pick: 'right' });
    const counts = (await api.options()).topics.flatMap((x) => x.subtopics).map((s) => [s.sub_topic_name, s.counts]);
    expect(counts).toEqual([
      ['Anaemia', { all: 5, unused: 0, wrong: 2, flagged: 2, lowConfidence: 1 }],
      ['Clotting', { all: 2, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 }],
      ['Acute kidney injury', { all: 2, unused: 0, wrong: 0, flagged: 0, lowConfidence: 0 }],
    ]);
    const drawn = async (questions: string, count: number) =>
      (await api.build({ subtopics: everything, questions, count, mode: 'timed' })).questions.map(keyOf).sort();
    expect(await drawn('wrong', 2)).toEqual(['a2', 'a3']);
    expect(await drawn('flagged', 2)).toEqual(['a3', 'a5']);
    expect(await drawn('lowConfidence', 1)).toEqual(['a4']);

    // A later answer replaces the earlier: a2 answered right in a new test is no longer wrong.
    const again = await api.build({ subtopics: everything, questions: 'wrong', count: 2, mode: 'timed' });
    await api.submit(again.test._id, again.questions, (key) => (key === 'a2' ? { pick: 'right' } : { pick: 'wrong' }));
    expect(await drawn('wrong', 1)).toEqual(['a3']);
    const refused = await api.post('/api/practice/create-test', { subtopics: everything, questions: 'wrong', count: 2, mode: 'timed' });
    expect([refused.statusCode, refused.json()]).toEqual([400, refusal('count: only 1 questions match')]);
  });

  it('makes a timed test of the provider time per question, and lists it under My Tests to resume, then with its report', async () => {
    const api = await as('gamma');
    const anaemia = await api.subtopic('Anaemia');
    const { test, opened } = await api.build({ subtopics: [anaemia._id], questions: 'unused', count: 3, mode: 'timed' });
    // 3 x 90 s = 4.5 minutes, rounded up.
    expect(test).toMatchObject({ tutor: false, number_of_questions: 3, duration_in_mins: 5, test_name: 'Your test: 3 questions' });
    expect(opened.attempt.mode).toBe('custom');
    expect(opened.attempt.tutor).toBeUndefined();
    expect(JSON.stringify(opened)).not.toContain('SECRET');
    let mine = (await api.get('/api/practice/my-tests')).json().tests;
    expect(mine).toEqual([expect.objectContaining({ _id: test._id, open: true, report: null })]);
    const reportId = await api.submit(test._id, opened.test.questions_reference, () => ({ pick: 'right' }));
    mine = (await api.get('/api/practice/my-tests')).json().tests;
    expect(mine).toEqual([expect.objectContaining({ _id: test._id, open: false, report: expect.objectContaining({ _id: reportId, percentage: 100 }) })]);
    // Reported like any Quiz: in the learner's results, as their own test.
    const history = (await api.get('/api/report/get-report-history')).json();
    expect(JSON.stringify(history)).toContain('"kind":"Custom"');
  });

  it("is its owner's alone: another learner, another provider, or another mode finds no such test", async () => {
    const owner = await as('gamma');
    const { test } = await owner.build({ subtopics: [(await owner.subtopic('Anaemia'))._id], questions: 'all', count: 2, mode: 'timed' });
    const other = await as('gamma');
    expect((await other.get(`/api/test/get-test/${test._id}?mode=custom`)).statusCode).toBe(404);
    expect((await owner.get(`/api/test/get-test/${test._id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/test/get-test/${test._id}?mode=recharge`)).statusCode).toBe(404);
    expect((await other.get('/api/practice/my-tests')).json().tests).toEqual([]);
    const elsewhere = await as('delta');
    expect((await elsewhere.get(`/api/test/get-test/${test._id}?mode=custom`)).statusCode).toBe(404);
    // A subtopic of another provider is not in this one's pool.
    const refused = await elsewhere.post('/api/practice/create-test', {
      subtopics: [(await owner.subtopic('Anaemia'))._id],
      questions: 'all',
      count: 1,
      mode: 'timed',
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, refusal('subtopics[0]: not a subtopic of the practice pool')]);
  });

  it('refuses a test over the limits or in a mode the provider does not offer, and writes nothing', async () => {
    const api = await as('zeta');
    const options = await api.options();
    // Zeta's pool is its Renal Drill only; no tutor mode; at most 3 questions of 60 s.
    expect(options).toMatchObject({ maxQuestions: 3, secondsPerQuestion: 60, modes: ['timed'] });
    expect(options.topics.map((x) => [x.topic_name, x.subtopics.map((s) => [s.sub_topic_name, s.counts.all])])).toEqual([
      ['Renal', [['Acute kidney injury', 2]]],
    ]);
    const aki = options.topics[0]!.subtopics[0]!._id;
    const refusals = [
      [{ subtopics: [aki], questions: 'all', count: 4, mode: 'timed' }, 'count: at most 3 questions in a test'],
      [{ subtopics: [aki], questions: 'all', count: 3, mode: 'timed' }, 'count: only 2 questions match'],
      [
        { subtopics: [aki], questions: 'wrong', count: 1, mode: 'timed' },
        'questions: no question of the chosen subtopics matches: choose other subtopics or questions',
      ],
      [{ subtopics: [aki], questions: 'all', count: 1, mode: 'tutor' }, 'mode: tutor mode is not offered here: choose timed'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await api.post('/api/practice/create-test', body);
      expect([refused.statusCode, refused.json()]).toEqual([400, refusal(message)]);
    }
    expect((await api.get('/api/practice/my-tests')).json().tests).toEqual([]);
    const { test } = await api.build({ subtopics: [aki], questions: 'all', count: 2, mode: 'timed' });
    expect(test.duration_in_mins).toBe(2);
  });

  it('writes a test with all its questions or nothing: a question that is not in the bank leaves no test behind', async () => {
    const api = await as('gamma');
    const repo = ownTestsRepo(t.database.db);
    const test = { tenantId: api.me.tenantId, ownerId: api.me.id, testName: 'Mine', translations: {}, durationInMins: 2, tutor: false };
    const [question] = (await api.build({ subtopics: await allSubtopics(api), questions: 'all', count: 1, mode: 'timed' })).questions;
    await expect(repo.create({ ...test, questionIds: [question!._id, randomUUID()] })).rejects.toThrow();
    expect((await repo.list(api.me.tenantId, api.me.id, 10)).map((x) => x.testName)).not.toContain('Mine');
    const made = await repo.create({ ...test, questionIds: [question!._id] });
    expect(made).toMatchObject({ testName: 'Mine', questionCount: 1, durationInMins: 2, tutor: false });
  });

  it('needs an active plan on a Paid platform to build a test, not to see the options', async () => {
    const api = await as('epsilon');
    const aki = (await api.subtopic('Acute kidney injury'))._id;
    const refused = await api.post('/api/practice/create-test', { subtopics: [aki], questions: 'all', count: 1, mode: 'timed' });
    expect(refused.statusCode).toBe(402);
    await giveActivePlan(t, api.me.id, api.me.tenantId, new Date(Date.now() + 30 * DAY));
    await api.build({ subtopics: [aki], questions: 'all', count: 1, mode: 'timed' });
  });

  it('tutor mode: a confirmed answer is scored and explained at once, final, and what the submission scores', async () => {
    const api = await as('gamma');
    const { test, questions, opened } = await api.build({ subtopics: [(await api.subtopic('Anaemia'))._id], questions: 'all', count: 3, mode: 'tutor' });
    expect(test).toMatchObject({ tutor: true, duration_in_mins: 7 * 24 * 60 });
    expect(opened.attempt.tutor).toEqual([]);
    expect(JSON.stringify(opened)).not.toContain('SECRET');
    const answer = (position: number, selected: number[], comment = 'NOT SURE') =>
      api.post(`/api/test/answer-question/${test._id}`, { position, selected, comment, confidenceChosen: true, flag: false, notes: '' });

    const first = await answer(0, [1]);
    expect(first.statusCode, first.body).toBe(200);
    const feedback = first.json();
    expect(feedback).toMatchObject({ position: 0, answer: { status: 'Wrong', selected: [1], comment: 'NOT SURE' }, question: { correct_option: 0 } });
    expect(feedback.question.explanation.description).toContain(`SECRET-${keyOf(questions[0]!)}`);
    // Only that question's key: the others stay unseen.
    expect(first.body).not.toContain(`SECRET-${keyOf(questions[1]!)}`);
    // Final: a second confirmation gets the first back.
    const again = (await answer(0, [0], 'I KNOW IT')).json();
    expect(again.answer).toMatchObject({ status: 'Wrong', selected: [1], comment: 'NOT SURE' });
    // Resuming shows the confirmed answer with its explanation.
    const resumed = (await api.get(`/api/test/get-test/${test._id}?mode=custom`)).json();
    expect(resumed.attempt.tutor).toEqual([expect.objectContaining({ position: 0, answer: expect.objectContaining({ status: 'Wrong' }) })]);
    expect((await answer(1, [])).json()).toEqual(refusal('selected: choose an answer before confirming it'));
    expect((await answer(3, [0])).json()).toEqual(refusal('position: must be a question of this test (0 to 2)'));
    expect((await answer(1, [0])).json().answer.status).toBe('Correct');

    // The submission says question 1 was right: the confirmed (wrong) answer is what counts.
    const reportId = await api.submit(test._id, questions, () => ({ pick: 'right' }));
    const report = (await api.get(`/api/report/get-report/${reportId}`)).json().report;
    expect(report.answers.map((a: { status: string }) => a.status)).toEqual(['Wrong', 'Correct', 'Correct']);
    expect(report.correct_answers).toBe(2);
    // A timed test has no tutor answers.
    const timed = await api.build({ subtopics: [(await api.subtopic('Clotting'))._id], questions: 'all', count: 1, mode: 'timed' });
    expect(
      (await api.post(`/api/test/answer-question/${timed.test._id}`, { position: 0, selected: [0], comment: 'I KNOW IT', flag: false, notes: '' })).statusCode,
    ).toBe(404);
  });

  it("the review deck: wrong or unsure answers fall due a day later, and 'review now' makes a test of them", async () => {
    const api = await as('gamma');
    const { test, questions } = await api.build({ subtopics: await allSubtopics(api), questions: 'all', count: 9, mode: 'timed' });
    await api.submit(test._id, questions, (key) =>
      key === 'a2' ? { pick: 'wrong' } : key === 'c1' ? { pick: 'right', unsure: true } : { pick: 'right', sure: true },
    );
    const deck = (await api.get('/api/practice/review-deck')).json();
    expect(deck).toMatchObject({ due: 0, scheduled: 2 });
    // A day after the submission (a second before now: the submission moved the clock on a second).
    expect(new Date(deck.nextDue).getTime()).toBe(Date.now() - 1000 + DAY);
    expect((await api.post('/api/practice/review-test', { mode: 'timed' })).json().message).toBe('No questions are due for review');

    t.clock.advance(DAY);
    await api.signIn();
    expect((await api.get('/api/practice/review-deck')).json()).toMatchObject({ due: 2, scheduled: 2, nextDue: null });
    const made = await api.post('/api/practice/review-test', { mode: 'tutor' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ test_name: 'Review: 2 questions', tutor: true, number_of_questions: 2 });
    const opened = (await api.get(`/api/test/get-test/${made.json()._id}?mode=custom`)).json();
    expect(opened.test.questions_reference.map(keyOf).sort()).toEqual(['a2', 'c1']);
  });

  it('how others answered: shares of first answers, shown from the 10th learner on, where the provider shows it', async () => {
    /** A learner of `slug` takes the Renal Drill (r1, r2), answering r1 with option `r1` (0 is right) and r2 right. */
    const takeDrill = async (slug: string, r1: number | null, learnerApi?: Awaited<ReturnType<typeof as>>) => {
      const api = learnerApi ?? (await as(slug));
      const list = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf(slug)}`)).json().tests as Array<{ _id: string; test_name: string }>;
      const drill = list.find((x) => x.test_name === 'Renal Drill')!;
      const questions = (await api.get(`/api/test/get-test/${drill._id}`)).json().test.questions_reference as Question[];
      const response = questions.map((q) => ({
        question: q._id,
        selected: keyOf(q) === 'r1' ? (r1 === null ? [] : [r1]) : [0],
        comment: 'I KNOW IT',
        flag: false,
        notes: '',
      }));
      const submitted = await api.post(`/api/test/submit-test/${drill._id}`, { timeTaken: 1, response });
      expect(submitted.statusCode, submitted.body).toBe(200);
      t.clock.advance(1000);
      const report = (await api.get(`/api/report/get-report/${submitted.json().reportcard}`)).json().report;
      const r1Answer = report.answers[questions.findIndex((q) => keyOf(q) === 'r1')];
      return { api, peers: r1Answer.peers };
    };
    const picks = [0, 0, 0, 0, 0, 0, 1, 1, 1];
    const first = await takeDrill('delta', picks[0]!);
    for (const pick of picks.slice(1, -1)) await takeDrill('delta', pick);
    // Nine learners have answered: nothing is shown yet.
    expect((await takeDrill('delta', picks.at(-1)!)).peers).toBeUndefined();
    // A skipped first answer is no answer; the first learner's second attempt is no first answer.
    await takeDrill('delta', null);
    await takeDrill('delta', 2, first.api);
    // The tenth learner to answer r1 chooses C: 6 right (A), 3 chose B, 1 chose C. Shares are kept a few minutes.
    t.clock.advance(6 * 60_000);
    const tenth = await takeDrill('delta', 2);
    expect(tenth.peers).toEqual({ learners: 10, correct: 60, options: [60, 30, 10] });
    // In tutor mode the shares come with the confirmed answer, and again when the test is resumed.
    const { test, questions } = await first.api.build({
      subtopics: [(await first.api.subtopic('Acute kidney injury'))._id],
      questions: 'all',
      count: 2,
      mode: 'tutor',
    });
    const r1 = questions.findIndex((q) => keyOf(q) === 'r1');
    const confirmed = await first.api.post(`/api/test/answer-question/${test._id}`, {
      position: r1,
      selected: [0],
      comment: 'I KNOW IT',
      flag: false,
      notes: '',
    });
    expect(confirmed.json().answer.peers).toEqual(tenth.peers);
    const resumed = (await first.api.get(`/api/test/get-test/${test._id}?mode=custom`)).json();
    expect(resumed.attempt.tutor).toEqual([expect.objectContaining({ position: r1, answer: expect.objectContaining({ peers: tenth.peers }) })]);
    // Zeta does not show how others answered.
    for (let i = 0; i < 10; i++) expect((await takeDrill('zeta', 0)).peers).toBeUndefined();
  });
});
