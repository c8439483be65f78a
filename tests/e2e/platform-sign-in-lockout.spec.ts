import { expect, test } from './support/fixtures.ts';
import { PASSWORD, signIn, signUp, uniqueEmail } from './support/journeys.ts';
import type { Page } from '@playwright/test';

const WELCOME = 'Welcome, Amara Okafor';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/user-login$/);
}

// One brand is enough: the lock is the server's, the browser only keeps the cookie it was given.
test('strangers’ 100 wrong passwords from 20 addresses do not lock the learner out of the browser they signed in with before', async ({
  page,
  pageErrors,
  browser,
  request,
}, testInfo) => {
  void pageErrors;
  // Up to a hundred sign-ins at the production hashing cost: a hang detector, not a speed check.
  test.setTimeout(180_000);
  const email = uniqueEmail('lockout');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, email);
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await signOut(page);

  // Strangers, each from their own address (the server trusts the local proxy's X-Forwarded-For), with none of the browser's cookies.
  const statuses = new Set<number>();
  for (let i = 0; i < 100; i++) {
    const tried = await request.post('/api/user/login', {
      data: { email, password: `Stranger-Guess-${i}x`, host: 'localhost' },
      headers: { 'x-forwarded-for': `198.51.100.${(i % 20) + 1}` },
    });
    statuses.add(tried.status());
  }
  expect(
    [...statuses].filter((status) => status !== 401 && status !== 429),
    'strangers never got in',
  ).toEqual([]);

  // A browser the learner never signed in with waits, at most a quarter of an hour.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.200' } });
  const newBrowser = await elsewhere.newPage();
  await signIn(newBrowser, email);
  await expect(
    newBrowser
      .getByRole('alert')
      .filter({ hasText: /Too many failed sign-ins for this account\. Try again in (a minute|([2-9]|1[0-5]) minutes)/ })
      .first(),
  ).toBeVisible();
  await elsewhere.close();

  // The browser the learner used before signs in at once.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
});
