import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';

test('on a phone, an unpaid learner sees which tests need a plan, and Take opens Membership saying why, the plans first', async ({
  page,
  tenant,
  pageErrors,
}) => {
  void pageErrors;
  await page.setViewportSize({ width: 390, height: 844 });
  const { bank } = await readDemoBank(tenant.slug);
  const quiz = bank.tests.find((t) => t.kind === 'set' && t.type === 'Quiz' && t.status === 'Active')!;
  await signUp(page, uniqueEmail(tenant.slug));

  // The dashboard's newest tests say it too, and their status leads to Membership, not the start dialog.
  const newest = page
    .getByRole('region', { name: 'Recently Created Tests' })
    .getByRole('link', { name: /^Not Attempted Needs a plan: .+$/ })
    .first();
  await expect(newest).toContainText('Needs a plan');
  await newest.click();
  await expect(page).toHaveURL(/#\/menu\/membership\?reason=plan-required$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/#/menu/tests');
  const card = page.getByRole('article', { name: quiz.name });
  await expect(card.getByText('Needs a plan')).toBeVisible();
  const take = card.getByRole('link', { name: 'Take Quiz' });
  // The button's description names the test and that it needs a plan.
  await expect(take).toHaveAccessibleDescription(new RegExp(`${quiz.name}.*Needs a plan`));
  expect(await axeViolations(page)).toEqual([]);
  await take.click();

  await expect(page).toHaveURL(/#\/menu\/membership\?reason=plan-required$/);
  await expect(page.getByRole('status').filter({ hasText: 'You need an active plan to take tests. Choose a plan below.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const plans = page.getByRole('heading', { level: 2, name: 'Choose a plan' });
  const history = page.getByRole('heading', { level: 2, name: 'Payment history' });
  await expect(plans).toBeVisible();
  await expect(history).toBeAttached();
  const [plansTop, historyTop] = [(await plans.boundingBox())!.y, (await history.boundingBox())!.y];
  expect(plansTop).toBeLessThan(historyTop);
  await expect(page.getByRole('article', { name: tenant.plans[0]!.name }).getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
