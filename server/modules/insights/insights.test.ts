import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../../tests/support/accounts.ts';
import { learner } from '../../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { users } from '../../db/schema/accounts.ts';
import { reports } from '../../db/schema/attempts.ts';
import { rowsOf } from '../../db/rows-of.ts';

type Answer = { comment: string; confidenceChosen?: boolean; flag: boolean; selected: unknown[]; notes: string };
/** An answer whose confidence the learner chose. */
const answer = (comment: string, selected: unknown[]): Answer => ({ comment, confidenceChosen: true, flag: false, selected, notes: '' });
/** An answer whose confidence the learner never touched: the spec's default, I KNOW IT. */
const untouched = (selected: unknown[]): Answer => ({ comment: 'I KNOW IT', confidenceChosen: false, flag: false, selected, notes: '' });

/** The fixture bank's mock exam: q-single-1 (A), q-multi (A,B,D), q-sub (T,F,T), q-single-2 (C). */
const EXAM = {
  perfect: [answer('I KNOW IT', [0]), answer('I KNOW IT', [0, 1, 3]), answer('I KNOW IT', ['true', 'false', 'true']), answer('I KNOW IT', [2])],
  /** 3 of 4: q-single-2 wrong. */
  threeQuarters: [answer('I KNOW IT', [0]), answer('I KNOW IT', [0, 1, 3]), answer('I KNOW IT', ['true', 'false', 'true']), answer('I KNOW IT', [1])],
  /** 2 of 4: q-sub Partial, q-single-2 Wrong. */
  half: [answer('I KNOW IT', [0]), answer('I KNOW IT', [0, 1, 3]), answer('I KNOW IT', ['true', 'true', 'true']), answer('I KNOW IT', [0])],
  /**
   * The main learner's 2 of 4, by hand: Arrhythmias (q-single-1 Correct, q-multi Correct) 100;
   * Heart failure (q-sub Partial, q-single-2 Wrong) 0; confidence (0 + 33 + 67 + 100) / 4 = 50.
   */
  mine: [answer('NO IDEA', [0]), answer('NOT SURE', [0, 1, 3]), answer('THINK SO', ['true', 'true', 'true']), answer('I KNOW IT', [0])],
};
const SPEED = { right: [answer('THINK SO', [2])], wrong: [answer('I KNOW IT', [0])] };

