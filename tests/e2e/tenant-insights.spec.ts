import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import type { DemoTenant } from './support/demo-tenants.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { answerAll } from './support/take-test.ts';
import { submitThroughApi } from './support/submit-through-api.ts';

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `insights-${slug}-${name}.png`);
const manifestOf = (slug: string) => parse(fs.readFileSync(path.resolve('tenants', slug, 'tenant.yaml'), 'utf8'));
const leaderboardOn = (slug: string) => manifestOf(slug).features?.leaderboard !== false;
/** How the provider's folder has the leaderboard name a learner (short by default). */
const boardName = (slug: string, first: string, last: string) =>
  ({ short: `${first} ${last[0]}.`, full: `${first} ${last}`, initials: `${first[0]}. ${last[0]}.` })[
    (manifestOf(slug).leaderboard?.names ?? 'short') as 'short' | 'full' | 'initials'
  ];
const cut = (name: string) => (name.length > 30 ? `${name.slice(0, 30).trimEnd()}…` : name);

/** The shortest Active Exam and the 60-second round of a demo provider, with their questions. */
async function examAndQuiz(slug: string) {
  const { bank, test: bankTest } = await readDemoBank(slug);
  const exam = bank.tests
    .filter((t) => t.kind === 'set' && t.type === 'Exam' && t.status === 'Active')
    .sort((a, b) => a.questionKeys.length - b.questionKeys.length)[0]!;
  return { exam: bankTest(exam.key), speed: bankTest('speed-round') };
}

/**
 * A new learner with two results, submitted through their own calls: the Exam with its first question
 * wrong, the 60-second round with only its first right (the weakest result). Returns both tests.
 */
async function learnerWithResults(page: Page, tenant: DemoTenant) {
  const { exam, speed } = await examAndQuiz(tenant.slug);
  await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
  await ensureCanTakeTests(page, tenant);
  await submitThroughApi(page, exam.name, exam.questions, (i) => (i === 0 ? 'wrong' : 'right'));
  await submitThroughApi(page, speed.name, speed.questions, (i) => (i === 0 ? 'right' : 'wrong'));
  // The results arrived outside this page's screens: a fresh load shows them, as it would the learner's next visit.
  await page.reload();
  return { exam, speed };
}

