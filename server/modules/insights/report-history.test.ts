import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../../tests/support/accounts.ts';
import { learner } from '../../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { tests as testsTable } from '../../db/schema/bank.ts';

type Answer = { comment: string; flag: boolean; selected: unknown[]; notes: string };
const answer = (comment: string, selected: unknown[]): Answer => ({ comment, flag: false, selected, notes: '' });
/** The fixture bank's mock exam, 3 of 4 right (q-single-2 wrong). */
const EXAM = [answer('I KNOW IT', [0]), answer('I KNOW IT', [0, 1, 3]), answer('I KNOW IT', ['true', 'false', 'true']), answer('I KNOW IT', [1])];
const SPEED = [answer('THINK SO', [2])];

interface Item {
  _id: string;
  test: { test_name: string; test_type: string };
  kind: string;
  total: number;
  correct_answers: number;
  percentage: number;
  createdAt: string;
}

describeEachDatabase('the report history on %s', (kind) => {
  let t: TestApp;
  let ids: Record<'exam' | 'quiz' | 'speed', string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function someone(slug = 'beta') {
    const me = await learner(t, slug);
    const api = client(t, slug === 'beta' ? BETA : ALPHA, me.token);
    const submit = async (testId: string, response: Answer[]) => {
      const res = await api.post(`/api/test/submit-test/${testId}`, { response, timeTaken: 2.5 });
      if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
      t.clock.advance(1000); // a distinct creation time for every report, on either database
      return res.json().reportcard as string;
    };
    return { ...me, api, submit };
  }

  const history = async (api: ReturnType<typeof client>, query = '') => {
    const res = await api.get(`/api/report/get-report-history${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reports: Item[]; next: string | null };
  };

  let me: Awaited<ReturnType<typeof someone>>;
  let other: Awaited<ReturnType<typeof someone>>;
  let reportIds: { exam: string; speed: string; otherExam: string };
  beforeAll(async () => {
    me = await someone();
    const { tests } = (await me.api.get(`/api/test/get-tests?subdomain_reference=${t.idOf('beta')}`)).json();
    const id = (name: string) => tests.find((x: { test_name: string }) => x.test_name === name)._id as string;
    ids = { exam: id('Cardiology Mock Exam'), quiz: id('Quick Quiz'), speed: id('60-Second Speed Round') };
    const exam = await me.submit(ids.exam, EXAM);
    // Opened and never submitted: no report, so not listed.
    expect((await me.api.get(`/api/test/get-test/${ids.quiz}`)).statusCode).toBe(200);
    const speed = await me.submit(ids.speed, SPEED);
    other = await someone();
    const otherExam = await other.submit(ids.exam, EXAM);
    reportIds = { exam, speed, otherExam };
  });

  it('lists every submitted attempt of the caller, newest first, with name, kind, score and date', async () => {
    const page = await history(me.api);
    expect(page.next).toBeNull();
    expect(page.reports.map((r) => r._id)).toEqual([reportIds.speed, reportIds.exam]);
    expect(page.reports.map((r) => [r.test.test_name, r.kind, r.correct_answers, r.total, r.percentage])).toEqual([
      ['60-Second Speed Round', 'Quiz', 1, 1, 100],
      ['Cardiology Mock Exam', 'Exam', 3, 4, 75],
    ]);
    expect(Date.parse(page.reports[0]!.createdAt)).toBeGreaterThan(Date.parse(page.reports[1]!.createdAt));
    // Each item opens its review.
    const review = await me.api.get(`/api/report/get-report/${page.reports[1]!._id}`);
    expect(review.statusCode, review.body).toBe(200);
  });

  it('pages exactly: limit items, next names the last, the following page starts after it; on the last page next is null', async () => {
    const first = await history(me.api, '?limit=1');
    expect(first.reports.map((r) => r._id)).toEqual([reportIds.speed]);
    expect(first.next).toBe(reportIds.speed);
    const second = await history(me.api, `?limit=1&after=${first.next}`);
    expect(second.reports.map((r) => r._id)).toEqual([reportIds.exam]);
    expect(second.next).toBeNull();
    // After the last report: an empty page.
    expect(await history(me.api, `?limit=1&after=${reportIds.exam}`)).toEqual({ reports: [], next: null });
    expect(await history(me.api, '?limit=2')).toMatchObject({ next: null });
  });

  it('shows a learner only their own reports of their own provider', async () => {
    expect((await history(other.api)).reports.map((r) => r._id)).toEqual([reportIds.otherExam]);
    // Another learner's report as the cursor is unknown, not a way in.
    expect((await me.api.get(`/api/report/get-report-history?after=${reportIds.otherExam}`)).statusCode).toBe(404);
    const stranger = await someone('alpha');
    expect(await history(stranger.api)).toEqual({ reports: [], next: null });
    // A beta token on the alpha host is not a session there.
    expect((await client(t, ALPHA, me.token).get('/api/report/get-report-history')).statusCode).toBe(401);
    expect((await client(t, BETA).get('/api/report/get-report-history')).statusCode).toBe(401);
  });

  it('names a topic’s practice test as Topic', async () => {
    const learnerOfTopic = await someone();
    await learnerOfTopic.submit(ids.speed, SPEED);
    await t.database.db.update(testsTable).set({ kind: 'topic' }).where(eq(testsTable.id, ids.speed));
    try {
      expect((await history(learnerOfTopic.api)).reports.map((r) => r.kind)).toEqual(['Topic']);
    } finally {
      await t.database.db.update(testsTable).set({ kind: 'set' }).where(eq(testsTable.id, ids.speed));
    }
  });

  it('refuses a bad limit or cursor with 400 and changes nothing', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=two', '?after=not-a-uuid']) {
      const res = await me.api.get(`/api/report/get-report-history${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await history(me.api)).reports).toHaveLength(2);
  });
});
