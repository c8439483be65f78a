import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { codeFromMail, mailCount } from './support/mail.ts';
import { fillCode, PASSWORD, signIn, startSignUp, uniqueEmail, type SignUpDetails } from './support/journeys.ts';

/**
 * Account pre-hijack, both ways round, in two browsers: a stranger signs up with the owner's
 * email, their own password and phone, before or after the owner does. The code goes to the
 * owner's mailbox, and whoever signed up first, the account the owner verifies holds only the
 * owner's name, phone and password; the stranger's password never signs in.
 *
 * An address is sent at most one code a minute, so the second sign-up comes a minute after the
 * first (sooner it is refused, and nothing is recorded): on the default provider only, and the
 * two orders side by side.
 */
test.describe.configure({ mode: 'parallel' });
const CODE_INTERVAL_MS = 61_000;
const OWNER: SignUpDetails = { first: 'Amara', last: 'Okafor', phone: '7400123456', password: PASSWORD };
const STRANGER: SignUpDetails = { first: 'Mallory', last: 'Vance', phone: '7400999888', password: 'Attacker-Chosen-77' };

/** A second browser on the same provider, from another network. */
async function strangersBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'en-GB',
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.66' },
  });
  return context.newPage();
}

test.describe('who an account belongs to', () => {
  test.beforeEach(({ pageErrors }) => void pageErrors);

  for (const order of ['stranger first', 'owner first'] as const) {
    test(`only the owner's details reach the account, ${order}`, async ({ page, browser }) => {
      const email = uniqueEmail('owned');
      const stranger = await strangersBrowser(browser);
      const [first, second] =
        order === 'stranger first'
          ? ([
              [stranger, STRANGER],
              [page, OWNER],
            ] as const)
          : ([
              [page, OWNER],
              [stranger, STRANGER],
            ] as const);
      test.slow();
      await startSignUp(first[0], email, first[1]);
      const secondAllowedAt = Date.now() + CODE_INTERVAL_MS;
      // The first sign-up's code has reached the mailbox: the owner's code is in a later mail.
      await codeFromMail(email, /verification code/);
      const mailsBefore = await mailCount(email);
      await first[0].waitForTimeout(Math.max(0, secondAllowedAt - Date.now()));
      await startSignUp(second[0], email, second[1]);

      // The owner enters the newest code in their own browser.
      await page.goto('/#/user-otp');
      await fillCode(page, await codeFromMail(email, /verification code/, mailsBefore));
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await expect(page).toHaveURL(/#\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
      await page.goto('/#/menu/my-account');
      const details = page.getByRole('region', { name: 'Basic Details' });
      await expect(details.getByLabel('First name')).toHaveValue('Amara');
      await expect(details.getByLabel('Last name')).toHaveValue('Okafor');
      await expect(details.getByRole('textbox', { name: /Phone number/ })).toHaveValue(/7400\s?123\s?456/);

      // The stranger's browser has no code; their password does not open the account.
      await signIn(stranger, email, STRANGER.password);
      await expect(stranger.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
      await page.evaluate(() => localStorage.clear());
      await signIn(page, email, OWNER.password);
      await expect(page).toHaveURL(/#\/menu$/);
      await stranger.context().close();
    });
  }
});
