import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { answer, expectQuestion, openTest } from './support/take-test.ts';

/**
 * Confidence counts only where the learner chose it, on a phone (390 px, touch): a test where some
 * answers' confidence is chosen and the rest left at the default (I KNOW IT), then a test where none
 * is chosen. Check-answers and Reports give the figures of the chosen answers and say so.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `phone-confidence-${slug}-${name}.png`);
type How = 'right' | 'wrong';
type Level = 'I KNOW IT' | 'THINK SO' | 'NOT SURE' | 'NO IDEA';

/** The figure of check-answers' summary under a term (Score, Percentage, Performance…). */
const figure = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** A data table's body rows as the cells' texts. */
const rowsOf = async (table: Locator) =>
  (await table.locator('tbody tr').all()).map(async (row) => (await row.getByRole('cell').allTextContents()).map((c) => c.trim()));

/**
 * Takes the test through its screens: each question answered right or wrong, and where a level is
 * given, that confidence chosen by touching it (the others left at the default); then submits.
 */
async function takeOnPhone(page: Page, name: string, questions: Parameters<typeof answer>[1][], plan: Array<{ how: How; level?: Level }>) {
  await openTest(page, name, 'Quiz');
  for (const [i, question] of questions.entries()) {
    await expectQuestion(page, i + 1, questions.length);
    const confidence = page.getByRole('group', { name: 'How sure are you?' });
    // Every question opens at the spec's default.
    await expect(confidence.getByRole('radio', { name: 'I KNOW IT' })).toBeChecked();
    await answer(page, question, plan[i]!.how);
    const level = plan[i]!.level;
    if (level) {
      await confidence.getByText(level, { exact: true }).tap();
      await expect(confidence.getByRole('radio', { name: level })).toBeChecked();
    }
    if (i < questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit your answers' }).getByRole('button', { name: 'Submit Now' }).click();
  await expect(page).toHaveURL(/#\/menu\/tests\/check-answers\/[0-9a-f-]{36}\?reportId=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function fitsThePhone(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} on a phone`).toBeLessThanOrEqual(390);
}

/** A new learner who may take tests, and the provider's 60-second round (three questions). */
async function learnerAndSpeedRound(page: Page, tenant: Parameters<typeof ensureCanTakeTests>[1]) {
  const { test: bankTest } = await readDemoBank(tenant.slug);
  const speed = bankTest('speed-round');
  expect(speed.questions).toHaveLength(3);
  await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
  await ensureCanTakeTests(page, tenant);
  return speed;
}

test.beforeEach(({ pageErrors }) => void pageErrors);

test('on a phone, confidence comes from the answers where the learner chose a level, in check-answers and in Reports', async ({ page, tenant }) => {
  const speed = await learnerAndSpeedRound(page, tenant);

  // THINK SO and right, the default left and wrong, NOT SURE and wrong. Chosen: 67 and 33, a mean
  // of 50; with the default counted it would be (67 + 100 + 33) / 3 = 66.67.
  await takeOnPhone(page, speed.name, speed.questions, [{ how: 'right', level: 'THINK SO' }, { how: 'wrong' }, { how: 'wrong', level: 'NOT SURE' }]);
  await expect(figure(page, 'Score')).toHaveText('1 / 3');
  await expect(figure(page, 'Percentage')).toHaveText('33.33%');
  await expect(figure(page, 'Performance')).toHaveText('50.00%');
  await expect(page.getByText('From answers where you chose a confidence level.', { exact: true })).toBeVisible();
  await expect(page.getByText('You did not choose a confidence level in this test.')).toHaveCount(0);
  await fitsThePhone(page, 'check-answers');
  expect(await axeViolations(page), 'check-answers').toEqual([]);
  await page.screenshot({ path: shots(tenant.slug, 'check-answers-chosen'), fullPage: true });

  await page.goto('/#/menu/reports');
  const confidenceCard = page.getByRole('region', { name: 'Confidence', exact: true });
  await expect(confidenceCard.getByText(`Your confidence in your latest test, ${speed.name}: 50%. You got 1 of 3 right.`)).toBeVisible();
  await expect(confidenceCard.getByText('From answers where you chose a confidence level.')).toBeVisible();
  await confidenceCard.getByRole('button', { name: 'Show data table' }).click();
  expect(await Promise.all(await rowsOf(confidenceCard.getByRole('table', { name: 'Confidence' })))).toEqual([
    ['Confidence', '50%'],
    ['Not confident', '50%'],
  ]);
  const versusCard = page.getByRole('region', { name: 'Confidence VS Performance' });
  await expect(versusCard.getByText('From answers where you chose a confidence level.')).toBeVisible();
  await versusCard.getByRole('button', { name: 'Show data table' }).click();
  expect((await Promise.all(await rowsOf(versusCard.getByRole('table', { name: 'Confidence VS Performance' })))).map((cells) => cells.slice(0, 3))).toEqual([
    [speed.name, '50%', '33.33%'],
  ]);
  const calibrationCard = page.getByRole('region', { name: 'Confidence calibration' });
  await expect(calibrationCard.getByText('From answers where you chose a confidence level.')).toBeVisible();
  // The levels chosen, once each; the answer left at the default (I KNOW IT, wrong) is not among them.
  const levels = calibrationCard.getByRole('listitem');
  await expect(levels.filter({ hasText: 'I KNOW IT' })).toHaveText('I KNOW IT Not used yet');
  await expect(levels.filter({ hasText: 'THINK SO' })).toContainText('100% right (1 of 1)');
  await expect(levels.filter({ hasText: 'NOT SURE' })).toContainText('0% right (0 of 1)');
  await expect(levels.filter({ hasText: 'NO IDEA' })).toHaveText('NO IDEA Not used yet');
  await calibrationCard.getByRole('button', { name: 'Show data table' }).click();
  expect((await Promise.all(await rowsOf(calibrationCard.getByRole('table', { name: 'Confidence calibration' })))).map((cells) => cells.slice(0, 4))).toEqual([
    ['I KNOW IT', '100%', '0', '–'],
    ['THINK SO', '67%', '1', '100%'],
    ['NOT SURE', '33%', '1', '0%'],
    ['NO IDEA', '0%', '0', '–'],
  ]);
  // Calibration's month columns make its table wider than a phone: it scrolls in its own box.
  await fitsThePhone(page, 'reports with their data tables');
  expect(await axeViolations(page), 'reports').toEqual([]);
  await page.screenshot({ path: shots(tenant.slug, 'reports-chosen'), fullPage: true });
});

test('on a phone, a test where the learner chose no confidence level has no confidence figure, and says why', async ({ page, tenant }) => {
  const speed = await learnerAndSpeedRound(page, tenant);

  await takeOnPhone(page, speed.name, speed.questions, [{ how: 'right' }, { how: 'right' }, { how: 'wrong' }]);
  await expect(figure(page, 'Score')).toHaveText('2 / 3');
  await expect(figure(page, 'Performance')).toHaveText('–');
  await expect(page.getByText('You did not choose a confidence level in this test.', { exact: true })).toBeVisible();
  await expect(page.getByText('From answers where you chose a confidence level.')).toHaveCount(0);
  await fitsThePhone(page, 'check-answers with no level chosen');
  await page.screenshot({ path: shots(tenant.slug, 'check-answers-none-chosen'), fullPage: true });

  await page.goto('/#/menu/reports');
  await expect(
    page
      .getByRole('region', { name: 'Confidence', exact: true })
      .getByText(`You did not choose a confidence level in your latest test, ${speed.name}, so it has no confidence figure. You got 2 of 3 right.`),
  ).toBeVisible();
  const versusCard = page.getByRole('region', { name: 'Confidence VS Performance' });
  await versusCard.getByRole('button', { name: 'Show data table' }).click();
  expect((await Promise.all(await rowsOf(versusCard.getByRole('table', { name: 'Confidence VS Performance' })))).map((cells) => cells.slice(0, 3))).toEqual([
    [speed.name, '–', '66.67%'],
  ]);
  // The three answers left at the default count nowhere: calibration has nothing yet and asks for a choice.
  await expect(page.getByRole('region', { name: 'Confidence calibration' }).getByText(/^No confidence levels chosen yet\./)).toBeVisible();
  await fitsThePhone(page, 'reports with no level chosen');
  await page.screenshot({ path: shots(tenant.slug, 'reports-none-chosen'), fullPage: true });
});
