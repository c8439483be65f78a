import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { BankQuestion } from '../../../server/tenants/bank-reader.ts';
import { answer, expectQuestion } from './take-test.ts';

export interface OfflineSubmitResult {
  /** The report the check-answers screen opened. */
  reportId: string;
  /** How many submit-test requests the page sent (a double click must send one). */
  submits: number;
  /** Questions the report does not show as answered correctly (every answer given was right). */
  lost: number;
}

/**
 * From question 1 of an open test: answers the first question online, goes offline, answers
 * every other question, stays offline for `offlineMs`, comes back, waits for the answers to
 * reach the server, then double-clicks Submit Now. Shared by the end-to-end suite (a few
 * seconds offline) and `npm run faults` (a minute).
 */
export async function offlineThenDoubleSubmit(page: Page, context: BrowserContext, questions: BankQuestion[], offlineMs: number): Promise<OfflineSubmitResult> {
  let submits = 0;
  let inFlight = 0;
  const isSubmit = (request: Request) => request.method() === 'POST' && request.url().includes('/api/test/submit-test/');
  page.on('request', (request) => {
    if (!isSubmit(request)) return;
    submits += 1;
    inFlight += 1;
  });
  const settled = (request: Request) => {
    if (isSubmit(request)) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const total = questions.length;
  await expectQuestion(page, 1, total);
  await answer(page, questions[0]!);
  await expect(page.getByText('Your answer is saved.')).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  for (let i = 1; i < total; i++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expectQuestion(page, i + 1, total);
    await answer(page, questions[i]!);
  }
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
  await page.waitForTimeout(offlineMs); // the time spent offline is the fault itself
  await context.setOffline(false);
  await expect(page.getByText('Your answer is saved.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit your answers' });
  await confirm.getByRole('button', { name: 'Submit Now' }).dblclick();
  await expect(page).toHaveURL(/check-answers\/[^?]+\?reportId=/, { timeout: 30_000 });
  const reportId = new URL(page.url().replace('/#/', '/')).searchParams.get('reportId')!;
  // A second submit from the double-click would have left before the first was answered: wait
  // until every submit sent has finished, so none is still on its way when they are counted.
  await expect.poll(() => inFlight).toBe(0);

  // What the server stored, read as the learner's own browser would.
  // (A string, so this file also compiles where the DOM's types are not loaded: npm run faults.)
  const report = (await page.evaluate(
    `fetch('/api/report/get-report/${reportId}', { headers: { authorization: 'Bearer ' + localStorage.getItem('token') } }).then((r) => r.json())`,
  )) as { report: { answers: Array<{ status: string }> } };
  return { reportId, submits, lost: report.report.answers.filter((a) => a.status !== 'Correct').length };
}
