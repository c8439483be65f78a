import { expect, type Page } from '@playwright/test';
import { platformTypeOf } from './bank.ts';
import { money, type DemoTenant } from './demo-tenants.ts';

/** On a Paid platform, buys the first plan in the payment sandbox, so the learner may take tests; on a Free one, nothing. */
export async function ensureCanTakeTests(page: Page, tenant: DemoTenant): Promise<void> {
  if (platformTypeOf(tenant.slug) === 'Free') return;
  const plan = tenant.plans[0]!;
  await page.goto('/#/menu/membership');
  await page.getByRole('article', { name: plan.name }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByRole('button', { name: `Pay ${money(tenant, plan.price, { exact: true })}` }).click();
  // The screen reads ?checkout=done once and drops it from the address: wait for what it says, not the URL.
  await expect(page.getByText(/^Payment received/)).toBeVisible();
  await expect(page).toHaveURL(/#\/menu\/membership$/);
  await expect(page.getByText('My Subscription')).toBeVisible();
}
