import type { Page } from '@playwright/test';
import type { BankQuestion } from '../../server/tenants/bank-reader.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { submitThroughApi } from './support/submit-through-api.ts';
import { answer, expectQuestion } from './support/take-test.ts';

const WRONG = 5;
/** Which of `candidates` the screen shows: the one whose every option (or statement) is on the page. */
async function questionOnScreen(page: Page, candidates: BankQuestion[]): Promise<BankQuestion> {
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  const choices = (q: BankQuestion) => (q.type === 'sub' ? q.parts.map((part) => part.question) : q.options);
  const shown = candidates.filter((q) =>
    choices(q).every((choice) =>
      text.includes(
        choice
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    ),
  );
  expect(shown, 'exactly one of the test questions is on screen').toHaveLength(1);
  return shown[0]!;
}

// A learner answers five practice questions wrong, builds a tutor test of the questions they got
// wrong on Create Test, sees each answer explained as they confirm it, and finds the test in their
// results. On every demo provider (Free and Paid), at a desktop's width and a phone's.
for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`Create Test (${width}): a tutor test of the questions answered wrong, explained after each, then in the results`, async ({
    page,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const quiz = (await readDemoBank(tenant.slug)).poolQuiz(WRONG);
    const wrong = new Set(quiz.inPool);
    await signUp(page, uniqueEmail(`create-${tenant.slug}`), 'Tomás', 'Reyes');
    await ensureCanTakeTests(page, tenant);
    await submitThroughApi(page, quiz.name, quiz.questions, (i) => (wrong.has(i) ? 'wrong' : 'right'));

    // Create Test: every topic, the questions answered wrong (the five), in tutor mode.
    await page.goto('/#/menu/create-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Test' })).toBeVisible();
    await page.getByRole('radio', { name: /Incorrect/ }).check();
    const topics = page.getByRole('group', { name: 'Topics and subtopics' });
    for (const topic of await topics.getByRole('checkbox').all()) if (!(await topic.isChecked())) await topic.check();
    await page.getByLabel('How many questions').fill(String(WRONG));
    await page.getByRole('radio', { name: /Tutor/ }).check();
    // Checked from the top: a control scrolled under the sticky header reads to axe as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page).toHaveURL(/#\/menu\/create-test\/take-test\//);

    const candidates = [...wrong].map((i) => quiz.questions[i]!);
    for (let n = 1; n <= WRONG; n++) {
      await expectQuestion(page, n, WRONG);
      const question = await questionOnScreen(page, candidates);
      await answer(page, question, 'right');
      await page.getByRole('button', { name: 'Check answer' }).click();
      // Scored at once and explained; the answer is final.
      await expect(page.getByText('Your answer is final.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
      if (n === 1) await page.screenshot({ path: `test-results/screens/create-test-${tenant.slug}-${width}-tutor.png`, fullPage: true });
      if (n < WRONG) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit your answers' }).getByRole('button', { name: 'Submit Now' }).click();
    await expect(page).toHaveURL(/#\/menu\/create-test\/check-answers\//);
    await expect(page.getByText(`${WRONG} / ${WRONG}`).first()).toBeVisible();

    // In the learner's results as their own test.
    await page.goto('/#/menu/results');
    const row = page.getByRole('table', { name: 'Your results' }).getByRole('row').nth(1);
    await expect(row).toContainText(`Your test: ${WRONG} questions`);
    await expect(row).toContainText('Your own test');
    await page.screenshot({ path: `test-results/screens/create-test-${tenant.slug}-${width}.png`, fullPage: true });
  });
}
