import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { readDemoTenant, money } from './support/demo-tenants.ts';
import { signIn, signUp, uniqueEmail } from './support/journeys.ts';
import { UPLOADS_SCALE_OUT_PORTS } from './support/ports.ts';
import { ciNeeds, inCi, missingServices, serviceUrl } from '../support/services.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { freshPostgres, startServerProcess, type ServerProcess } from './support/server-process.ts';

// Two server processes, each with a DATA_DIR of its own, on one PostgreSQL, one Redis and one
// S3-compatible bucket (a local S3 server this test starts, driven by the real AWS SDK): whatever one
// process stores, the other serves, and killing either loses nothing. Needs TEST_DATABASE_URL and
// TEST_REDIS_URL (.ci/run sets both): without them it fails in CI and is reported as skipped, with
// the reason, elsewhere.
const databaseUrl = serviceUrl('postgres');
const redisUrl = serviceUrl('redis');
const missing = missingServices(['postgres', 'redis']);
const SLUG = 'wardround';
const tenant = readDemoTenant(SLUG);
const origin = (index: 0 | 1) => `http://${SLUG}.localhost:${UPLOADS_SCALE_OUT_PORTS[index]}`;

test.describe('uploads in one bucket, served by either of two server processes', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.skip(missing !== undefined && !inCi(), missing);
  test.use({ baseURL: origin(0) });
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let bucket: LocalS3;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-own-data-')));
  const servers: Array<ServerProcess | undefined> = [undefined, undefined];
  let env: Record<string, string>;
  const start = async (index: 0 | 1) => {
    servers[index] = await startServerProcess(UPLOADS_SCALE_OUT_PORTS[index], { ...env, DATA_DIR: dataDirs[index]! });
  };

  test.beforeAll(async () => {
    if (missing) throw new Error(ciNeeds(missing));
    database = await freshPostgres(databaseUrl!);
    bucket = await startLocalS3('exam-uploads');
    env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, AUTH_SECRET: 'e2e-one-bucket-'.padEnd(48, 'x'), DEFAULT_TENANT: SLUG, ...bucket.env };
    // One after the other: the first migrates the new database and loads the tenants.
    await start(0);
    await start(1);
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server?.stop()));
    await bucket?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a picture and an invoice stored through one process open through the other, and a crash of either loses nothing', async ({ page, browser }) => {
    // Process one: the learner signs up, sets a profile picture and buys a plan (the payment's webhook renders the invoice there).
    const email = uniqueEmail('one-bucket');
    await signUp(page, email, 'Ines', 'Moreau');
    await page.goto('/#/menu/my-account');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c6bc2' } })
      .jpeg()
      .toBuffer();
    const upload = page.getByRole('region', { name: 'Upload Profile Picture' });
    await upload.getByTestId('picture-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await upload.getByRole('button', { name: 'Upload picture' }).click();
    await expect(upload.getByRole('img', { name: 'Ines Moreau' })).toHaveAttribute('src', /^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
    const plan = tenant.plans[0]!;
    await page.goto('/#/menu/membership');
    await page.getByRole('article', { name: plan.name }).getByRole('button', { name: 'Upgrade Now' }).click();
    await page.getByRole('button', { name: `Pay ${money(tenant, plan.price, { exact: true })}` }).click();
    await expect(page.getByText(/^Payment received/)).toBeVisible();

    // Nothing went to either process's disk: both files are in the bucket, under the provider's id.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads')), `${dir}/uploads`).toBe(false);
    expect(await bucket.keys()).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}\/invoices\/[0-9a-f-]{36}\.pdf$/),
      expect.stringMatching(/^[0-9a-f-]{36}\/profiles\/[0-9a-f-]{36}\.webp$/),
    ]);

    // Process two: the same learner sees the picture and opens the invoice, then raises a ticket with a picture there.
    const other = await browser.newContext({ baseURL: origin(1), extraHTTPHeaders: { 'x-forwarded-for': '10.253.0.1' } });
    const two = await other.newPage();
    await signIn(two, email);
    await expect(two).toHaveURL(/#\/menu$/);
    await expectProfilePicture(two);
    await expectInvoice(two);
    await two.goto('/#/menu/tickets');
    await two.getByPlaceholder('Enter subject').fill('Picture from process two');
    await two.getByPlaceholder('Describe in detail, please...').fill('Stored through the second process.');
    const screen = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c2462c' } })
      .png()
      .toBuffer();
    await two.getByLabel('Attach an image (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: screen });
    await two.getByRole('button', { name: 'Submit' }).click();
    await two.getByRole('link', { name: 'Picture from process two' }).click();
    await expectTicketPicture(two);

    // Process one dies at once: process two serves everything still.
    await servers[0]!.kill();
    await two.reload();
    await expectTicketPicture(two);
    await expectInvoice(two);

    // Process one comes back and process two dies: process one serves what process two stored.
    await start(0);
    await servers[1]!.kill();
    await page.goto('/#/menu/tickets');
    await page.getByRole('link', { name: 'Picture from process two' }).click();
    await expectTicketPicture(page);
    await expectProfilePicture(page);
    await expectInvoice(page);
    expect(await bucket.keys()).toHaveLength(3);
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads')), `${dir}/uploads`).toBe(false);
    await other.close();
  });
});

/** The learner's picture on My Account, loaded and decoded at the size the server made it (512 px). */
async function expectProfilePicture(page: Page) {
  await page.goto('/#/menu/my-account');
  const avatar = page.getByRole('region', { name: 'Upload Profile Picture' }).getByRole('img', { name: 'Ines Moreau' });
  await expect(avatar).toHaveAttribute('src', /^\/media\/profiles\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(512);
}

/** The invoice behind Membership's View link, fetched as the browser opens it: a PDF. */
async function expectInvoice(page: Page) {
  await page.goto('/#/menu/membership');
  const view = page.getByRole('table').getByRole('link', { name: /View/ });
  const href = (await view.getAttribute('href'))!;
  const invoice = await page.evaluate(
    `fetch(${JSON.stringify(href)}).then(async (r) => [r.status, r.headers.get('content-type'), ` +
      `new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))])`,
  );
  expect(invoice).toEqual([200, 'application/pdf', '%PDF-']);
}

/** The ticket's picture on the open ticket, loaded through its signed link at the size it was sent. */
async function expectTicketPicture(page: Page) {
  const picture = page.getByRole('img', { name: 'Attached image' });
  await expect(picture).toHaveAttribute('src', /^\/api\/ticket\/image\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
}
