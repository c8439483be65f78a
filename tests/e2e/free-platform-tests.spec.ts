import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { offlineThenDoubleSubmit } from './support/offline-submit.ts';
import { answer, expectQuestion, openTest, startFromList } from './support/take-test.ts';

/** Test taking on a Free platform (no plan needed): the heart of the product. */
test.describe('taking tests', () => {
  test.beforeEach(({ pageErrors }) => void pageErrors);

  test('a Quiz answered in full (a flag, a note, a confidence) is scored and reviewed question by question', async ({ page, tenant }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('contract-law-quiz');
    await signUp(page, uniqueEmail(tenant.slug));
    await page.goto('/#/menu/tests');
    await expect(page.getByRole('article', { name: quiz.name })).toBeVisible();
    expect(await axeViolations(page), 'the tests list').toEqual([]);
    await startFromList(page, quiz.name, 'Quiz');
    const total = quiz.questions.length;

    for (const [i, question] of quiz.questions.entries()) {
      await expectQuestion(page, i + 1, total);
      if (i === 0) expect(await axeViolations(page), 'the take-test screen').toEqual([]);
      await answer(page, question, i === 0 ? 'wrong' : 'right');
      if (i === 1) await page.getByRole('button', { name: 'Flag' }).click();
      if (i === 2) await page.getByRole('radio', { name: 'NOT SURE' }).check();
      if (i === 3) {
        await page.getByRole('button', { name: 'Take Notes' }).click();
        await page.getByPlaceholder('Take a note...').fill('Check consideration rules');
        await page.getByRole('button', { name: 'Done' }).click();
      }
      await expect(page.getByText('Missing')).toBeVisible();
      if (i < total - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit your answers' });
    await expect(confirm.getByText('Are you sure you want to submit this exam? it cannot be reverted..!')).toBeVisible();
    await confirm.getByRole('button', { name: 'Submit Now' }).click();

    await expect(page).toHaveURL(/#\/menu\/tests\/check-answers\/[0-9a-f-]{36}\?reportId=/);
    await expect(page.getByRole('heading', { level: 1, name: quiz.name })).toBeVisible();
    await expect(page.getByText(`${total - 1} / ${total}`)).toBeVisible();
    const map = page.getByRole('navigation', { name: 'Answers' });
    await expect(map.getByRole('button', { name: 'Question 1: Wrong' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Question 2: Correct, flagged' })).toBeVisible();
    for (let n = 3; n <= total; n++) await expect(map.getByRole('button', { name: `Question ${n}: Correct` })).toBeVisible();

    await map.getByRole('button', { name: /^Question 4:/ }).click();
    await expect(page.getByRole('heading', { name: `Question 4 of ${total}` })).toBeVisible();
    await expect(page.getByText('Check consideration rules')).toBeVisible();
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByRole('heading', { name: `Question ${total} of ${total}` })).toBeVisible();
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByRole('heading', { name: `Question 1 of ${total}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    expect(await axeViolations(page), 'the check-answers screen').toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('answers_')))).toEqual([]);
  });

  test('a reload mid-test keeps every answer and the time left', async ({ page, tenant }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('tort-quiz');
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    await answer(page, quiz.questions[0]!);
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page, quiz.questions[1]!);
    await expect(page.getByText('Your answer is saved.')).toBeVisible();
    const before = await page.getByRole('timer').textContent();

    await page.reload();
    await expectQuestion(page, 2, quiz.questions.length);
    await expect(page.getByText('Attempted').locator('..').getByText('2', { exact: true })).toBeVisible();
    const after = await page.getByRole('timer').textContent();
    const seconds = (text: string | null) => text!.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
    expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
    expect(seconds(after)).toBeGreaterThan(seconds(before) - 30);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  });

  test('on a phone (390 px), Next after scrolling down to the last option opens the next question at its heading, focused and in view', async ({
    page,
    tenant,
  }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('contract-law-quiz');
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    await expectQuestion(page, 1, quiz.questions.length);
    const first = quiz.questions[0]!;
    await answer(page, first);
    // Down to the last option (or statement), as a learner reading them all would be.
    const lastChoice =
      first.type === 'sub'
        ? page.getByRole('group', { name: new RegExp(`^Statement ${first.parts.length}:`) })
        : page
            .locator('label')
            .filter({ hasText: first.options.at(-1)! })
            .first();
    await lastChoice.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next' }).click();

    const heading = page.getByRole('heading', { level: 2, name: `Question 2 of ${quiz.questions.length}` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
    // Not behind anything stuck at the top of the screen: the heading is what shows at its middle.
    const uncovered = (h: HTMLElement) => {
      const box = h.getBoundingClientRect();
      return h.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    };
    await expect.poll(() => heading.evaluate(uncovered)).toBe(true);
  });

  test('on a phone (390 px), scrolled down to the last option, the time left, the question number and the offline warning stay in view', async ({
    page,
    tenant,
    context,
  }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('contract-law-quiz');
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    await expectQuestion(page, 1, quiz.questions.length);
    await context.setOffline(true);
    const first = quiz.questions[0]!;
    await answer(page, first);
    const lastChoice =
      first.type === 'sub'
        ? page.getByRole('group', { name: new RegExp(`^Statement ${first.parts.length}:`) })
        : page
            .locator('label')
            .filter({ hasText: first.options.at(-1)! })
            .first();
    await lastChoice.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();

    await expect(page.getByRole('timer')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(`Question 1 of ${quiz.questions.length}`, { exact: true }).filter({ visible: true }).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Saved on this device', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeInViewport({ ratio: 1 });
    // The bar covers nothing the learner scrolled to: the option is what shows at its top edge.
    const uncovered = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 2));
    };
    expect(await lastChoice.evaluate(uncovered)).toBe(true);
    await context.setOffline(false);
  });

  test('the 60-second Speed Round submits itself when time runs out', async ({ page, tenant }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const speed = bankTest('speed-round');
    await signUp(page, uniqueEmail(tenant.slug));
    await page.clock.install();
    await openTest(page, speed.name, 'Quiz');
    await answer(page, speed.questions[0]!);
    await expect(page.getByRole('timer')).toHaveText(/^00:00:[0-5]\d|00:01:00$/);
    await page.clock.fastForward('01:05');
    await expect(page).toHaveURL(/#\/menu\/tests\/check-answers\//, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: speed.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Answers' }).getByRole('button', { name: 'Question 1: Correct' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Answers' }).getByRole('button', { name: 'Question 2: Wrong' })).toBeVisible();
  });

  test("with a question unanswered, the confirmation offers only 'Go Back & Add Response'", async ({ page, tenant }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('ethics-quiz');
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${quiz.questions.length},`) })
      .click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit your answers' });
    await expect(confirm.getByText(`${quiz.questions.length} questions are not answered yet.`)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Go Back & Add Response' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Submit Now' })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Go Back & Add Response' }).click();
    await expect(confirm).toBeHidden();
  });

  test('going offline mid-test loses nothing: answers wait on the device, then reach the server', async ({ page, tenant, context, browser }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('wills-quiz');
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    await expectQuestion(page, 1, quiz.questions.length);

    await context.setOffline(true);
    await answer(page, quiz.questions[0]!);
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page, quiz.questions[1]!);
    await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
    await expect(page.getByText('Saved on this device; it will reach your account when you are back online.')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Your answer is saved.')).toBeVisible({ timeout: 15_000 });

    // Another device (a fresh browser with the same session) resumes from the server.
    const storage = await context.storageState();
    const other = await browser.newContext({
      storageState: {
        cookies: [],
        origins: storage.origins.map((o) => ({
          ...o,
          localStorage: o.localStorage.filter((e) => !e.name.startsWith('answers_') && !e.name.startsWith('timer_')),
        })),
      },
    });
    const second = await other.newPage();
    await second.goto(page.url());
    await expectQuestion(second, 2, quiz.questions.length);
    await expect(second.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    await expect(second.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
    await other.close();
  });

  test('offline for a while mid-test, then a double-clicked Submit Now: one submission, every answer in the report', async ({ page, tenant, context }) => {
    const { test: bankTest } = await readDemoBank(tenant.slug);
    const quiz = bankTest('tort-quiz');
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, quiz.name, 'Quiz');
    const result = await offlineThenDoubleSubmit(page, context, quiz.questions, 5_000);
    expect(result).toMatchObject({ submits: 1, lost: 0 });
  });
});
