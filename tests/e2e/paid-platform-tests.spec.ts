import { expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';

test('on a Paid platform, a learner without a plan who starts a test goes to Membership, which says why', async ({ page, tenant, pageErrors }) => {
  void pageErrors;
  const { bank } = await readDemoBank(tenant.slug);
  const quiz = bank.tests.find((t) => t.type === 'Quiz' && t.status === 'Active')!;
  await signUp(page, uniqueEmail(tenant.slug));
  await page.goto('/#/menu/tests');
  await expect(page.getByRole('article', { name: quiz.name })).toBeVisible();
  await page.getByRole('article', { name: quiz.name }).getByRole('button', { name: 'Take Quiz' }).click();
  await page.getByRole('dialog', { name: quiz.name }).getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/#\/menu\/membership\?reason=plan-required$/);
  await expect(page.getByRole('status').filter({ hasText: 'You need an active plan to take tests. Choose a plan below.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'An active plan is needed to take tests' }).or(page.getByRole('alert').filter({ hasText: 'An active plan is needed' })).first()).toBeVisible();
});
