import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { platformTypeOf, readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { submitThroughApi } from './support/submit-through-api.ts';

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `phone-results-${slug}-${name}.png`);
const PHONE = { width: 390, height: 844 };

/** Every element of `selector` inside the 390 px screen, and the page not wider than it. */
async function fitsThePhone(page: Page, selector: string, what: string) {
  const overflow = await page.evaluate((sel) => {
    const outside = Array.from(document.querySelectorAll(sel)).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
    });
    return { outside: outside.length, scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
  }, selector);
  expect(overflow.outside, `${what}: cards past the screen's edge`).toBe(0);
  expect(overflow.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.width);
}

// Short journeys of one learner each at a phone's width: the history after two results (it lists
// both and opens a review), and the dashboard's tables and a Paid platform's payment as cards.
test.describe('results on a phone', () => {
  test('after two attempts the results history lists both with score and date, and opens a review', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { bank, test: bankTest } = await readDemoBank(tenant.slug);
    const examKey = bank.tests
      .filter((t) => t.kind === 'set' && t.type === 'Exam' && t.status === 'Active')
      .sort((a, b) => a.questionKeys.length - b.questionKeys.length)[0]!.key;
    const exam = bankTest(examKey);
    const speed = bankTest('speed-round');

    await page.setViewportSize(PHONE);
    await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
    await ensureCanTakeTests(page, tenant);
    await submitThroughApi(page, exam.name, exam.questions, (i) => (i === 0 ? 'wrong' : 'right'));
    await submitThroughApi(page, speed.name, speed.questions, () => 'right');

    // The results arrived outside this page's screens: a fresh load shows them.
    await page.goto('/#/menu/results');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Results' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your results' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' }).format(new Date());
    await expect(rows.nth(1)).toContainText(speed.name);
    await expect(rows.nth(1)).toContainText(`${speed.questions.length} / ${speed.questions.length}`);
    await expect(rows.nth(2)).toContainText(exam.name);
    await expect(rows.nth(2)).toContainText(`${exam.questions.length - 1} / ${exam.questions.length}`);
    for (const row of [rows.nth(1), rows.nth(2)]) await expect(row.getByRole('cell').last()).toHaveText(today);
    await fitsThePhone(page, 'tbody tr', 'results history');
    await page.screenshot({ path: shots(tenant.slug, 'history'), fullPage: true });

    // A result opens its review: the past result of that attempt, whose back link returns to All Results.
    await table.getByRole('link', { name: `Review ${exam.name}` }).click();
    await expect(page).toHaveURL(/#\/menu\/tests\/check-answers\/[^?]+\?viewScore=true&reportId=/);
    await expect(page.getByRole('heading', { level: 1, name: exam.name })).toBeVisible();
    await page.getByRole('link', { name: 'Back to All Results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Results' })).toBeVisible();
  });

  test("the dashboard's tables are cards inside the screen, reaching All results; a payment is a card", async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    await page.setViewportSize(PHONE);
    await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
    await expect(page.getByRole('region', { name: 'Recently Created Tests' }).getByRole('row')).not.toHaveCount(0);
    await fitsThePhone(page, 'tbody tr', 'dashboard');
    await page.screenshot({ path: shots(tenant.slug, 'dashboard'), fullPage: true });
    await page.getByRole('region', { name: 'Recent Results' }).getByRole('link', { name: 'All results: every test you have taken' }).click();
    await expect(page.getByText('No results yet. Take a test and your score will show here.')).toBeVisible();

    // On a Paid platform the learner who bought a plan has a payment: a card with its facts.
    if (platformTypeOf(tenant.slug) === 'Free') return;
    await ensureCanTakeTests(page, tenant);
    const payments = page.getByRole('list', { name: 'Your payments, newest first' });
    const card = payments.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Payment 1' })).toBeVisible();
    await expect(card.getByRole('term')).toHaveText(['Plan', 'Validity', 'Amount', 'Payment ID', 'Payment Date', 'Invoice']);
    await expect(card.getByRole('definition')).toHaveCount(6);
    await fitsThePhone(page, '[aria-label="Your payments, newest first"] > li', 'payments');
    await page.screenshot({ path: shots(tenant.slug, 'payments'), fullPage: true });
  });
});
