/** Account journeys through the real screens, shared by the end-to-end specs. */
import { expect, type Page } from '@playwright/test';
import { codeFromMail, mailCount } from './mail.ts';

export const PASSWORD = 'Revision-Rota-2026!';
let counter = 0;
export const uniqueEmail = (slug: string) => `e2e-${slug}-${Date.now().toString(36)}-${++counter}@example.com`;

export async function fillCode(page: Page, code: string) {
  // Typing digit by digit: each box takes one and moves focus to the next.
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

/** What a sign-up form is filled with: a UK mobile's national digits, and the rest as typed. */
export interface SignUpDetails {
  first: string;
  last: string;
  phone: string;
  password: string;
}

const AMARA: SignUpDetails = { first: 'Amara', last: 'Okafor', phone: '7400123456', password: PASSWORD };

/** Fills the sign-up screen and sends it: the page is on the code screen, and the mail count before it is returned. */
export async function startSignUp(page: Page, email: string, details: SignUpDetails = AMARA): Promise<number> {
  await page.goto('/#/user-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(details.first);
  await page.getByLabel('Last name').fill(details.last);
  await page.getByLabel('Date of birth').fill('1999-03-14');
  await page.getByRole('textbox', { name: /Phone number/ }).fill(details.phone);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/#\/user-otp$/);
  await expect(page.getByText(email)).toBeVisible();
  return before;
}

/** Registration through the real screens, the code read from the mail the server sent over SMTP. */
export async function signUp(page: Page, email: string, first = 'Amara', last = 'Okafor', landsOn: RegExp = /#\/menu$/) {
  const before = await startSignUp(page, email, { ...AMARA, first, last });
  await fillCode(page, await codeFromMail(email, /verification code/, before));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(landsOn);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/#/user-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
