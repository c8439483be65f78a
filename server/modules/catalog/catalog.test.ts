import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, BETA, client } from '../../../tests/support/accounts.ts';
import { learner } from '../../../tests/support/learners.ts';
import { SVG, tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';

/** A second topic for alpha: hostile HTML in its description, a carousel image, an exam-only question. */
const RESPIRATORY = `key: respiratory
topic: Respiratory medicine
description: >-
  <p>Asthma and COPD.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>
images:
  - { file: assets/topics/airways.svg, alt: The bronchial tree from trachea to alveoli }
references: [https://www.brit-thoracic.org.uk/quality-improvement/guidelines/]
subtopics:
  - key: asthma
    name: Asthma
    questions:
      - { key: r-asthma-1, type: single, question: <p>Step one?</p>, options: [SABA, LABA], answer: A, explanation: <p>SABA.</p> }
      - { key: r-asthma-2, type: single, question: <p>Step two?</p>, options: [ICS, None], answer: A, explanation: <p>ICS.</p> }
      - { key: r-asthma-held, type: single, question: <p>Held?</p>, options: ['Yes', 'No'], answer: A, explanation: <p>Held.</p>, examOnly: true }
  - key: copd
    name: COPD
    questions:
      - { key: r-copd-1, type: single, question: <p>Spirometry?</p>, options: [FEV1/FVC below 0.7, Above], answer: A, explanation: <p>Below.</p> }
`;

const HELP = `---
title: Using alpha
---
<h2>Getting started</h2><p>Take a test.</p><script>alert(1)</script><p onclick="alert(2)">Tap here</p>`;

/** Hostile markup that must never reach a learner. */
const expectSafe = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
};

