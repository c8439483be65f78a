import { afterAll, beforeAll, expect, it } from 'vitest';
import { learner } from '../../tests/support/learners.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { AR, translatedTenant } from '../../tests/support/translated-tenant-fixture.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

/** The fixture bank's key, in mock-exam order: q-single-1 (A), q-multi (A,B,D), q-sub (T,F,T), q-single-2 (C). */
const perfect = [
  { comment: 'I KNOW IT', flag: false, selected: [0], notes: '' },
  { comment: 'THINK SO', flag: false, selected: [0, 1, 3], notes: '' },
  { comment: 'NOT SURE', flag: false, selected: ['true', 'false', 'true'], notes: '' },
  { comment: 'NO IDEA', flag: false, selected: [2], notes: '' },
];

/**
 * A provider offering English (its default) and Arabic answers every call a learner reads in the
 * request's language, each field falling back to English; in en-GB it answers as it always has.
 */
describeEachDatabase('authored content in the request language on %s', (kind) => {
  let t: TestApp;
  let alpha: string;
  /** A learner's bearer header: most of these calls are the members' area. */
  let auth: Record<string, string>;
  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha', { ...translatedTenant('alpha'), platformType: 'Free' });
    writeTenant(dir, 'beta', { platformType: 'Free' });
    // The same provider without its tests: no Exam holds the bank's questions, so each topic and subtopic has a practice Quiz.
    const gamma = translatedTenant('gamma');
    writeTenant(dir, 'gamma', { ...gamma, platformType: 'Free', files: { ...gamma.files, 'content/tests.yaml': '[]\n' } });
    t = await createTestApp(kind, { tenantsDir: dir });
    alpha = t.idOf('alpha');
    auth = { authorization: `Bearer ${(await learner(t, 'alpha')).token}` };
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, host = ALPHA) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const inAll = async (url: string, own: Record<string, string> = {}) => {
    const headers = { ...auth, ...own };
    const [ar, english, plain] = await Promise.all([
      get(url, { 'accept-language': 'ar', ...headers }),
      get(url, { 'accept-language': 'en-GB', ...headers }),
      get(url, headers),
    ]);
    for (const response of [ar, english, plain]) expect(response.statusCode).toBe(200);
    // en-GB is the default language: its answer is the one without any language asked.
    expect(english.json()).toEqual(plain.json());
    return { ar: ar.json(), en: english.json(), arResponse: ar };
  };

  it('landing: the manifest, website content, pages, FAQs, help, plans and subdomain', async () => {
    const manifest = await inAll('/api/tenant/manifest');
    expect(manifest.ar).toMatchObject({
      name: AR.name,
      hero: { heading: AR.heroHeading, tagline: 'alpha tagline' },
      copy: { 'landing:hero.getStarted': AR.copy },
    });
    expect(manifest.en).toMatchObject({ name: 'Alpha Academy', hero: { heading: 'alpha hero heading' }, copy: { 'landing:hero.getStarted': 'Begin now' } });

    const content = await inAll(`/api/website/content?subdomain=${alpha}`);
    expect(content.ar).toMatchObject({
      subdomain_reference: { sub_domain_name: AR.name },
      homePage: { heading: AR.heroHeading, tagline: 'alpha tagline' },
      aboutUs: { description: AR.aboutHtml },
    });
    expect(content.en).toMatchObject({ homePage: { heading: 'alpha hero heading' }, aboutUs: { description: '<p>About alpha</p><img src="x" />' } });

    const pages = await inAll(`/api/professor_pages/get-pages?subdomain=${alpha}`);
    expect(pages.ar.pages.map((p: { title: string; description: string }) => [p.title, p.description])).toEqual([
      [AR.pageTitle, AR.pageHtml],
      ['Terms', '<p>Terms of alpha.</p>'],
    ]);
    expect(pages.en.pages[0]).toMatchObject({ title: 'About alpha', description: '<p>We are alpha.</p>' });

    const faqs = await inAll(`/api/faq/get-faqs?subdomain=${alpha}`);
    expect(faqs.ar.faqs.map((f: { question: string; answer: string }) => [f.question, f.answer])).toEqual([
      [AR.faqQuestion, 'A question bank.'],
      ['Can I cancel?', 'Yes.'],
    ]);
    expect(faqs.en.faqs[0].question).toBe('What is alpha?');

    const help = await inAll(`/api/helppage/help?subdomain=${alpha}`);
    expect([help.ar, help.en]).toEqual([
      { title: AR.helpTitle, description: AR.helpHtml, message: 'OK' },
      { title: 'Help', description: '<p>How to use the site.</p>', message: 'OK' },
    ]);

    const plans = await inAll(`/api/plans/get-plans?subdomain=${alpha}`);
    expect(plans.ar.subDomain.plans[0]).toMatchObject({ name: AR.plan, validity: '1 Month', access: 'All banks', features: AR.planFeatures });
    expect(plans.en.subDomain.plans[0]).toMatchObject({ name: 'alpha Monthly', features: ['Timed mocks', 'Reports'] });
    const details = await inAll(`/api/sub-domain/get-sub-domain/${alpha}`);
    expect(details.ar.subDomain).toMatchObject({ sub_domain_name: AR.name, plans: [{ name: AR.plan }] });
  });

  it('keeps each language its own answer at one address, and says the language decides it (Vary)', async () => {
    const url = `/api/faq/get-faqs?subdomain=${alpha}`;
    // Asked in turn, each from the kept answers: neither is served the other's.
    for (const [language, question] of [
      ['ar', AR.faqQuestion],
      ['en-GB', 'What is alpha?'],
      ['ar', AR.faqQuestion],
    ] as const) {
      const response = await get(url, { 'accept-language': language });
      expect(response.json().faqs[0].question).toBe(question);
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
    // The device's choice (the lang cookie) decides too.
    expect((await get(url, { cookie: 'lang=ar', 'accept-language': 'en-GB' })).json().faqs[0].question).toBe(AR.faqQuestion);
    expect((await get('/api/tenant/manifest', { 'accept-language': 'ar' })).headers.vary).toMatch(/Accept-Language, Cookie/);
    // A provider with one language answers the same whatever is asked.
    const beta = await get(`/api/faq/get-faqs?subdomain=${t.idOf('beta')}`, { 'accept-language': 'ar' }, BETA);
    expect(beta.headers.vary).toBe('Accept-Encoding');
  });

  it('the bank: topics, one topic, the summary and ticket topics', async () => {
    const topics = await inAll(`/api/user/get-topics/${alpha}`);
    expect(topics.ar.topics[0]).toMatchObject({ topic_name: AR.topic, description: AR.topicHtml });
    expect(topics.en.topics[0]).toMatchObject({ topic_name: 'Cardiology', description: '<p>Heart disease.</p>' });
    // Search reads the name in the language asked.
    expect((await get(`/api/user/get-topics/${alpha}?key=${encodeURIComponent('القلب')}`, { ...auth, 'accept-language': 'ar' })).json().topics).toHaveLength(1);
    expect((await get(`/api/user/get-topics/${alpha}?key=${encodeURIComponent('القلب')}`, { ...auth, 'accept-language': 'en-GB' })).json().topics).toHaveLength(
      0,
    );

    const topic = await inAll(`/api/user/get-topic/${topics.en.topics[0]._id}`);
    expect(topic.ar.topic.subtopics.map((s: { sub_topic_name: string }) => s.sub_topic_name)).toEqual([AR.subtopic, 'Heart failure']);
    expect(topic.en.topic.subtopics.map((s: { sub_topic_name: string }) => s.sub_topic_name)).toEqual(['Arrhythmias', 'Heart failure']);

    const summary = await inAll(`/api/sub-domain/view-summary?subdomain=${alpha}`);
    expect(Object.keys(summary.ar.summary.topics)).toEqual([AR.topic]);
    expect(summary.ar.summary.topics[AR.topic].subtopics[0].sub_topic_name).toBe(AR.subtopic);
    expect(Object.keys(summary.en.summary.topics)).toEqual(['Cardiology']);

    const ticketTopics = await inAll(`/api/topic/get-topics?sub_domain_reference=${alpha}`);
    expect(ticketTopics.ar.topics.map((x: { topic_name: string }) => x.topic_name)).toEqual([AR.supportTopic, 'Technical problem']);
    expect(ticketTopics.en.topics.map((x: { topic_name: string }) => x.topic_name)).toEqual(['alpha question bank', 'Technical problem']);
  });

  it("a ticket names its topic in the request language: the learner's list and conversation, the dashboard and the staff inbox", async () => {
    const me = await learner(t, 'alpha');
    const staff = await staffMember(t, 'alpha');
    const { topics } = (await get(`/api/topic/get-topics?sub_domain_reference=${alpha}`)).json() as { topics: Array<{ _id: string; topic_name: string }> };
    const [translatedTopic, untranslatedTopic] = topics;
    const raise = async (topic: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/ticket/create-ticket',
        headers: { host: ALPHA, authorization: `Bearer ${me.token}`, 'accept-language': 'ar' },
        payload: { subject: 'Question 3', description: 'Two answers look right.', topic },
      });
      expect(created.statusCode).toBe(201);
      return created.json().ticket as { _id: string; topic: { topic_name: string } };
    };
    const first = await raise(translatedTopic!._id);
    // The topic Arabic has no name for falls back to English.
    const second = await raise(untranslatedTopic!._id);
    expect([first.topic.topic_name, second.topic.topic_name]).toEqual([AR.supportTopic, 'Technical problem']);

    const as = (token: string, language: string) => ({ authorization: `Bearer ${token}`, 'accept-language': language });
    const names = (tickets: Array<{ _id: string; topic: { topic_name: string } }>) =>
      Object.fromEntries(tickets.filter((x) => [first._id, second._id].includes(x._id)).map((x) => [x._id, x.topic.topic_name]));
    for (const [language, expected] of [
      ['ar', AR.supportTopic],
      ['en-GB', 'alpha question bank'],
    ] as const) {
      const want = { [first._id]: expected, [second._id]: 'Technical problem' };
      expect(names((await get('/api/ticket/get-all-tickets?role=User', as(me.token, language))).json().tickets)).toEqual(want);
      expect((await get(`/api/ticket/get-ticket/${first._id}`, as(me.token, language))).json().ticket.topic.topic_name).toBe(expected);
      expect(names((await get(`/api/user/get-user-dashboard-data?subdomain=${alpha}`, as(me.token, language))).json().data.tickets)).toEqual(want);
      expect(names((await get('/api/staff/tickets', as(staff.token, language))).json().tickets)).toEqual(want);
      expect((await get(`/api/ticket/get-ticket/${first._id}`, as(staff.token, language))).json().ticket.topic.topic_name).toBe(expected);
    }
  });

  it(`a topic's practice Quizzes are named in the request language: the product's words in it around the topic's and subtopic's names, \
each falling back to English`, async () => {
    const gamma = 'gamma.localhost';
    const me = await learner(t, 'gamma');
    const as = (language: string) => ({ authorization: `Bearer ${me.token}`, 'accept-language': language });
    const [listed] = (await get(`/api/user/get-topics/${t.idOf('gamma')}`, as('en-GB'), gamma)).json().topics as Array<{ _id: string }>;
    const { topic } = (await get(`/api/user/get-topic/${listed!._id}`, as('en-GB'), gamma)).json() as {
      topic: { practice_test_id: string; subtopics: Array<{ practice_test_id: string }> };
    };
    const ids = [topic.practice_test_id, ...topic.subtopics.map((s) => s.practice_test_id)];
    const names = async (language: string) =>
      Promise.all(ids.map(async (id) => (await get(`/api/test/get-test/${id}`, as(language), gamma)).json().test.test_name as string));
    expect(await names('ar')).toEqual([`تدريب على ${AR.topic}`, `تدريب على ${AR.topic}: ${AR.subtopic}`, `تدريب على ${AR.topic}: Heart failure`]);
    expect(await names('en-GB')).toEqual(['Cardiology practice', 'Cardiology practice: Arrhythmias', 'Cardiology practice: Heart failure']);

    // Its report and the dashboard's latest reports name it so too.
    const response = [0, 1].map(() => ({ comment: 'I KNOW IT', flag: false, selected: [0], notes: '' }));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/test/submit-test/${ids[1]}`,
      headers: { host: gamma, ...as('en-GB') },
      payload: { response, timeTaken: 1.5 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await get(`/api/report/get-report/${submitted.json().reportcard}`, as('ar'), gamma)).json().report.test.test_name).toBe(
      `تدريب على ${AR.topic}: ${AR.subtopic}`,
    );
    const dashboard = async (language: string) =>
      (await get(`/api/user/get-user-dashboard-data?subdomain=${t.idOf('gamma')}`, as(language), gamma)).json().data.reports[0].test.test_name as string;
    expect(await dashboard('ar')).toBe(`تدريب على ${AR.topic}: ${AR.subtopic}`);
    expect(await dashboard('en-GB')).toBe('Cardiology practice: Arrhythmias');
  });

  it('taking a test: its name, its questions, the report and proficiency, each field falling back to English', async () => {
    const me = await learner(t, 'alpha');
    const as = (language: string) => ({ authorization: `Bearer ${me.token}`, 'accept-language': language });
    const list = async (language: string) =>
      (await get(`/api/test/get-tests?subdomain_reference=${alpha}`, as(language))).json().tests as Array<{ _id: string; test_name: string }>;
    const [arTests, enTests] = [await list('ar'), await list('en-GB')];
    const exam = enTests.find((x) => x.test_name === 'Cardiology Mock Exam')!._id;
    expect(arTests.find((x) => x._id === exam)!.test_name).toBe(AR.test);
    expect(arTests.find((x) => x.test_name === 'Quick Quiz')).toBeDefined();

    const open = async (language: string) => (await get(`/api/test/get-test/${exam}`, as(language))).json();
    const ar = await open('ar');
    expect(ar.test.test_name).toBe(AR.test);
    const [q1, , , q4] = ar.test.questions_reference;
    expect([q1.question, q1.options, q1.sub_topic_reference.sub_topic_name]).toEqual([AR.question, AR.options, AR.subtopic]);
    expect([q4.question, q4.options, q4.sub_topic_reference.sub_topic_name]).toEqual([
      '<p>Normal ejection fraction is at least?</p>',
      ['30%', '40%', '50%'],
      'Heart failure',
    ]);
    const en = await open('en-GB');
    expect(en.test.test_name).toBe('Cardiology Mock Exam');
    expect(en.test.questions_reference[0].options).toEqual(['Bisoprolol', 'Amiodarone', 'Digoxin', 'Flecainide']);

    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/test/submit-test/${exam}`,
      headers: { host: ALPHA, ...as('en-GB') },
      payload: { response: perfect, timeTaken: 5.07 },
    });
    expect(submitted.statusCode).toBe(200);
    const report = async (language: string) => (await get(`/api/report/get-report/${submitted.json().reportcard}`, as(language))).json().report;
    const arReport = await report('ar');
    expect(arReport.test.test_name).toBe(AR.test);
    expect(arReport.test.questions_reference.map((q: { explanation: { description: string } }) => q.explanation.description)).toEqual([
      '<p>SECRET-EXPLANATION-1 beta-blockers first.</p>',
      '<p>SECRET-EXPLANATION-2 CHA2DS2-VASc.</p>',
      '<p>SECRET-EXPLANATION-3 NICE NG106.</p>',
      AR.explanation,
    ]);
    expect((await report('en-GB')).test.questions_reference[3].explanation.description).toBe('<p>SECRET-EXPLANATION-4 about fifty.</p>');

    const { reports } = (await get('/api/user/view-proficiency', as('ar'))).json();
    expect(reports[0].test.test_name).toBe(AR.test);
    const detail = async (language: string) => (await get(`/api/user/view-proficiency/${reports[0]._id}`, as(language))).json().data;
    expect(await detail('ar')).toMatchObject({
      exam_name: AR.test,
      topic_wise: [{ topic: AR.topic, subtopic: expect.arrayContaining([expect.objectContaining({ subtopic: AR.subtopic })]) }],
    });
    expect(await detail('en-GB')).toMatchObject({ exam_name: 'Cardiology Mock Exam', topic_wise: [{ topic: 'Cardiology' }] });
  });
});
