import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { answerAll, openTest } from './support/take-test.ts';

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `insights-${slug}-${name}.png`);
const leaderboardOn = (slug: string) => parse(fs.readFileSync(path.resolve('tenants', slug, 'tenant.yaml'), 'utf8')).features?.leaderboard !== false;
const cut = (name: string) => (name.length > 30 ? `${name.slice(0, 30).trimEnd()}…` : name);

test.describe('insights', () => {
  test('a new learner sees empty insights; after an Exam and a Quiz, the dashboard, proficiency, every chart and Recharge follow', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { bank, test: bankTest } = await readDemoBank(tenant.slug);
    const exam = bank.tests.filter((t) => t.kind === 'set' && t.type === 'Exam' && t.status === 'Active').sort((a, b) => a.questionKeys.length - b.questionKeys.length)[0]!;
    const examQuestions = bankTest(exam.key).questions;
    const speed = bankTest('speed-round');

    await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
    await expect(page.getByText('No results yet. Take a test and your score will show here.')).toBeVisible();
    const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
    if (leaderboardOn(tenant.slug)) await expect(leaderboard.getByRole('cell', { name: 'You' })).toBeVisible();
    else await expect(leaderboard).toHaveCount(0);

    // Empty insights say so.
    await page.goto('/#/menu/reports');
    await expect(page.getByText('No data to display')).toHaveCount(5);
    await page.goto('/#/menu/proficiency-percentage');
    await expect(page.getByText('No Report found!')).toBeVisible();
    await page.goto('/#/menu/recharge');
    await page.getByRole('button', { name: 'Recharge Now' }).click();
    await expect(page.getByText('Test not found')).toBeVisible();

    await ensureCanTakeTests(page, tenant);

    // An Exam, one question wrong; the 60-second round, only the first right (the weakest result).
    await openTest(page, exam.name, 'Exam');
    await answerAll(page, examQuestions, (i) => (i === 0 ? 'wrong' : 'right'));
    await expect(page).toHaveURL(/check-answers/);
    await openTest(page, speed.name, 'Quiz');
    await answerAll(page, speed.questions, (i) => (i === 0 ? 'right' : 'wrong'));
    await expect(page).toHaveURL(/check-answers/);

    await page.goto('/#/menu');
    const results = page.getByRole('region', { name: 'Recent Results' });
    await expect(results.getByRole('row')).toHaveCount(3);
    await expect(results.getByRole('row').nth(1)).toContainText(cut(speed.name));
    await expect(results.getByRole('row').nth(1)).toContainText(`1 / ${speed.questions.length}`);
    await expect(results.getByRole('row').nth(2)).toContainText(cut(exam.name));
    await expect(results.getByRole('row').nth(2)).toContainText(`${examQuestions.length - 1} / ${examQuestions.length}`);
    await expect(page.getByRole('list', { name: 'Your progress' }).getByRole('listitem').filter({ hasText: 'Exams' })).toContainText(/1 of \d+ attempted/);
    if (leaderboardOn(tenant.slug)) {
      const mean = ((examQuestions.length - 1) / examQuestions.length + 1 / speed.questions.length) * 50;
      await expect(leaderboard.getByRole('row').filter({ hasText: 'You' })).toContainText(`${Number(mean.toFixed(2))}%`);
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
    const overall = Number((((examQuestions.length - 1) / examQuestions.length) * 100).toFixed(2));
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
    await expect(page.getByRole('region', { name: 'Confidence', exact: true }).getByText(`Your confidence in your latest test, ${speed.name}: 100%.`, { exact: false })).toBeVisible();
    expect(await axeViolations(page), 'reports').toEqual([]);
    await page.screenshot({ path: shots(tenant.slug, 'reports-desktop'), fullPage: true });

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
    const recent = page.getByRole('region', { name: 'Recently Created Tests' });
    await recent.getByRole('button', { name: /^Not Attempted: / }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Time allotted: \d+ minutes?$/)).toBeVisible();
    await expect(dialog.getByText(/^Number of questions: \d+$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await dialog.getByRole('link', { name: /^Start (Exam|Quiz)$/ }).click();
    await expect(page).toHaveURL(/#\/menu\/tests\/take-test\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible();

    // On a phone every insight screen fits the width: wide tables scroll inside their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneScreens: Array<[string, string, () => Promise<void>]> = [
      ['dashboard', '/#/menu', () => expect(results.getByRole('row')).toHaveCount(4)],
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
