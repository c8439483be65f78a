import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attempts, reports } from '../../db/schema/attempts.ts';
import { giveActivePlan, learner } from '../../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase, describeWith } from '../../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { openDatabase } from '../../db/client.ts';
import { refusal } from '../../../tests/support/refusal.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

/** The fixture bank's key, in mock-exam order: q-single-1 (A), q-multi (A,B,D), q-sub (T,F,T), q-single-2 (C). */
const perfect = [
  { comment: 'I KNOW IT', confidenceChosen: true, flag: false, selected: [0], notes: '' },
  { comment: 'THINK SO', confidenceChosen: true, flag: true, selected: [0, 1, 3], notes: 'CHA2DS2-VASc' },
  { comment: 'NOT SURE', confidenceChosen: true, flag: false, selected: ['true', 'false', 'true'], notes: '' },
  { comment: 'NO IDEA', confidenceChosen: true, flag: false, selected: [2], notes: '' },
];

describeEachDatabase('tests, attempts and reports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (host: string, token: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: { host, authorization: `Bearer ${token}` } }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { host, authorization: `Bearer ${token}` } }),
  });

  /** A Free-platform learner (beta) and the ids of beta's tests by name. */
  async function freeLearner() {
    const me = await learner(t, 'beta');
    const api = call(BETA, me.token);
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json();
    const id = (name: string) => tests.find((x: { test_name: string }) => x.test_name === name)._id as string;
    return { me, api, tests, id };
  }

  it('lists the Active tests with their question counts, never an Inactive one', async () => {
    const { tests } = await freeLearner();
    expect(
      tests
        .map((x: { test_name: string; test_type: string; number_of_questions: number; attempted: boolean }) => [
          x.test_name,
          x.test_type,
          x.number_of_questions,
          x.attempted,
        ])
        .sort(),
    ).toEqual([
      ['60-Second Speed Round', 'Quiz', 1, false],
      ['Cardiology Mock Exam', 'Exam', 4, false],
      ['Quick Quiz', 'Quiz', 2, false],
    ]);
  });

  it('sends no correct option, answer or explanation before submission, anywhere in the response', async () => {
    const { api, id } = await freeLearner();
    const response = await api.get(`/api/test/get-test/${id('Cardiology Mock Exam')}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const leak of ['correct_option', 'correct_options', 'explanation', 'SECRET-EXPLANATION', '"answer"', 'references']) expect(body).not.toContain(leak);
    const { test, attempt } = response.json();
    expect(test.questions_reference.map((q: { question_type: string }) => q.question_type)).toEqual([
      'Single Choice Question',
      'Multiple Choice Question',
      'Sub Questions',
      'Single Choice Question',
    ]);
    expect(test.questions_reference[2].sub_questions).toEqual([
      { question: 'ACE inhibitors reduce mortality' },
      { question: 'Verapamil is first line' },
      { question: 'Beta-blockers reduce mortality' },
    ]);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(20 * 60_000);
    expect(attempt.progress).toBeNull();
  });

  it('sends browsers the same answer gzipped, its shared part compressed once', async () => {
    const { me, id } = await freeLearner();
    const open = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/test/get-test/${id('Cardiology Mock Exam')}`,
        headers: { host: BETA, authorization: `Bearer ${me.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await open();
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const browser of ['gzip, deflate, br, zstd', 'gzip']) {
      const zipped = await open(browser);
      expect([zipped.statusCode, zipped.headers['content-encoding'], zipped.headers.vary]).toEqual([200, 'gzip', 'Accept-Encoding']);
      const body = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as { attempt: { serverTime: string } };
      expect({ ...body, attempt: { ...body.attempt, serverTime: '' } }).toEqual({ ...plain.json(), attempt: { ...plain.json().attempt, serverTime: '' } });
    }
    // A client that refuses gzip gets the plain answer.
    expect((await open('br;q=1, gzip;q=0')).headers['content-encoding']).not.toBe('gzip');
  });

  it('needs an active plan on a Paid platform: 402 without, allowed with, 402 again once it expires', async () => {
    const me = await learner(t, 'alpha');
    const api = call(ALPHA, me.token);
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('alpha')}`)).json();
    const quiz = tests.find((x: { test_name: string }) => x.test_name === 'Quick Quiz')._id;
    const refused = await api.get(`/api/test/get-test/${quiz}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^An active plan is needed to take tests/);
    await giveActivePlan(t, me.id, me.tenantId, new Date(t.clock.millis() + 10 * 60_000));
    expect((await api.get(`/api/test/get-test/${quiz}`)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await api.get(`/api/test/get-test/${quiz}`)).statusCode).toBe(402);
  });

  it('saves progress and resumes the same attempt with it, the deadline unchanged', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    const first = (await api.get(`/api/test/get-test/${exam}`)).json();
    const answers = [
      { selectedOption: 0, selectedOptions: [], selected: [], questionFlagged: true, confidence: 'THINK SO', note: 'rate vs rhythm' },
      { selectedOption: null, selectedOptions: [0, 3], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' },
      { selectedOption: null, selectedOptions: [], selected: [true, null, false], questionFlagged: false, confidence: 'I KNOW IT', note: '' },
      { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' },
    ];
    t.clock.advance(90_000);
    const saved = await api.put(`/api/test/save-progress/${exam}`, { answers, currentQuestion: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().deadline).toBe(first.attempt.deadline);
    const resumed = (await api.get(`/api/test/get-test/${exam}`)).json();
    expect(resumed.attempt.startedAt).toBe(first.attempt.startedAt);
    expect(resumed.attempt.progress).toMatchObject({ answers, currentQuestion: 2 });
  });

  it('refuses progress that does not fit each question’s type, or a current question outside the test', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
    const answers = [blank, blank, { ...blank, selected: [null, null, null] }, blank];
    const save = (changes: Record<number, object>, currentQuestion = 0) =>
      api.put(`/api/test/save-progress/${exam}`, { answers: answers.map((a, i) => ({ ...a, ...changes[i] })), currentQuestion });
    expect((await save({})).statusCode).toBe(200);
    const cases: Array<[Record<number, object>, number, string]> = [
      [{ 0: { selectedOptions: [0, 1] } }, 0, 'answers[0].selectedOptions: is not used by a single-choice question (send [])'],
      [{ 1: { selectedOption: 2 } }, 0, 'answers[1].selectedOption: is not used by a multiple-choice question (send null)'],
      [{ 1: { selectedOptions: [4] } }, 0, 'answers[1].selectedOptions: must be options of this question (0 to 3)'],
      [{ 2: { selected: [true, false] } }, 0, 'answers[2].selected: must have one entry per part (3)'],
      [{ 2: { selectedOption: 1 } }, 0, 'answers[2].selectedOption: is not used by a true/false question (send null)'],
      [{ 3: { selected: [true] } }, 0, 'answers[3].selected: is not used by a single-choice question (send [])'],
      [{}, 4, 'currentQuestion: must be a question of this test (0 to 3)'],
    ];
    for (const [changes, current, message] of cases) expect((await save(changes, current)).json(), message).toEqual(refusal(message));
  });

  it('refuses progress that does not fit the test, naming the field', async () => {
    const { api, id } = await freeLearner();
    const quiz = id('Quick Quiz');
    expect((await api.put(`/api/test/save-progress/${quiz}`, { answers: [] })).statusCode).toBe(400);
    const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
    expect((await api.put(`/api/test/save-progress/${quiz}`, { answers: [blank, blank] })).json()).toEqual({
      message: 'This test is not open: start it first',
    });
    await api.get(`/api/test/get-test/${quiz}`);
    expect((await api.put(`/api/test/save-progress/${quiz}`, { answers: [blank] })).json()).toEqual(refusal('answers: must have one item per question (2)'));
    expect((await api.put(`/api/test/save-progress/${quiz}`, { answers: [{ ...blank, selectedOption: 9 }, blank] })).json()).toEqual(
      refusal('answers[0].selectedOption: must be an option of this question (0 to 3)'),
    );
  });

  it('scores on the server: every type, Partial included, percentage and mean confidence', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    t.clock.advance(5 * 60_000 + 7_000);
    const response = [perfect[0], { ...perfect[1], selected: [0, 2] }, { ...perfect[2], selected: ['true', 'true', 'true'] }, { ...perfect[3], selected: [1] }];
    const submitted = await api.post(`/api/test/submit-test/${exam}`, { response, timeTaken: 5.07 });
    expect(submitted.statusCode).toBe(200);
    const { report } = (await api.get(`/api/report/get-report/${submitted.json().reportcard}`)).json();
    expect(report.answers.map((a: { status: string }) => a.status)).toEqual(['Correct', 'Partial', 'Partial', 'Wrong']);
    expect(report).toMatchObject({
      total: 4,
      attempt: 4,
      correct_answers: 1,
      partial_answers: 2,
      wrong_answers: 1,
      percentage: 25,
      confidence: 50,
      confidenceAnswers: 4,
      timeTaken: 5.07,
      mode: 'practice',
    });
    expect(report.answers[1]).toMatchObject({ flag: true, notes: 'CHA2DS2-VASc', comment: 'THINK SO', confidenceChosen: true, selected: [0, 2] });
  });

  it('counts only the confidence the learner chose: a default, or an answer from an app that does not say, is not chosen', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    const { confidenceChosen: _, ...older } = perfect[3]!;
    const response = [
      { ...perfect[0], comment: 'NOT SURE' },
      { ...perfect[1], comment: 'I KNOW IT', confidenceChosen: false },
      { ...perfect[2], comment: 'I KNOW IT', confidenceChosen: false },
      { ...older, comment: 'I KNOW IT' },
    ];
    const submitted = await api.post(`/api/test/submit-test/${exam}`, { response, timeTaken: 1 });
    const { report } = (await api.get(`/api/report/get-report/${submitted.json().reportcard}`)).json();
    // One chosen answer, NOT SURE (33): three defaults of I KNOW IT would have made it 83.
    expect(report).toMatchObject({ correct_answers: 4, confidence: 33, confidenceAnswers: 1 });
    expect(report.answers.map((a: { confidenceChosen: boolean }) => a.confidenceChosen)).toEqual([true, false, false, false]);

    // Nothing chosen: no confidence figure (0 of 0 answers), not 100 %.
    const quiz = id('Quick Quiz');
    const { questions_reference: quizQuestions } = (await api.get(`/api/test/get-test/${quiz}`)).json().test;
    const defaults = quizQuestions.map(() => ({ comment: 'I KNOW IT', confidenceChosen: false, flag: false, selected: [], notes: '' }));
    const none = (
      await api.get(`/api/report/get-report/${(await api.post(`/api/test/submit-test/${quiz}`, { response: defaults, timeTaken: 1 })).json().reportcard}`)
    ).json().report;
    expect(none).toMatchObject({ confidence: 0, confidenceAnswers: 0 });
    // After submission the review has keys, explanations and references.
    const reviewed = report.test.questions_reference;
    expect(reviewed[0]).toMatchObject({ correct_option: 0, explanation: { description: '<p>SECRET-EXPLANATION-1 beta-blockers first.</p>' } });
    expect(reviewed[1].correct_options).toEqual([0, 1, 3]);
    expect(reviewed[2].sub_questions.map((s: { correct_option: string }) => s.correct_option)).toEqual(['true', 'false', 'true']);
    expect(reviewed[0].sub_topic_reference.references).toEqual(['https://cks.nice.org.uk/topics/atrial-fibrillation/']);
  });

  it('stores each answer as sent: notes with quotes, braces, commas, backslashes, lines and emoji, or the word NULL', async () => {
    const { api, id } = await freeLearner();
    const quiz = id('Quick Quiz');
    await api.get(`/api/test/get-test/${quiz}`);
    const notes = ['He said "no", {maybe} \\ back\nslash — ünïcode 🙂', 'NULL'];
    const response = [
      { ...perfect[0], notes: notes[0] },
      { ...perfect[1], notes: notes[1], flag: false },
    ];
    const { reportcard } = (await api.post(`/api/test/submit-test/${quiz}`, { response, timeTaken: 0.3 })).json();
    const { report } = (await api.get(`/api/report/get-report/${reportcard}`)).json();
    expect(report.answers.map((a: { notes: string; flag: boolean; selected: unknown; comment: string }) => [a.notes, a.flag, a.selected, a.comment])).toEqual([
      [notes[0], false, [0], 'I KNOW IT'],
      [notes[1], false, [0, 1, 3], 'THINK SO'],
    ]);
  });

  it('takes an Exam once: a retried submit returns the same report, a new attempt is 409', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    const first = (await api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 })).json();
    const retry = (await api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 })).json();
    expect(retry.reportcard).toBe(first.reportcard);
    const again = await api.get(`/api/test/get-test/${exam}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Practice exams can only be taken once' });
    t.clock.advance(5 * 60_000 + 1000);
    expect((await api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 })).statusCode).toBe(409);
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json();
    expect(tests.find((x: { _id: string }) => x._id === exam)).toMatchObject({ attempted: true, report: { _id: first.reportcard, percentage: 100 } });
  });

  it('stores exactly one report when the same submission arrives twice at once', async () => {
    const { me, api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    const [a, b] = await Promise.all([
      api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 }),
      api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 }),
    ]);
    expect(a.json().reportcard).toBe(b.json().reportcard);
    expect(await t.database.db.select().from(reports).where(eq(reports.userId, me.id))).toHaveLength(1);
  });

  it('ends at once when the learner signs out: opening, saving and submitting are 401 and write nothing', async () => {
    const { me, api, id } = await freeLearner();
    const quiz = id('Quick Quiz');
    const opened = (await api.get(`/api/test/get-test/${quiz}`)).json();
    const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
    expect((await api.put(`/api/test/save-progress/${quiz}`, { answers: [blank, blank] })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: me.refreshToken }, headers: { host: BETA } });
    expect(out.statusCode).toBe(204);
    const ended = { message: 'Your session has ended. Please sign in again.' };
    const calls = [
      api.get(`/api/test/get-test/${quiz}`),
      api.get(`/api/test/get-test/${id('Cardiology Mock Exam')}`),
      api.put(`/api/test/save-progress/${quiz}`, { answers: [{ ...blank, selectedOption: 1 }, blank] }),
      api.post(`/api/test/submit-test/${quiz}`, { response: perfect.slice(0, 2), timeTaken: 0.3 }),
    ];
    for (const response of await Promise.all(calls)) expect([response.statusCode, response.json()]).toEqual([401, ended]);
    // The open attempt is as it was (its saved progress too), no other attempt started, no report.
    const rows = await t.database.db.select().from(attempts).where(eq(attempts.userId, me.id));
    expect(
      rows.map((a) => [
        a.startedAt.toISOString(),
        a.submittedAt,
        (a.progress as { answers: Array<{ selectedOption: number | null }> }).answers[0]!.selectedOption,
      ]),
    ).toEqual([[opened.attempt.startedAt, null, null]]);
    expect(await t.database.db.select().from(reports).where(eq(reports.userId, me.id))).toEqual([]);
  });

  it('answers learners calling at the same moment each with their own attempt, though one statement asks for all of them', async () => {
    const learners = await Promise.all([freeLearner(), freeLearner(), freeLearner(), freeLearner()]);
    const quiz = learners[0]!.id('Quick Quiz');
    const exam = learners[0]!.id('Cardiology Mock Exam');
    // The first has already opened the quiz; the last signs out.
    const earlier = (await learners[0]!.api.get(`/api/test/get-test/${quiz}`)).json();
    const leaving = learners[3]!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: leaving.me.refreshToken }, headers: { host: BETA } })).statusCode,
    ).toBe(204);
    const [resumed, other, examOpened, refused] = await Promise.all([
      learners[0]!.api.get(`/api/test/get-test/${quiz}`),
      learners[1]!.api.get(`/api/test/get-test/${quiz}`),
      learners[2]!.api.get(`/api/test/get-test/${exam}`),
      leaving.api.get(`/api/test/get-test/${quiz}`),
    ]);
    expect([resumed.statusCode, other.statusCode, examOpened.statusCode, refused.statusCode]).toEqual([200, 200, 200, 401]);
    expect(resumed.json().attempt.startedAt).toBe(earlier.attempt.startedAt);
    expect(examOpened.json().test.number_of_questions).toBe(4);
    expect(other.json().test.number_of_questions).toBe(2);
    const startedBy = async (userId: string) => (await t.database.db.select().from(attempts).where(eq(attempts.userId, userId))).map((a) => a.testId);
    expect(await startedBy(learners[0]!.me.id)).toEqual([quiz]);
    expect(await startedBy(learners[1]!.me.id)).toEqual([quiz]);
    expect(await startedBy(learners[2]!.me.id)).toEqual([exam]);
    expect(await startedBy(leaving.me.id)).toEqual([]);
  });

  it('starts the attempts of learners opening at once in one statement: one each, and one for a learner who opens twice at once', async () => {
    const [a, b] = await Promise.all([freeLearner(), freeLearner()]);
    const quiz = a.id('Quick Quiz');
    const exam = a.id('Cardiology Mock Exam');
    const opened = await Promise.all([
      a.api.get(`/api/test/get-test/${quiz}`),
      a.api.get(`/api/test/get-test/${quiz}`),
      b.api.get(`/api/test/get-test/${exam}`),
    ]);
    expect(opened.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(opened[1]!.json().attempt.startedAt).toBe(opened[0]!.json().attempt.startedAt);
    const open = async (userId: string) =>
      (await t.database.db.select().from(attempts).where(eq(attempts.userId, userId))).map((row) => [row.testId, row.questionIds.length, row.submittedAt]);
    expect(await open(a.me.id)).toEqual([[quiz, 2, null]]);
    expect(await open(b.me.id)).toEqual([[exam, 4, null]]);
    // The Exam taken once, its next opening is refused though nothing of it is open.
    expect((await b.api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 })).statusCode).toBe(200);
    expect((await b.api.get(`/api/test/get-test/${exam}`)).statusCode).toBe(409);
  });

  it('lets a Quiz be taken again and again', async () => {
    const { api, id } = await freeLearner();
    const quiz = id('Quick Quiz');
    const cards = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await api.get(`/api/test/get-test/${quiz}`);
      cards.add((await api.post(`/api/test/submit-test/${quiz}`, { response: perfect.slice(0, 2), timeTaken: 0.3 })).json().reportcard);
    }
    expect(cards.size).toBe(3);
  });

  /** The Speed Round: one minute, one question (options A to C, key C). */
  const wrongNow = { selectedOption: 0, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'THINK SO', note: 'first thought' };

  it('measures time on the server: a submission within the deadline and its 30-second grace is scored on its answers', async () => {
    const { api, id } = await freeLearner();
    const speed = id('60-Second Speed Round');
    await api.get(`/api/test/get-test/${speed}`);
    t.clock.advance(60_000 + 29_000);
    const inTime = await api.post(`/api/test/submit-test/${speed}`, { response: [perfect[3]], timeTaken: 1 });
    const { report } = (await api.get(`/api/report/get-report/${inTime.json().reportcard}`)).json();
    expect(report).toMatchObject({ timeTaken: 1, correct_answers: 1, closedBy: 'learner' });
  });

  it('keeps the deadline: after it and its grace, saving is 409 and a submission is scored on the answers saved by then', async () => {
    const { api, id } = await freeLearner();
    const speed = id('60-Second Speed Round');
    await api.get(`/api/test/get-test/${speed}`);
    t.clock.advance(50_000);
    expect((await api.put(`/api/test/save-progress/${speed}`, { answers: [wrongNow] })).statusCode).toBe(200);
    t.clock.advance(10_000 + 29_000); // the deadline has passed, the grace has not: a save on its way still lands
    expect((await api.put(`/api/test/save-progress/${speed}`, { answers: [{ ...wrongNow, note: 'second thought' }] })).statusCode).toBe(200);
    t.clock.advance(2_000);
    const tooLate = await api.put(`/api/test/save-progress/${speed}`, { answers: [{ ...wrongNow, selectedOption: 2 }] });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({ message: 'Time is up for this test: answers can no longer be saved. Submit it to see your report.' });

    // Thirteen minutes later the right answer arrives: it does not count.
    t.clock.advance(13 * 60_000);
    const late = await api.post(`/api/test/submit-test/${speed}`, { response: [perfect[3]], timeTaken: 0.12 });
    expect(late.statusCode).toBe(200);
    const { report } = (await api.get(`/api/report/get-report/${late.json().reportcard}`)).json();
    expect(report).toMatchObject({ closedBy: 'late', timeTaken: 1, correct_answers: 0, wrong_answers: 1 });
    expect(report.answers[0]).toMatchObject({ selected: [0], comment: 'THINK SO', notes: 'second thought', status: 'Wrong' });
  });

  it('closes an attempt its learner never submits soon after its deadline, scored from its saved answers, once', async () => {
    const { api, id, me } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    // Chosen confidence is saved with the progress; an answer saved without the flag (an older app) counts as not chosen.
    const saved = [
      { selectedOption: 0, selectedOptions: [], selected: [], questionFlagged: true, confidence: 'NOT SURE', confidenceChosen: true, note: 'beta-blocker' },
      { selectedOption: null, selectedOptions: [0, 1, 3], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' },
      {
        selectedOption: null,
        selectedOptions: [],
        selected: [true, null, true],
        questionFlagged: false,
        confidence: 'THINK SO',
        confidenceChosen: true,
        note: '',
      },
      { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' },
    ];
    expect((await api.put(`/api/test/save-progress/${exam}`, { answers: saved, currentQuestion: 2 })).statusCode).toBe(200);
    const sweep = () => t.app.modules.testTaking.closeExpiredAttempts();
    const mine = () => t.database.db.select().from(reports).where(eq(reports.userId, me.id));

    t.clock.advance(20 * 60_000 + 30_000); // deadline and grace over: the learner's own timeout submission may still land
    await sweep();
    expect(await mine()).toHaveLength(0);
    t.clock.advance(61_000);
    // Every process sweeps; each attempt closes once.
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    const rows = await mine();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ closedBy: 'server', timeTakenSeconds: 20 * 60 });

    // Back an hour later (a fresh session), the learner finds it on the tests list, and a late client's submit is a retry of it.
    t.clock.advance(60 * 60_000);
    const { token } = await t.app.modules.auth.startSession({ userId: me.id, tenantId: me.tenantId, role: 'User' });
    const again = call(BETA, token);
    const listed = (await again.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json().tests.find((x: { _id: string }) => x._id === exam);
    expect(listed).toMatchObject({ attempted: true, report: { _id: rows[0]!.id } });
    expect((await again.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 20 })).json().reportcard).toBe(rows[0]!.id);
    const { report } = (await again.get(`/api/report/get-report/${rows[0]!.id}`)).json();
    expect(report).toMatchObject({
      closedBy: 'server',
      correct_answers: 2,
      partial_answers: 1,
      wrong_answers: 1,
      timeTaken: 20,
      confidence: 50,
      confidenceAnswers: 2,
    });
    expect(report.answers[0]).toMatchObject({ selected: [0], flag: true, comment: 'NOT SURE', confidenceChosen: true, notes: 'beta-blocker' });
    expect(report.answers.map((a: { confidenceChosen: boolean }) => a.confidenceChosen)).toEqual([true, false, true, false]);
    expect(report.answers[2]).toMatchObject({ selected: ['true', null, 'true'], status: 'Partial' });
  });

  it('refuses a submission that does not fit the test, naming the field, and stores nothing', async () => {
    const { me, api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    await api.get(`/api/test/get-test/${exam}`);
    const cases: Array<[unknown[], string]> = [
      [perfect.slice(0, 3), 'response: must have one item per question (4)'],
      [[{ ...perfect[0], selected: [7] }, ...perfect.slice(1)], 'response[0].selected: must be option numbers of this question (0 to 3)'],
      [[{ ...perfect[0], selected: [0, 1] }, ...perfect.slice(1)], 'response[0].selected: a single-choice question takes one option'],
      [
        [...perfect.slice(0, 2), { ...perfect[2], selected: ['true'] }, perfect[3]],
        "response[2].selected: must give 'true', 'false' or null for each of its 3 parts",
      ],
    ];
    for (const [response, message] of cases)
      expect((await api.post(`/api/test/submit-test/${exam}`, { response, timeTaken: 1 })).json()).toEqual(refusal(message));
    expect(await t.database.db.select().from(reports).where(eq(reports.userId, me.id))).toHaveLength(0);
  });

  it("shows a report only to its learner, and never on another provider's host", async () => {
    const { api, id } = await freeLearner();
    const quiz = id('Quick Quiz');
    await api.get(`/api/test/get-test/${quiz}`);
    const { reportcard } = (await api.post(`/api/test/submit-test/${quiz}`, { response: perfect.slice(0, 2), timeTaken: 1 })).json();
    const other = await learner(t, 'beta');
    const snoop = await call(BETA, other.token).get(`/api/report/get-report/${reportcard}`);
    expect(snoop.statusCode).toBe(404);
    expect(snoop.json()).toEqual({ message: 'Report not found' });
    const alphaLearner = await learner(t, 'alpha');
    await giveActivePlan(t, alphaLearner.id, alphaLearner.tenantId, new Date(t.clock.millis() + 86_400_000));
    expect((await call(ALPHA, alphaLearner.token).get(`/api/report/get-report/${reportcard}`)).statusCode).toBe(404);
    expect((await call(ALPHA, alphaLearner.token).get(`/api/test/get-test/${quiz}`)).statusCode).toBe(404);
  });

  it('recharge: refused before a first report, then unlimited, alongside an open practice attempt', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    expect((await api.get(`/api/test/get-test/${exam}?mode=recharge`)).json()).toEqual({ message: 'Take this test once before recharging it' });
    await api.get(`/api/test/get-test/${exam}`);
    await api.post(`/api/test/submit-test/${exam}`, { response: perfect, timeTaken: 1 });
    for (let i = 0; i < 2; i++) {
      const opened = await api.get(`/api/test/get-test/${exam}?mode=recharge`);
      expect(opened.json().attempt.mode).toBe('recharge');
      const { reportcard } = (await api.post(`/api/test/submit-test/${exam}?mode=recharge`, { response: perfect, timeTaken: 1 })).json();
      expect((await api.get(`/api/report/get-report/${reportcard}`)).json().report.mode).toBe('recharge');
      t.clock.advance(5 * 60_000 + 1000);
    }
  });

  it('serves each attempt in its own order: a resumed Recharge keeps it, the next Recharge has the new one', async () => {
    const { api, id } = await freeLearner();
    const exam = id('Cardiology Mock Exam');
    const order = async (mode = '') =>
      ((await api.get(`/api/test/get-test/${exam}${mode}`)).json().test.questions_reference as Array<{ _id: string }>).map((q) => q._id);
    const p = await order();
    // Practice: the true/false question (third) wrong while sure.
    await api.post(`/api/test/submit-test/${exam}`, {
      response: [perfect[0], perfect[1], { ...perfect[2], comment: 'I KNOW IT', selected: ['false', 'true', 'false'] }, perfect[3]],
      timeTaken: 1,
    });
    // Recharge follows the latest report (the embedded database's clock is the test's).
    t.clock.advance(1000);
    const first = [p[2], p[0], p[1], p[3]];
    expect(await order('?mode=recharge')).toEqual(first);
    expect(await order('?mode=recharge')).toEqual(first);
    // That Recharge, in its order: only the last single-choice question (now fourth) wrong.
    await api.post(`/api/test/submit-test/${exam}?mode=recharge`, {
      response: [perfect[2], perfect[0], perfect[1], { ...perfect[3], comment: 'THINK SO', selected: [1] }],
      timeTaken: 1,
    });
    t.clock.advance(1000);
    const second = [p[3], p[0], p[1], p[2]];
    expect(await order('?mode=recharge')).toEqual(second);
    expect(await order('?mode=recharge')).toEqual(second);
  });
});

