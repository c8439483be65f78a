import { expect, type Page } from '@playwright/test';
import type { BankQuestion } from '../../../server/tenants/bank-reader.ts';
import { choice } from './take-test.ts';

type How = (i: number) => 'right' | 'wrong';

/**
 * Takes a test with the signed-in page's own session, through the same calls the take-test
 * screen makes (get-test opens the attempt, submit-test scores it on the server): setup for a
 * journey about what follows a result. Taking a test on screen has journeys of its own.
 * Returns the report id.
 */
export async function submitThroughApi(page: Page, name: string, questions: BankQuestion[], how: How): Promise<string> {
  const response = questions.map((question, i) => {
    const picks = choice(question, how(i));
    // Option indexes as numbers; a sub-question's parts as the text 'true' or 'false'. The learner
    // chose I KNOW IT, so the answer counts in the confidence figures.
    return { comment: 'I KNOW IT', confidenceChosen: true, flag: false, selected: question.type === 'sub' ? picks.map(String) : picks, notes: '' };
  });
  const outcome = await page.evaluate(
    async ({ name, response }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      // The provider's id, from the manifest the server inlined into the page.
      const subdomainId = (JSON.parse(document.getElementById('tenant-manifest')?.textContent ?? '{}') as { subdomainId?: string }).subdomainId;
      const list = await fetch(`/api/test/get-tests?subdomain_reference=${subdomainId}`, { headers });
      const tests = ((await list.json()) as { tests?: Array<{ _id: string; test_name: string }> }).tests ?? [];
      const test = tests.find((t) => t.test_name === name);
      if (!test) return { status: list.status, body: `no test named ${name}` };
      const opened = await fetch(`/api/test/get-test/${test._id}`, { headers });
      if (!opened.ok) return { status: opened.status, body: await opened.text() };
      const submitted = await fetch(`/api/test/submit-test/${test._id}`, { method: 'POST', headers, body: JSON.stringify({ response, timeTaken: 1 }) });
      return { status: submitted.status, body: await submitted.text() };
    },
    { name, response },
  );
  expect(outcome.status, outcome.body).toBe(200);
  return (JSON.parse(outcome.body) as { reportcard: string }).reportcard;
}
