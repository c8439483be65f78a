import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/demo-tenants.ts';

test('an unknown host gets a plain 404 that names no provider', async ({ page }) => {
  const response = await page.goto(`http://nobody.localhost:${E2E_PORT}/`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Wardround|Ledgerline|SQE Commons/);
});

test('localhost serves the default tenant', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await expect(page).toHaveTitle('Wardround');
});

test('members-area routes need a session: without one they go to the login screen', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/#/menu/tests`);
  await expect(page).toHaveURL(/#\/user-login\?next=%2Fmenu%2Ftests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('an unknown route shows a page-not-found screen with a way home', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/#/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
