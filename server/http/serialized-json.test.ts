import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../app.ts';
import { client } from '../../tests/support/accounts.ts';
import { giveActivePlan, learner } from '../../tests/support/learners.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { responseValidator } from './response-validator.ts';

interface OpenedQuestion {
  question_type: string;
  sub_questions: unknown[];
}

/**
 * The server checks a body written once (serialized-json.ts) against the contract only when its
 * shared bulk is first written, not on every serve (that would parse hundreds of kilobytes per
 * request). So here every one the demo providers can serve is built, in each of their languages,
 * fresh and resumed, with saved progress and after a report, and checked with the very validator
 * the server's contract check uses: plain and gzipped alike, which must be the same JSON.
 */
describe('every body written once that the demo providers serve matches the contract', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp('pglite', { tenantsDir: path.resolve('tenants'), env: { DEFAULT_TENANT: 'wardround' } });
  });
  afterAll(() => d.close());

  const validate = responseValidator(contractOperations().find((op) => op.operationId === 'getTest')!);

  /** Opens a test plain and gzipped, checks both against the contract; the body. */
  async function openChecked(api: ReturnType<typeof client>, url: string, language: string) {
    const plain = await api.get(url, { 'accept-language': language });
    expect(plain.statusCode, `${url} in ${language}: ${plain.body.slice(0, 200)}`).toBe(200);
    const gzipped = await api.get(url, { 'accept-language': language, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(gzipped.rawPayload).toString()) as { attempt: { serverTime: string } };
    const body = plain.json();
    for (const answer of [body, unzipped]) expect(() => validate(200, answer), `${url} in ${language}`).not.toThrow();
    // The same JSON either way, but for the moment each was written.
    expect({ ...unzipped, attempt: { ...unzipped.attempt, serverTime: '' } }).toEqual({ ...body, attempt: { ...body.attempt, serverTime: '' } });
    return body as { test: { test_type: string; questions_reference: OpenedQuestion[] } };
  }

  it.each(['ledgerline', 'sqe-commons', 'wardround'])('%s', async (slug) => {
    const tenant = d.registry.bySlug(slug)!;
    const languages = tenant.manifest.languages ?? [tenant.manifest.locale];
    const me = await learner(d, slug);
    if (tenant.manifest.platformType !== 'Free') await giveActivePlan(d, me.id, me.tenantId, new Date(d.clock.millis() + 365 * 86_400_000));
    const api = client(d, `${slug}.localhost`, me.token);
    const { tests } = (await api.get(`/api/test/get-tests?subdomain_reference=${tenant.id}`)).json() as { tests: Array<{ _id: string }> };
    expect(tests.length).toBeGreaterThan(0);
    for (const { _id: id } of tests) {
      // Fresh in the first language, then resumed in each: every language's questions.
      let opened = await openChecked(api, `/api/test/get-test/${id}`, languages[0]!);
      for (const language of languages) opened = await openChecked(api, `/api/test/get-test/${id}`, language);
      const questions = opened.test.questions_reference;
      const unanswered = (q: OpenedQuestion) => (q.question_type === 'Sub Questions' ? q.sub_questions.map(() => null) : []);
      const progress = questions.map((q) => ({
        selectedOption: null,
        selectedOptions: [],
        selected: unanswered(q),
        questionFlagged: true,
        confidence: 'NOT SURE',
        note: 'Saved <b>progress</b> “quoted”',
      }));
      const saved = await api.inject({
        method: 'PUT',
        url: `/api/test/save-progress/${id}`,
        payload: { answers: progress, currentQuestion: questions.length - 1 },
        headers: api.headers(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await openChecked(api, `/api/test/get-test/${id}`, languages.at(-1)!);
      const response = questions.map((q) => ({ comment: 'NO IDEA', confidenceChosen: false, flag: false, selected: unanswered(q), notes: '' }));
      const submitted = await api.post(`/api/test/submit-test/${id}`, { response, timeTaken: 1 });
      expect(submitted.statusCode, submitted.body).toBe(200);
      // After a report: a recharge, and a practice again (an exam is taken once in practice).
      for (const language of languages) await openChecked(api, `/api/test/get-test/${id}?mode=recharge`, language);
      if (opened.test.test_type !== 'Exam') await openChecked(api, `/api/test/get-test/${id}`, languages[0]!);
    }
  });
});