// Short journeys of one learner each, so none depends on how fast this machine clicks through one
// long one: the empty state, the insights that follow two results, Recharge, and the phone widths.
test.describe('insights', () => {
  test('a new learner sees empty insights, and Recharge has no test to open yet', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
    await expect(page.getByText('No results yet. Take a test and your score will show here.')).toBeVisible();
    const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
    if (leaderboardOn(tenant.slug)) {
      // Not ranked without a result: the board (others' results, or none yet) without 'You'.
      await expect(leaderboard.getByText(/^(No data available|Take a test to earn your place on the leaderboard\.)$/)).toBeVisible();
      await expect(leaderboard.getByRole('cell', { name: 'You', exact: true })).toHaveCount(0);
    } else await expect(leaderboard).toHaveCount(0);

    await page.goto('/#/menu/reports');
    await expect(page.getByText('No data to display')).toHaveCount(5);
    await page.goto('/#/menu/proficiency-percentage');
    await expect(page.getByText('No Report found!')).toBeVisible();
    await page.goto('/#/menu/recharge');
    await page.getByRole('button', { name: 'Recharge Now' }).click();
    await expect(page.getByText('Test not found')).toBeVisible();
  });

  test('after an Exam and a Quiz, the dashboard, proficiency and every chart follow', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { exam, speed } = await learnerWithResults(page, tenant);

    await page.goto('/#/menu');
    const results = page.getByRole('region', { name: 'Recent Results' });
    await expect(results.getByRole('row')).toHaveCount(3);
    await expect(results.getByRole('row').nth(1)).toContainText(cut(speed.name));
    await expect(results.getByRole('row').nth(1)).toContainText(`1 / ${speed.questions.length}`);
    await expect(results.getByRole('row').nth(2)).toContainText(cut(exam.name));
    await expect(results.getByRole('row').nth(2)).toContainText(`${exam.questions.length - 1} / ${exam.questions.length}`);
    await expect(page.getByRole('list', { name: 'Your progress' }).getByRole('listitem').filter({ hasText: 'Exams' })).toContainText(/1 of \d+ attempted/);
    if (leaderboardOn(tenant.slug)) {
      const mean = ((exam.questions.length - 1) / exam.questions.length + 1 / speed.questions.length) * 50;
      await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: 'You' })).toContainText(`${Number(mean.toFixed(2))}%`);
    }
    expect(await axeViolations(page), 'the dashboard').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shots(tenant.slug, 'dashboard-desktop'), fullPage: true });

    // Proficiency: the Exam only, then its topics.
    await page.getByRole('link', { name: 'View all: Recent Results' }).click();
    await expect(page).toHaveURL(/#\/menu\/proficiency-percentage$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: new RegExp(`^View Proficiency: ${exam.name}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: exam.name })).toBeVisible();
    const overall = Number((((exam.questions.length - 1) / exam.questions.length) * 100).toFixed(2));
    await expect(page.getByRole('meter', { name: `Overall score of ${exam.name}` })).toHaveAttribute('aria-valuenow', String(overall));
    expect(await page.getByRole('meter').count()).toBeGreaterThan(2);
    expect(await axeViolations(page), 'proficiency detail').toEqual([]);
    await page.screenshot({ path: shots(tenant.slug, 'proficiency-detail-desktop'), fullPage: true });

    // Reports: every chart drawn as SVG, with its numbers in a table on request.
    await page.goto('/#/menu/reports');
    await expect(page.locator('svg.apexcharts-svg')).toHaveCount(5);
    const testsTaken = page.getByRole('region', { name: 'Number of Tests Taken' });
    await expect(testsTaken.getByText('Tests taken per month over the last 12 months: 2 in all.')).toBeVisible();
    await testsTaken.getByRole('button', { name: 'Show data table' }).click();
    await expect(testsTaken.getByRole('row').last()).toContainText('2');
    await expect(
      page.getByRole('region', { name: 'Confidence', exact: true }).getByText(`Your confidence in your latest test, ${speed.name}: 100%.`, { exact: false }),
    ).toBeVisible();
    expect(await axeViolations(page), 'reports').toEqual([]);
    await page.screenshot({ path: shots(tenant.slug, 'reports-desktop'), fullPage: true });
  });

  test('Recharge opens the weakest test with its wrong questions first, and the test-start dialog opens take-test', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { speed } = await learnerWithResults(page, tenant);

    // Recharge opens the weakest test with the confidently wrong questions first.
    await page.goto('/#/menu/recharge');
    const slides = page.getByRole('region', { name: 'Why recharge' });
    await expect(slides.getByRole('group', { name: /^Slide \d of 3$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Pause slides' }).click();
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    expect(await axeViolations(page), 'recharge').toEqual([]);
    await page.getByRole('button', { name: 'Recharge Now' }).click();
    await expect(page).toHaveURL(/#\/menu\/recharge\/take-test\/[0-9a-f-]{36}$/);
    const order = [...speed.questions.slice(1), speed.questions[0]!];
    await answerAll(page, order, () => 'right');
    const done = page.getByRole('dialog', { name: 'You have successfully submitted Recharge Exam 1!' });
    await expect(done).toBeVisible();
    await done.getByRole('link', { name: 'Check Score' }).click();
    await expect(page).toHaveURL(/#\/menu\/recharge\/check-answers\/[0-9a-f-]{36}\?reportId=/);
    await expect(page.getByText(`${speed.questions.length} / ${speed.questions.length}`, { exact: true })).toBeVisible();

    // The dashboard's test-start dialog opens take-test (a test not taken yet).
    await page.goto('/#/menu');
    await expect(page.getByRole('region', { name: 'Recent Results' }).getByRole('row')).toHaveCount(4);
    const recent = page.getByRole('region', { name: 'Recently Created Tests' });
    await recent
      .getByRole('button', { name: /^Not Attempted: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Time allotted: \d+ minutes?$/)).toBeVisible();
    await expect(dialog.getByText(/^Number of questions: \d+$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await dialog.getByRole('link', { name: /^Start (Exam|Quiz)$/ }).click();
    await expect(page).toHaveURL(/#\/menu\/tests\/take-test\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible();
  });

  test('a learner who hides their name in My Account is "Learner" to others, and others are named as the provider chooses', async ({
    page,
    browser,
    baseURL,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    await signUp(page, uniqueEmail(tenant.slug), 'Zuzanna', 'Quill');
    const hideName = page.getByRole('region', { name: 'Basic Details' }).getByRole('checkbox', { name: 'Hide my name on the leaderboard' });
    if (!leaderboardOn(tenant.slug)) {
      await page.goto('/#/menu/my-account');
      await expect(page.getByRole('region', { name: 'Basic Details' }).getByRole('button', { name: 'Save changes' })).toBeVisible();
      await expect(hideName).toHaveCount(0);
      return;
    }
    // Zuzanna and then Bertil get the same result (the shortest Exam, its first two answers right), so
    // they share a rank and her row is just above his.
    const { exam } = await examAndQuiz(tenant.slug);
    const firstTwoRight = (i: number) => (i < 2 ? 'right' : 'wrong');
    const mean = `${Number(((2 / exam.questions.length) * 100).toFixed(2))}%`;
    await ensureCanTakeTests(page, tenant);
    await submitThroughApi(page, exam.name, exam.questions, firstTwoRight);
    const bertilsBrowser = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.250.${test.info().workerIndex}.${Date.now() % 250}` },
    });
    const bertil = await bertilsBrowser.newPage();
    await signUp(bertil, uniqueEmail(tenant.slug), 'Bertil', 'Nyx');
    await ensureCanTakeTests(bertil, tenant);
    await submitThroughApi(bertil, exam.name, exam.questions, firstTwoRight);
    await bertil.goto('/#/menu');
    await bertil.reload();
    const board = bertil.getByRole('region', { name: 'Leaderboard' });
    const rowOf = (name: string) => board.getByRole('row').filter({ has: bertil.getByRole('cell', { name, exact: true }) });
    await expect(rowOf('You')).toContainText(mean);
    await expect(rowOf(boardName(tenant.slug, 'Zuzanna', 'Quill'))).toContainText(mean);

    await page.goto('/#/menu/my-account');
    await expect(hideName).not.toBeChecked();
    await hideName.check();
    await page.getByRole('region', { name: 'Basic Details' }).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(hideName).toBeChecked();
    await page.goto('/#/menu');
    await expect(
      page
        .getByRole('region', { name: 'Leaderboard' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'You', exact: true }) }),
    ).toContainText(mean);

    // Bertil's next visit: a Learner in her place, her name nowhere.
    await bertil.reload();
    await expect(rowOf('You')).toContainText(mean);
    await expect(rowOf('Learner')).toContainText(mean);
    await expect(rowOf(boardName(tenant.slug, 'Zuzanna', 'Quill'))).toHaveCount(0);
    await expect(board).not.toContainText('Zuzanna');
    await bertil.screenshot({ path: shots(tenant.slug, 'leaderboard-hidden-name'), fullPage: true });
    await bertilsBrowser.close();
  });

  test('every insight screen fits a phone: wide tables scroll inside their own box', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    await learnerWithResults(page, tenant);
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneScreens: Array<[string, string, () => Promise<void>]> = [
      ['dashboard', '/#/menu', () => expect(page.getByRole('region', { name: 'Recent Results' }).getByRole('row')).toHaveCount(3)],
      ['reports', '/#/menu/reports', () => expect(page.locator('svg.apexcharts-svg')).toHaveCount(5)],
      ['proficiency', '/#/menu/proficiency-percentage', () => expect(page.getByRole('article')).toHaveCount(1)],
      ['recharge', '/#/menu/recharge', () => expect(page.getByRole('button', { name: 'Recharge Now' })).toBeVisible()],
    ];
    for (const [name, route, ready] of phoneScreens) {
      await page.goto(route);
      await ready();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} on a phone`).toBeLessThanOrEqual(390);
      await page.screenshot({ path: shots(tenant.slug, `${name}-phone`), fullPage: true });
    }
  });
});