describeEachDatabase('insights on %s', (kind) => {
  let t: TestApp;
  let ids: Record<'exam' | 'quiz' | 'speed', string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A beta (Free platform) learner named as given. */
  async function named(firstName: string, lastName: string, slug = 'beta') {
    const me = await learner(t, slug);
    await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, me.id));
    t.clock.advance(1000); // learners without reports rank in joining order
    const api = client(t, slug === 'beta' ? BETA : ALPHA, me.token);
    const submit = async (testId: string, response: Answer[], timeTaken = 3.3) => {
      const res = await api.post(`/api/test/submit-test/${testId}`, { response, timeTaken });
      if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
      t.clock.advance(1000); // a distinct creation time for every report, on either database
      return res.json().reportcard as string;
    };
    return { ...me, api, submit };
  }

  const body = async (api: ReturnType<typeof client>, url: string) => {
    const res = await api.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  // Beta's learners, ranked by hand: Ada 100 (1); Ben (75 + 100) / 2 = 87.5 (2); Cy 75 (3);
  // the main learner (50 + 100) / 2 = 75 (3, after Cy, whose first report is earlier); Di 50 (5);
  // Ed 0 with a report (6, last); Flo and Gus with none (not ranked).
  let me: Awaited<ReturnType<typeof named>>;
  let ed: Awaited<ReturnType<typeof named>>;
  let gus: Awaited<ReturnType<typeof named>>;
  let ada: Awaited<ReturnType<typeof named>>;
  let examReport: string;

  // The reports every test below reads, made through the real submit call.
  beforeAll(async () => {
    ada = await named('Ada', 'Lovelace');
    const { tests } = await body(ada.api, `/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`);
    const id = (name: string) => tests.find((x: { test_name: string }) => x.test_name === name)._id as string;
    ids = { exam: id('Cardiology Mock Exam'), quiz: id('Quick Quiz'), speed: id('60-Second Speed Round') };
    await ada.submit(ids.exam, EXAM.perfect);
    const ben = await named('Ben', 'Okafor');
    await ben.submit(ids.exam, EXAM.threeQuarters);
    await ben.submit(ids.speed, SPEED.right);
    await (await named('Cy', 'Park')).submit(ids.exam, EXAM.threeQuarters);
    me = await named('Mina', 'Rahman');
    examReport = await me.submit(ids.exam, EXAM.mine, 3.3);
    await me.submit(ids.speed, SPEED.right, 0.45);
    await (await named('Di', 'Evans')).submit(ids.exam, EXAM.half);
    ed = await named('Ed', 'Fox');
    await ed.submit(ids.speed, SPEED.wrong);
    await named('Flo', 'Grant');
    gus = await named('Gus', 'Hale');
    // Another provider's perfect learner never appears on beta.
    const alien = await named('Zed', 'Alien', 'alpha');
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, alien.id));
  });

  it('ranks the window of 5 around the caller with real ranks, sharing ranks on equal means', async () => {
    const board = (await body(me.api, `/api/user/get-leaderboard?subdomain=${t.idOf('beta')}`)).data;
    expect(board).toEqual([
      { rank: 2, name: 'Ben O.', performance: 87.5, attemptedPercentage: 66.67 },
      { rank: 3, name: 'Cy P.', performance: 75, attemptedPercentage: 33.33 },
      { rank: 3, name: 'You', performance: 75, attemptedPercentage: 66.67 },
      { rank: 5, name: 'Di E.', performance: 50, attemptedPercentage: 33.33 },
      { rank: 6, name: 'Ed F.', performance: 0, attemptedPercentage: 33.33 },
    ]);
  });

  it('clamps the window at either end; learners without reports are not ranked and see the top', async () => {
    const top = (await body(ada.api, `/api/user/get-leaderboard?subdomain=${t.idOf('beta')}`)).data;
    expect(top.map((r: { rank: number; name: string }) => `${r.rank} ${r.name}`)).toEqual(['1 You', '2 Ben O.', '3 Cy P.', '3 Mina R.', '5 Di E.']);
    const bottom = (await body(ed.api, `/api/user/get-leaderboard?subdomain=${t.idOf('beta')}`)).data;
    expect(bottom.map((r: { rank: number; name: string }) => `${r.rank} ${r.name}`)).toEqual(['2 Ben O.', '3 Cy P.', '3 Mina R.', '5 Di E.', '6 You']);
    expect(bottom.at(-1)).toEqual({ rank: 6, name: 'You', performance: 0, attemptedPercentage: 33.33 });
    const unranked = (await body(gus.api, `/api/user/get-leaderboard?subdomain=${t.idOf('beta')}`)).data;
    expect(unranked.map((r: { rank: number; name: string }) => `${r.rank} ${r.name}`)).toEqual(['1 Ada L.', '2 Ben O.', '3 Cy P.', '3 Mina R.', '5 Di E.']);
    expect(JSON.stringify(bottom)).not.toContain('Zed');
    expect((await client(t, BETA, me.token).get(`/api/user/get-leaderboard?subdomain=${t.idOf('alpha')}`)).statusCode).toBe(404);
  });

  it('moves a learner up the moment their report is stored (a computed ranking is reused only while nothing changed)', async () => {
    const board = async () =>
      ((await body(ada.api, `/api/user/get-leaderboard?subdomain=${t.idOf('beta')}`)).data as Array<{ rank: number; name: string }>).map(
        (r) => `${r.rank} ${r.name}`,
      );
    const hal = await named('Hal', 'Ives');
    expect(await board()).toEqual(['1 You', '2 Ben O.', '3 Cy P.', '3 Mina R.', '5 Di E.']);
    expect(await board()).toEqual(['1 You', '2 Ben O.', '3 Cy P.', '3 Mina R.', '5 Di E.']);
    await hal.submit(ids.exam, EXAM.perfect);
    expect(await board()).toEqual(['1 You', '1 Hal I.', '3 Ben O.', '4 Cy P.', '4 Mina R.']);
  });

  it("gives the dashboard's counts, recent results, newest tests and tickets of the caller only", async () => {
    const topic = (await body(me.api, `/api/topic/get-topics?sub_domain_reference=${t.idOf('beta')}`)).topics[0]._id;
    expect((await me.api.post('/api/ticket/create-ticket', { subject: 'Mock exam Q4', description: 'Is C right?', topic })).statusCode).toBe(201);
    const { data } = await body(me.api, `/api/user/get-user-dashboard-data?subdomain=${t.idOf('beta')}`);
    expect(data.exam).toEqual({ count: 1, attempted: 1, attemptedPercentage: 100 });
    expect(data.quiz).toEqual({ count: 2, attempted: 1, attemptedPercentage: 50 });
    expect(data.totalExam).toEqual({ count: 3, attempted: 2, attemptedPercentage: 66.67 });
    expect(
      data.reports.map((r: { test: { test_name: string }; correct_answers: number; total: number; percentage: number }) => [
        r.test.test_name,
        r.correct_answers,
        r.total,
        r.percentage,
      ]),
    ).toEqual([
      ['60-Second Speed Round', 1, 1, 100],
      ['Cardiology Mock Exam', 2, 4, 50],
    ]);
    expect(data.tests).toHaveLength(3);
    expect(
      data.tests
        .filter((x: { attempted: boolean }) => x.attempted)
        .map((x: { test_name: string }) => x.test_name)
        .sort(),
    ).toEqual(['60-Second Speed Round', 'Cardiology Mock Exam']);
    expect(data.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Mock exam Q4']);

    const fresh = await body(gus.api, `/api/user/get-user-dashboard-data?subdomain=${t.idOf('beta')}`);
    expect(fresh.data.reports).toEqual([]);
    expect(fresh.data.tickets).toEqual([]);
    expect(fresh.data.totalExam).toEqual({ count: 3, attempted: 0, attemptedPercentage: 0 });
  });

  it("gives Recharge the caller's lowest report's test, null for a new learner, and orders its questions wrong-while-sure first", async () => {
    expect(await body(me.api, '/api/report/get-lowest-report')).toEqual({ testId: ids.exam });
    expect(await body(gus.api, '/api/report/get-lowest-report')).toEqual({ testId: null });
    const recharge = await body(me.api, `/api/test/get-test/${ids.exam}?mode=recharge`);
    // Last time: q-sub Partial (THINK SO) and q-single-2 Wrong (I KNOW IT) come first.
    expect(recharge.test.questions_reference.map((q: { question: string }) => q.question.slice(3, 23))).toEqual([
      'About heart failure ',
      'Normal ejection frac',
      'First-line rate cont',
      'Which raise stroke r',
    ]);
  });

  it('lists proficiency for Exam reports only and groups a report by topic and subtopic, Partial not correct', async () => {
    const list = (await body(me.api, '/api/user/view-proficiency')).reports;
    expect(list).toEqual([
      {
        _id: examReport,
        test: { _id: ids.exam, test_name: 'Cardiology Mock Exam', duration_in_mins: 20 },
        total: 4,
        correct_answers: 2,
        percentage: 50,
        createdAt: expect.any(String),
      },
    ]);
    expect(await body(me.api, `/api/user/view-proficiency/${examReport}`)).toEqual({
      data: {
        exam_name: 'Cardiology Mock Exam',
        overall_percentage: 50,
        topic_wise: [
          {
            topic: 'Cardiology',
            percent: 50,
            subtopic: [
              { subtopic: 'Arrhythmias', percent: 100 },
              { subtopic: 'Heart failure', percent: 0 },
            ],
          },
        ],
      },
    });
    expect((await gus.api.get(`/api/user/view-proficiency/${examReport}`)).statusCode).toBe(404);
    expect((await client(t, ALPHA, me.token).get(`/api/user/view-proficiency/${examReport}`)).statusCode).toBe(401);
    expect((await body(gus.api, '/api/user/view-proficiency')).reports).toEqual([]);
  });

  it('draws the doughnut and the confidence-versus-performance series from the caller’s own reports', async () => {
    expect(await body(me.api, '/api/user/get-user-pie-chart')).toEqual({
      data: { confidence: 67, confidence_answers: 1, test_name: '60-Second Speed Round', total: 1, correct_answer: 1, graphdata: [67, 33] },
    });
    const { data } = await body(me.api, '/api/user/get-user-confidence');
    expect(data.uData).toEqual([50, 100]);
    expect(data.pData).toEqual([50, 67]);
    expect(data.xLabels).toEqual(['Cardiology Mock Exam', '60-Second Speed Round']);
    // 3 min 30 s and 45 s, measured by the server from the claimed start.
    expect(data.qData[0]).toBeCloseTo(3.5, 1);
    expect(data.qData[1]).toBeCloseTo(0.75, 1);
    expect(await body(gus.api, '/api/user/get-user-pie-chart')).toEqual({ data: null });
    expect(await body(gus.api, '/api/user/get-user-confidence')).toEqual({ data: { uData: [], pData: [], qData: [], xLabels: [] } });
  });

  it('counts tests and questions per month over the last 12 months, and calibration per confidence level', async () => {
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await t.database.db.update(reports).set({ createdAt: lastMonth }).where(eq(reports.id, examReport));
    const tests = (await body(me.api, '/api/user/get-user-test-data')).data;
    expect(tests).toHaveLength(12);
    expect(tests.slice(-2)).toEqual([
      { month: lastMonth.toISOString().slice(0, 7), count: 1 },
      { month: now.toISOString().slice(0, 7), count: 1 },
    ]);
    expect(tests.slice(0, -2).every((m: { count: number }) => m.count === 0)).toBe(true);
    const questions = (await body(me.api, '/api/user/get-user-question-data')).data;
    expect(questions.slice(-2).map((m: { count: number }) => m.count)).toEqual([4, 1]);
    expect((await body(gus.api, '/api/user/get-user-test-data')).data.every((m: { count: number }) => m.count === 0)).toBe(true);

    // By hand: I KNOW IT q-single-2 Wrong; THINK SO q-sub Partial + speed Correct; NOT SURE q-multi Correct; NO IDEA q-single-1 Correct.
    const { data } = await body(me.api, '/api/user/get-user-calibration');
    expect(
      data.overall.map((l: { level: string; answers: number; correct: number; accuracy: number | null }) => [l.level, l.answers, l.correct, l.accuracy]),
    ).toEqual([
      ['I KNOW IT', 1, 0, 0],
      ['THINK SO', 2, 1, 50],
      ['NOT SURE', 1, 1, 100],
      ['NO IDEA', 1, 1, 100],
    ]);
    expect(data.months.at(-1).levels.map((l: { answers: number }) => l.answers)).toEqual([0, 1, 0, 0]);
    expect(data.months.at(-2).levels.map((l: { answers: number }) => l.answers)).toEqual([1, 1, 1, 1]);
  });

  it("shows a learner's new report in their calibration at once (their rows are reused only while they have no new report)", async () => {
    const ivy = await named('Ivy', 'Lane');
    await ivy.submit(ids.speed, SPEED.right);
    const levels = async () =>
      (await body(ivy.api, '/api/user/get-user-calibration')).data.overall.map((l: { answers: number; correct: number }) => [l.answers, l.correct]);
    expect(await levels()).toEqual([
      [0, 0],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(await levels()).toEqual([
      [0, 0],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    // EXAM.half, all I KNOW IT: q-single-1 and q-multi Correct, q-sub Partial, q-single-2 Wrong.
    await ivy.submit(ids.exam, EXAM.half);
    expect(await levels()).toEqual([
      [4, 2],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
  });

  it('reads only the confidence a learner chose: defaults count nowhere, and a report with none has no confidence figure', async () => {
    const kit = await named('Kit', 'Moss');
    // One chosen (NOT SURE, Correct); three left at the default I KNOW IT (two of them Correct).
    await kit.submit(ids.exam, [answer('NOT SURE', [0]), untouched([0, 1, 3]), untouched(['true', 'false', 'true']), untouched([1])]);
    expect((await body(kit.api, '/api/user/get-user-pie-chart')).data).toMatchObject({ confidence: 33, confidence_answers: 1, total: 4, correct_answer: 3 });
    const levels = async () =>
      (await body(kit.api, '/api/user/get-user-calibration')).data.overall.map((l: { answers: number; correct: number }) => [l.answers, l.correct]);
    expect(await levels()).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);

    // A test where Kit touched no confidence at all (an app that does not send the flag either): no figure, not 100 %.
    const { confidenceChosen: _, ...older } = untouched([2]);
    await kit.submit(ids.speed, [older]);
    expect((await body(kit.api, '/api/user/get-user-pie-chart')).data).toEqual({
      confidence: 0,
      confidence_answers: 0,
      test_name: '60-Second Speed Round',
      total: 1,
      correct_answer: 1,
      graphdata: [0, 100],
    });
    expect((await body(kit.api, '/api/user/get-user-confidence')).data.pData).toEqual([33, null]);
    expect(await levels()).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
  });

  it('counts answers and reports stored before the choice was recorded as not chosen (the migration default)', async () => {
    const rows = await rowsOf(
      t.database.db,
      sql`select table_name, column_default, is_nullable from information_schema.columns
        where (table_name, column_name) in (('report_answers', 'confidence_chosen'), ('reports', 'confidence_answers')) order by table_name`,
    );
    expect(rows.map((r) => [r.table_name, r.column_default, r.is_nullable])).toEqual([
      ['report_answers', 'false', 'NO'],
      ['reports', '0', 'NO'],
    ]);
  });

  it('needs a token of this provider for every insight call', async () => {
    for (const url of [
      '/api/report/get-lowest-report',
      '/api/user/view-proficiency',
      '/api/user/get-user-test-data',
      '/api/user/get-user-pie-chart',
      '/api/user/get-user-confidence',
      '/api/user/get-user-question-data',
      '/api/user/get-user-calibration',
    ]) {
      expect((await client(t, BETA).get(url)).statusCode, url).toBe(401);
      expect((await client(t, ALPHA, me.token).get(url)).statusCode, url).toBe(401);
    }
  });
});
