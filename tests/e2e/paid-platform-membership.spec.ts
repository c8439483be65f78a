import { axeViolations, expect, test } from './support/fixtures.ts';
import { money } from './support/demo-tenants.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { mailCount } from './support/mail.ts';
import { openTest } from './support/take-test.ts';

test.describe('membership on a Paid platform', () => {
  test('refused a test, a new learner buys a plan in the sandbox, sees the payment, its invoice and subscription, then takes the test', async ({
    page,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    const { bank } = await readDemoBank(tenant.slug);
    const quiz = bank.tests.find((t) => t.kind === 'set' && t.type === 'Quiz' && t.status === 'Active')!;
    const plan = tenant.plans[0]!;
    const email = uniqueEmail(tenant.slug);
    await signUp(page, email);

    // Without a plan the card says so, and Take leads to Membership at once (no start dialog to be refused after).
    await page.goto('/#/menu/tests');
    const locked = page.getByRole('article', { name: quiz.name });
    await expect(locked.getByText('Needs a plan')).toBeVisible();
    await locked.getByRole('link', { name: 'Take Quiz' }).click();
    await expect(page).toHaveURL(/#\/menu\/membership\?reason=plan-required$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You need an active plan to take tests. Choose a plan below.' })).toBeVisible();
    // Said once, as information on the screen it is for: no error toast of the refused test follows the learner here.
    await expect(page.getByRole('alert').filter({ hasText: 'An active plan is needed' })).toHaveCount(0);
    // Nothing bought yet: the plans come first, before the empty payment history.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Choose a plan');
    await expect(page.getByText('My Subscription')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByText(money(tenant, plan.price))).toBeVisible();
    await card.getByRole('button', { name: 'Upgrade Now' }).click();

    // The sandbox's own checkout page on the provider's host, in its colours.
    await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
    await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const mailsBefore = await mailCount(email);
    // The sandbox's page prints every digit of the amount ('Pay £59.00').
    await page.getByRole('button', { name: `Pay ${money(tenant, plan.price, { exact: true })}` }).click();

    // The screen reads ?checkout=done once and drops it from the address: wait for what it says, not the URL.
    await expect(page.getByText(/^Payment received/)).toBeVisible();
    await expect(page).toHaveURL(/#\/menu\/membership$/);
    await expect(page.getByText('My Subscription')).toBeVisible();
    await expect(page.getByText('Plan Expiring On:')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'Amount' })).toBeVisible();
    await expect(table.getByRole('cell', { name: money(tenant, plan.price) })).toBeVisible();
    const view = table.getByRole('link', { name: /View/ });
    await expect(view).toBeVisible();
    // The link opens the PDF without a token (it is signed for this learner): fetched as the browser would.
    const href = (await view.getAttribute('href'))!;
    const invoice = await page.evaluate(
      `fetch(${JSON.stringify(href)}).then(async (r) => [r.status, r.headers.get('content-type'), ` +
        `new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))])`,
    );
    expect(invoice).toEqual([200, 'application/pdf', '%PDF-']);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect.poll(() => mailCount(email)).toBeGreaterThan(mailsBefore);
    expect(await axeViolations(page)).toEqual([]);

    await openTest(page, quiz.name, 'Quiz');
    await expect(page).toHaveURL(/#\/menu\/tests\/take-test\//);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible();
  });

  test('Cancel and a declined card reach Payment Failed and change nothing', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const plan = tenant.plans[0]!;
    await signUp(page, uniqueEmail(tenant.slug));
    for (const button of [/^Cancel/, 'Pay with a declined card']) {
      await page.goto('/#/menu/membership');
      await page.getByRole('article', { name: plan.name }).getByRole('button', { name: 'Upgrade Now' }).click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/#\/menu\/payment-failed$/);
      await expect(page.getByText('Your payment could not be processed at this time.')).toBeVisible();
      await expect(page.getByText('Please Check your Card details')).toBeVisible();
    }
    await page
      .getByRole('link', { name: /Membership/ })
      .first()
      .click();
    await expect(page.getByText('My Subscription')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("a visitor who picks a plan on the landing page signs up and lands on that plan's checkout", async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const plan = tenant.plans[1]!;
    await page.goto('/');
    await page.getByRole('link', { name: `Choose ${plan.name}` }).click();
    await expect(page).toHaveURL(/#\/user-signup$/);
    await signUp(page, uniqueEmail(tenant.slug), 'Amara', 'Okafor', /\/checkout\/sandbox\/sbx_/);
    await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${money(tenant, plan.price, { exact: true })}` })).toBeVisible();
  });
});
