import { expect, type Page } from '@playwright/test';
import type { BankQuestion } from '../../../server/tenants/bank-reader.ts';

type How = (i: number) => 'right' | 'wrong';

/** What the learner would have picked on screen, in the submit call's shape. */
function selection(question: BankQuestion, how: 'right' | 'wrong'): Array<number | string> {
  switch (question.type) {
    case 'single':
      return [how === 'right' ? question.correctOption : (question.correctOption + 1) % question.options.length];
    case 'multiple':
      return how === 'right' ? question.correctOptions : question.options.map((_, i) => i).filter((i) => !question.correctOptions.includes(i));
    case 'sub':
      return question.parts.map((part) => String(how === 'right' ? part.answer : !part.answer));
  }
}

/**
 * Takes a test with the signed-in page's own session, through the same calls the take-test
 * screen makes (get-test opens the attempt, submit-test scores it on the server): setup for a
 * journey about what follows a result. Taking a test on screen has journeys of its own.
 * Returns the report id.
 */
export async function submitThroughApi(page: Page, name: string, questions: BankQuestion[], how: How): Promise<string> {
  const response = questions.map((question, i) => ({ comment: 'I KNOW IT', flag: false, selected: selection(question, how(i)), notes: '' }));
  const outcome = await page.evaluate(
    async ({ name, response }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      const provider = await fetch('/api/user/get-subdomain', { method: 'POST', headers, body: JSON.stringify({ host: location.hostname }) });
      const subdomainId = ((await provider.json()) as { data?: { _id: string } }).data?._id;
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
