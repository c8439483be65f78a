import { expect, test } from './support/fixtures.ts';
import { codeFromMail, mailCount } from './support/mail.ts';
import { fillCode, PASSWORD, signIn, signUp, uniqueEmail } from './support/journeys.ts';

// One code a minute per email, whatever it is for: the sign-up code has just gone, so the reset
// code waits a real minute. That rule is worth its minute; this journey runs once, not per brand.
test('forgot password: code by mail, reset, then only the new password signs in', async ({ page, pageErrors }) => {
  void pageErrors;
  test.setTimeout(150_000);
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/#/user-login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/#\/user-forget-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We have just sent a code to this email' }).first()).toBeVisible();

  await page.waitForTimeout(61_000);
  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/#\/user-otp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  await fillCode(page, await codeFromMail(email, /password reset code/, before));
  await page.getByRole('button', { name: 'Verify Email' }).click();

  await expect(page).toHaveURL(/#\/user-reset-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('Must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('A-Whole-New-Secret-5');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/#\/user-login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
  await signIn(page, email, 'A-Whole-New-Secret-5');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
});