// Two server processes on one PostgreSQL, both sweeping: each expired attempt still closes once.
describeWith('postgres')('two server processes on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    one = await createTestApp('postgres', { database: shared });
    two = await createTestApp('postgres', { database: await openDatabase({ url: shared.url! }) });
  });
  afterAll(async () => {
    await two.close();
    await two.database.close();
    await one.close();
    await shared.close();
  });

  it('close each expired attempt once, whichever sweeps first', async () => {
    const learners = await Promise.all(Array.from({ length: 20 }, () => learner(one, 'beta')));
    const testsOf = (token: string) =>
      one.app.inject({
        method: 'GET',
        url: `/api/test/get-tests?subdomain_reference=${one.idOf('beta')}`,
        headers: { host: 'beta.localhost', authorization: `Bearer ${token}` },
      });
    const { tests } = (await testsOf(learners[0]!.token)).json();
    const quiz = tests.find((x: { test_name: string }) => x.test_name === 'Quick Quiz')._id;
    // Half open their attempt through one process, half through the other.
    await Promise.all(
      learners.map((l, i) =>
        (i % 2 ? two : one).app.inject({
          method: 'GET',
          url: `/api/test/get-test/${quiz}`,
          headers: { host: 'beta.localhost', authorization: `Bearer ${l.token}` },
        }),
      ),
    );
    one.clock.advance(10 * 60_000 + 2 * 60_000);
    const [a, b] = await Promise.all([one.app.modules.testTaking.closeExpiredAttempts(), two.app.modules.testTaking.closeExpiredAttempts()]);
    expect(a + b).toBe(20);
    const stored = await one.database.db.select().from(reports).where(eq(reports.testId, quiz));
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((r) => r.attemptId)).size).toBe(20);
  });

  it('resumes the attempt the database holds, in its order, though another process opened it since', async () => {
    const me = await learner(one, 'beta');
    const on = (app: TestApp) => (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.app.inject({ method, url, payload, headers: { host: 'beta.localhost', authorization: `Bearer ${me.token}` } });
    const [atOne, atTwo] = [on(one), on(two)];
    const { tests } = (await atOne('GET', `/api/test/get-tests?subdomain_reference=${one.idOf('beta')}`)).json();
    const exam = tests.find((x: { test_name: string }) => x.test_name === 'Cardiology Mock Exam')._id;
    const order = async (at: typeof atOne) =>
      ((await at('GET', `/api/test/get-test/${exam}?mode=recharge`)).json().test.questions_reference as Array<{ _id: string }>).map((q) => q._id);
    const p = ((await atOne('GET', `/api/test/get-test/${exam}`)).json().test.questions_reference as Array<{ _id: string }>).map((q) => q._id);
    await atOne('POST', `/api/test/submit-test/${exam}`, {
      response: [perfect[0], perfect[1], { ...perfect[2], selected: ['false', 'true', 'false'] }, perfect[3]],
      timeTaken: 1,
    });
    // Process one opens (and knows) the first Recharge; process two closes it and opens the next.
    expect(await order(atOne)).toEqual([p[2], p[0], p[1], p[3]]);
    await atTwo('POST', `/api/test/submit-test/${exam}?mode=recharge`, {
      response: [perfect[2], perfect[0], perfect[1], { ...perfect[3], selected: [1] }],
      timeTaken: 1,
    });
    expect(await order(atTwo)).toEqual([p[3], p[0], p[1], p[2]]);
    expect(await order(atOne)).toEqual([p[3], p[0], p[1], p[2]]);
  });
});
