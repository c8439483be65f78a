import sharp from 'sharp';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * On a 390 px phone, the Tickets page's own form takes a picture through its styled picker (a
 * button-styled label for a hidden file input), shows it, and the ticket carries it to the chat.
 */
test('a ticket with a picture is raised from the Tickets page form on a phone', async ({ page, tenant, pageErrors }) => {
  void pageErrors;
  await signUp(page, uniqueEmail(tenant.slug), 'Nadia', 'Rahman');
  await page.goto('/#/menu/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create New Ticket' });
  await form.getByPlaceholder('Enter subject').fill('Figure on question 4 is blurry');
  await form.getByPlaceholder('Describe in detail, please...').fill('The ECG on question 4 cannot be read on my phone. Screenshot attached.');

  // The picker: a label that looks like a button; the file input itself is visually hidden.
  const choose = form.locator('label').filter({ hasText: 'Attach an image (optional)' });
  await expect(choose).toBeVisible();
  const input = form.getByLabel('Attach an image (optional)');
  expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(form.getByRole('alert')).toHaveText('Choose a PNG, JPEG, WebP or GIF image.');
  // Chosen through the label, as a finger does: the file chooser opens and takes the picture.
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: tenant.primary } })
    .png()
    .toBuffer();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await chooser.setFiles({ name: 'blurry-figure.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByText('blurry-figure.png', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove image' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page), 'the Tickets page with a picture chosen').toEqual([]);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket created successfully' })).toBeVisible();
  await expect(form.getByText('blurry-figure.png', { exact: true })).toHaveCount(0);
  await page.getByRole('region', { name: 'Tickets Sent' }).getByRole('link', { name: 'Figure on question 4 is blurry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Figure on question 4 is blurry' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Attached image' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
});
