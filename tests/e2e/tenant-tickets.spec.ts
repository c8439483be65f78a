import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { codeFromMail, mailCount } from './support/mail.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';

interface Support {
  topics: Array<{ name: string }>;
  staff: Array<{ first_name: string; last_name: string; email: string; role: string }>;
}

/** The tenant's ticket topics and staff, read from its folder (the source of truth). */
const supportOf = (slug: string): Support => parse(fs.readFileSync(path.resolve('tenants', slug, 'content', 'support.yaml'), 'utf8'));

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `tickets-${slug}-${name}.png`);

/**
 * The ticket's picture is on screen, not just its alt text: loaded through the short-lived link the
 * server signed for this viewer (an <img> sends no token), at the size it was sent (320 x 200).
 */
async function expectPictureShown(page: Page) {
  const picture = page.getByRole('img', { name: 'Attached image' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/ticket\/image\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
}

// One staff first sign-in per brand (one code a minute per email), so the whole support journey
// is one test: the learner raises tickets, staff answer live, closing hides the text box.
test('a learner raises a ticket with an image and chats live with staff, who close it', async ({ page, browser, tenant, pageErrors, baseURL }) => {
  void pageErrors;
  test.setTimeout(120_000);
  const support = supportOf(tenant.slug);
  const [firstTopic, secondTopic] = support.topics;
  const staffer = support.staff.toSorted((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))[0]!;
  const email = uniqueEmail(tenant.slug);
  await signUp(page, email, 'Nadia', 'Rahman');

  // Tickets: nothing yet; the quick form preselects the first topic.
  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByText('No ticket found!')).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue(/.+/);
  await expect(page.getByLabel('Topic').locator('option:checked')).toHaveText(firstTopic!.name);
  await expect(page.getByPlaceholder('Describe in detail, please...')).toHaveAttribute('rows', '7');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter a subject')).toBeVisible();
  await page.getByPlaceholder('Enter subject').fill('Timer kept running after submit');
  await page.getByPlaceholder('Describe in detail, please...').fill('On the last quiz the clock kept going after I pressed Submit.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket created successfully' })).toBeVisible();
  const sent = page.getByRole('region', { name: 'Tickets Sent' });
  const card = sent.getByRole('article').filter({ has: page.getByRole('link', { name: 'Timer kept running after submit' }) });
  await expect(card).toContainText(firstTopic!.name);
  await expect(card).toContainText('Open');
  expect(await axeViolations(page), 'the Tickets screen').toEqual([]);

  // Manage Tickets: the modal's full form, with the staff member and an image.
  await sent.getByRole('link', { name: 'View All' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Tickets' })).toBeVisible();
  await page.getByRole('button', { name: '+ Create Ticket' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Ticket' });
  await expect(modal.getByLabel('Send to').locator('option:checked')).toHaveText(`${staffer.first_name} ${staffer.last_name}`);
  await modal.getByLabel('Topic').selectOption({ label: secondTopic!.name });
  await modal.getByPlaceholder('Enter subject').fill('Question 4 looks wrong');
  await modal.getByPlaceholder('Describe in detail, please...').fill('The explanation contradicts the marked answer. Screenshot attached.');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: tenant.primary } })
    .png()
    .toBuffer();
  await modal.getByLabel('Attach an image (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  await expect(modal.getByText('screen.png')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shots(tenant.slug, 'modal-desktop') });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  const mine = page.getByRole('region', { name: 'My Tickets' });
  await expect(mine.getByRole('link')).toHaveCount(2);
  await expect(mine.getByRole('link', { name: /Question 4 looks wrong/ })).toContainText('Issue Not Resolved');
  expect(await axeViolations(page), 'Manage Tickets').toEqual([]);

  // The chat: nothing said yet; the learner writes.
  await mine.getByRole('link', { name: /Question 4 looks wrong/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 4 looks wrong' })).toBeVisible();
  await expectPictureShown(page);
  await expect(page.getByText('No Chats Found!')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Write a message before sending.')).toBeVisible();
  await page.getByPlaceholder('Write something here...').fill('It is question 4 of the mock exam.');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('It is question 4 of the mock exam.')).toBeVisible();
  await expect(log).toContainText(/Sent at \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByPlaceholder('Write something here...')).toHaveValue('');

  // Staff: first sign-in with an emailed code, then the inbox in another browser.
  const staffContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.251.${test.info().workerIndex}.${Date.now() % 250}` } });
  const staff = await staffContext.newPage();
  await staff.goto('/staff');
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await staff.getByRole('button', { name: 'First time here, or forgot your password?' }).click();
  await staff.getByLabel('Email').fill(staffer.email);
  const before = await mailCount(staffer.email);
  await staff.getByRole('button', { name: 'Email me a code' }).click();
  await staff.getByLabel('Code from the email').fill(await codeFromMail(staffer.email, /staff sign-in code/, before));
  await staff.getByLabel('New password').fill('Staff-Inbox-Secret-26');
  await staff.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const row = staff.getByRole('link', { name: /Question 4 looks wrong/ });
  await expect(row).toContainText('Nadia Rahman');
  await expect(row.getByText('New reply')).toBeAttached();
  expect(await axeViolations(staff), 'the staff inbox').toEqual([]);
  await staff.getByLabel('Search subjects').fill('timer');
  await expect(staff.getByRole('link', { name: /Timer kept running/ })).toBeVisible();
  await expect(row).toBeHidden();
  await staff.getByLabel('Search subjects').fill('');
  await row.click();
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText('It is question 4 of the mock exam.')).toBeVisible();
  await expectPictureShown(staff);

  // Staff reply: the learner's open chat shows it without a reload, on the left, with its author.
  const mailsBefore = await mailCount(email);
  await staff.getByPlaceholder('Write something here...').fill('Thanks, we are fixing question 4 today.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Thanks, we are fixing question 4 today.')).toBeVisible();
  await expect(log).toContainText(`${staffer.first_name} ${staffer.last_name}, ${staffer.role}`);
  await expect.poll(() => mailCount(email)).toBeGreaterThan(mailsBefore);

  // The learner answers; staff see it live.
  await page.getByPlaceholder('Write something here...').fill('Great, thank you!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText('Great, thank you!')).toBeVisible();
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.screenshot({ path: shots(tenant.slug, 'staff-desktop'), fullPage: true });

  // Closing: the learner's text box goes, live; the list says Issue Resolved.
  await staff.getByLabel('Set status').selectOption('Closed');
  await expect(staff.getByRole('status').filter({ hasText: 'Ticket status set to Closed.' })).toBeVisible();
  await expect(page.getByPlaceholder('Write something here...')).toBeHidden();
  await expect(page.getByText('This ticket is Closed: it takes no new messages.')).toBeVisible();
  // The chat on a phone, loaded at that width: it fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('This ticket is Closed: it takes no new messages.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the chat on a phone').toBeLessThanOrEqual(390);
  await page.screenshot({ path: shots(tenant.slug, 'chat-phone'), fullPage: true });
  expect(await axeViolations(page), 'the ticket chat').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/menu/tickets/view-all');
  await expect(page.getByRole('region', { name: 'My Tickets' }).getByRole('link', { name: /Question 4 looks wrong/ })).toContainText('Issue Resolved');

  // A reply on the other ticket: the learner's list and menu mark it at once, until it is read.
  await staff.getByRole('link', { name: 'Back to the inbox' }).click();
  await staff.getByRole('link', { name: /Timer kept running/ }).click();
  await staff.getByPlaceholder('Write something here...').fill('Which browser were you using?');
  await staff.getByRole('button', { name: 'Send' }).click();
  const menuTickets = page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: /Tickets/ });
  const timerRow = page.getByRole('region', { name: 'My Tickets' }).getByRole('link', { name: /Timer kept running/ });
  await expect(timerRow.getByText('New reply')).toBeAttached();
  await expect(menuTickets).toContainText('New reply');
  await timerRow.click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Which browser were you using?')).toBeVisible();
  await expect(menuTickets).not.toContainText('New reply');
  await staffContext.close();
});
