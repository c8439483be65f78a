import fs from 'node:fs';
import sharp from 'sharp';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { codeFromMail } from './support/mail.ts';
import { fillCode, PASSWORD, signIn, signUp, uniqueEmail } from './support/journeys.ts';

test.describe('accounts', () => {
  test.beforeEach(({ pageErrors }) => void pageErrors);

  test('sign up with the emailed code, see the welcome line, sign out and back in', async ({ page, tenant }) => {
    const email = uniqueEmail(tenant.slug);
    await signUp(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'My Account' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(email);
    expect(await axeViolations(page), 'the dashboard').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/#\/user-login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/#/menu');
    await expect(page).toHaveURL(/#\/user-login\?next=%2Fmenu$/);

    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
    // A stored session skips the login screen.
    await page.goto('/#/user-login');
    await expect(page).toHaveURL(/#\/menu$/);
  });

  test('an incomplete or wrong code is refused', async ({ page, tenant }) => {
    const email = uniqueEmail(tenant.slug);
    await page.goto('/#/user-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(await axeViolations(page), 'the sign-up screen').toEqual([]);
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Date of birth').fill('2000-01-01');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('7400654321');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/#\/user-otp$/);
    const first = await codeFromMail(email, /verification code/);

    await fillCode(page, '12');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('All fields required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Digit 2 of 4' }).click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await fillCode(page, first === '9999' ? '9998' : '9999');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is wrong or has expired' })).toBeVisible();
    await expect(page).toHaveURL(/#\/user-otp$/);
    expect(await axeViolations(page), 'the code screen, with its error').toEqual([]);
  });

  test('My Account: names and picture change and stay after a reload; the password changes', async ({ page, tenant }, testInfo) => {
    const photo = testInfo.outputPath('photo.jpg');
    fs.mkdirSync(testInfo.outputDir, { recursive: true });
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2462c' } })
      .jpeg()
      .toFile(photo);
    const email = uniqueEmail(tenant.slug);
    await signUp(page, email);
    await page.goto('/#/menu/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    expect(await axeViolations(page), 'My Account').toEqual([]);

    const details = page.getByRole('region', { name: 'Basic Details' });
    await details.getByLabel('First name').fill('Amarachi');
    await details.getByLabel('Last name').fill('Okafor-Reid');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

    const picture = page.getByRole('region', { name: 'Upload Profile Picture' });
    await picture.getByTestId('picture-input').setInputFiles(photo);
    await expect(picture.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
    await picture.getByRole('button', { name: 'Upload picture' }).click();
    await expect(picture.getByRole('img', { name: 'Amarachi Okafor-Reid' })).toHaveAttribute('src', /^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Basic Details' }).getByLabel('First name')).toHaveValue('Amarachi');
    const avatar = page.getByRole('region', { name: 'Upload Profile Picture' }).getByRole('img', { name: 'Amarachi Okafor-Reid' });
    await expect(avatar).toHaveAttribute('src', /^\/media\/profiles\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

    const security = page.getByRole('region', { name: 'Password & Security' });
    await security.getByLabel('Current password').fill(PASSWORD);
    await security.getByLabel('New password', { exact: true }).fill('Changed-Password-88');
    await security.getByLabel('Confirm new password').fill('Changed-Password-88');
    await security.getByRole('button', { name: 'Update password' }).click();
    await expect(security.getByText('Your password has been changed.')).toBeVisible();

    await page.goto('/#/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amarachi Okafor-Reid' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, 'Changed-Password-88');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amarachi Okafor-Reid' })).toBeVisible();
  });

  test('the menu lists the areas the provider offers and opens them, on a phone', async ({ page, tenant }) => {
    // A phone from the start: resizing Chromium's emulated viewport while a screen is mounting
    // can leave its media queries evaluated at the old width, which no real phone does.
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail(tenant.slug));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Members area' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Tests' }).click();
    await expect(page).toHaveURL(/#\/menu\/tests$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Exams' })).toBeVisible();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/#\/menu\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(await axeViolations(page), 'help, on a phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('on a phone, a deep link opened signed out comes back after signing in', async ({ page, tenant }) => {
    const email = uniqueEmail(tenant.slug);
    await signUp(page, email);
    // Signed out on this device (the session's keys gone), then a link to My Account opened on a
    // phone: a new page load, as a link from a mail makes. (A hash change in the same document
    // raced the running dashboard, which meets the missing session and signs out to ?next=/menu.)
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/menu/my-account');
    await expect(page).toHaveURL(/#\/user-login\?next=%2Fmenu%2Fmy-account$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/menu\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    // A link naming anywhere else is not followed: the members area instead.
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(`/#/user-login?next=${encodeURIComponent('//evil.example/menu')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/menu$/);
  });

  test("on a phone, an address the site has no page at (/pricing) is the provider's own not-found page, a 404", async ({ page, tenant }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${tenant.name}`);
    expect(await axeViolations(page), 'the not-found page, on a phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/#\/$/);
    await expect(page).toHaveTitle(tenant.name);
  });
});