describeEachDatabase('the catalog and help on %s', (kind) => {
  let t: TestApp;
  let alpha: ReturnType<typeof client>;
  let beta: ReturnType<typeof client>;
  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha', {
      platformType: 'Free',
      manifest: { subdomain: 'MRCP Part 1' },
      files: { 'content/bank/02-respiratory.yaml': RESPIRATORY, 'assets/topics/airways.svg': SVG, 'content/help.html': HELP },
    });
    writeTenant(dir, 'beta', { platformType: 'Free' });
    t = await createTestApp(kind, { tenantsDir: dir });
    alpha = client(t, ALPHA, (await learner(t, 'alpha')).token);
    beta = client(t, BETA, (await learner(t, 'beta')).token);
  });
  afterAll(() => t.close());

  const body = async (api: ReturnType<typeof client>, url: string) => {
    const res = await api.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const topicsOf = async (api: ReturnType<typeof client>, slug: string, key?: string) =>
    (await body(api, `/api/user/get-topics/${t.idOf(slug)}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`)).topics as Array<{
      _id: string;
      topic_name: string;
      subtopic_count: number;
      questionCount: number;
      description: string;
    }>;

  it('lists the provider’s topics alphabetically with their subtopic and question counts, descriptions sanitised', async () => {
    const topics = await topicsOf(alpha, 'alpha');
    expect(topics.map((x) => [x.topic_name, x.subtopic_count, x.questionCount])).toEqual([
      ['Cardiology', 2, 4],
      ['Respiratory medicine', 2, 4],
    ]);
    const respiratory = topics[1]!;
    expect(respiratory.description).toContain('<p>Asthma and COPD.</p>');
    expectSafe(respiratory.description);
  });

  it('filters by a case-insensitive part of the name, wildcards taken literally', async () => {
    expect((await topicsOf(alpha, 'alpha', 'RESPIR')).map((x) => x.topic_name)).toEqual(['Respiratory medicine']);
    expect((await topicsOf(alpha, 'alpha', 'dio')).map((x) => x.topic_name)).toEqual(['Cardiology']);
    expect(await topicsOf(alpha, 'alpha', '%')).toEqual([]);
    expect(await topicsOf(alpha, 'alpha', '_')).toEqual([]);
    expect((await topicsOf(alpha, 'alpha', '  ')).length).toBe(2);
    expect((await alpha.get(`/api/user/get-topics/${t.idOf('alpha')}?key=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('gives a topic with its images (alt text), references, subtopics and practice Quizzes that hold no Exam question', async () => {
    const [, listed] = await topicsOf(alpha, 'alpha');
    const { topic } = await body(alpha, `/api/user/get-topic/${listed!._id}`);
    expect(topic.topic_name).toBe('Respiratory medicine');
    expect(topic.images).toEqual([
      { url: expect.stringMatching(/^\/tenant-assets\/topics\/airways\.svg\?v=/), alt: 'The bronchial tree from trachea to alveoli' },
    ]);
    expect(topic.references).toEqual(['https://www.brit-thoracic.org.uk/quality-improvement/guidelines/']);
    expect(topic.subtopics.map((s: { sub_topic_name: string; questionCount: number }) => [s.sub_topic_name, s.questionCount])).toEqual([
      ['Asthma', 3],
      ['COPD', 1],
    ]);
    expectSafe(topic.description);

    // The topic's practice: every question but the exam-only one, as a Quiz taken like any test.
    const practice = await body(alpha, `/api/test/get-test/${topic.practice_test_id}`);
    expect(practice.test.test_type).toBe('Quiz');
    expect(practice.test.questions_reference.map((q: { question: string }) => q.question)).toEqual([
      '<p>Step one?</p>',
      '<p>Step two?</p>',
      '<p>Spirometry?</p>',
    ]);
    const copd = await body(alpha, `/api/test/get-test/${topic.subtopics[1].practice_test_id}`);
    expect(copd.test.questions_reference).toHaveLength(1);
    const answers = practice.test.questions_reference.map(() => ({ comment: 'I KNOW IT', flag: false, selected: [0], notes: '' }));
    const submitted = await alpha.post(`/api/test/submit-test/${topic.practice_test_id}`, { response: answers, timeTaken: 1.3 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const report = await body(alpha, `/api/report/get-report/${submitted.json().reportcard}`);
    expect([report.report.test.test_name, report.report.total, report.report.correct_answers]).toEqual(['Respiratory medicine practice', 3, 3]);
    // It is practice, not one of the provider's tests: never listed or counted.
    const { tests } = await body(alpha, `/api/test/get-tests?subdomain_reference=${t.idOf('alpha')}`);
    expect(tests.map((x: { _id: string }) => x._id)).not.toContain(topic.practice_test_id);
    expect((await body(alpha, `/api/user/get-user-dashboard-data?subdomain=${t.idOf('alpha')}`)).data.totalExam.count).toBe(tests.length);

    // Cardiology's questions all stand in its Active mock exam: no practice could avoid them.
    const cardiology = await body(alpha, `/api/user/get-topic/${(await topicsOf(alpha, 'alpha', 'cardio'))[0]!._id}`);
    expect(cardiology.topic.practice_test_id).toBeNull();
  });

  it('gives the summary tree: domain, subdomain, topics by name with question counts and subtopics', async () => {
    const { summary } = await body(alpha, `/api/sub-domain/view-summary?subdomain=${t.idOf('alpha')}`);
    expect(summary).toEqual({
      domain: 'Medicine',
      subdomain: 'MRCP Part 1',
      topics: {
        Cardiology: {
          questionsCount: 4,
          subtopics: [
            { sub_topic_name: 'Arrhythmias', questionsCount: 2 },
            { sub_topic_name: 'Heart failure', questionsCount: 2 },
          ],
        },
        'Respiratory medicine': {
          questionsCount: 4,
          subtopics: [
            { sub_topic_name: 'Asthma', questionsCount: 3 },
            { sub_topic_name: 'COPD', questionsCount: 1 },
          ],
        },
      },
    });
    // Without a subdomain in its folder, the provider's name stands there.
    expect((await body(beta, `/api/sub-domain/view-summary?subdomain=${t.idOf('beta')}`)).summary.subdomain).toBe(t.registry.bySlug('beta')!.manifest.name);
  });

  it('gives the provider’s own help page, sanitised, and the spec’s No content without one', async () => {
    const help = await body(alpha, `/api/helppage/help?subdomain=${t.idOf('alpha')}`);
    expect(help).toMatchObject({ title: 'Using alpha', message: 'OK' });
    expect(help.description).toContain('<h2>Getting started</h2>');
    expect(help.description).toContain('Tap here');
    expectSafe(help.description);
    expect(await body(beta, `/api/helppage/help?subdomain=${t.idOf('beta')}`)).toEqual({ title: null, description: null, message: 'No content' });
  });

  it('shows a provider’s catalog only on its own host, to its own learners', async () => {
    const [cardiology] = await topicsOf(alpha, 'alpha');
    expect((await beta.get(`/api/user/get-topic/${cardiology!._id}`)).statusCode).toBe(404);
    expect((await beta.get(`/api/user/get-topics/${t.idOf('alpha')}`)).statusCode).toBe(404);
    expect((await beta.get(`/api/sub-domain/view-summary?subdomain=${t.idOf('alpha')}`)).statusCode).toBe(404);
    expect((await beta.get(`/api/helppage/help?subdomain=${t.idOf('alpha')}`)).statusCode).toBe(404);
    const betaTokenOnAlpha = client(t, ALPHA, beta.headers().authorization!.slice('Bearer '.length));
    expect((await betaTokenOnAlpha.get(`/api/user/get-topics/${t.idOf('alpha')}`)).statusCode).toBe(401);
    expect((await client(t, ALPHA).get(`/api/helppage/help?subdomain=${t.idOf('alpha')}`)).statusCode).toBe(401);
    expect((await alpha.get('/api/user/get-topic/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
