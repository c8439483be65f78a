import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../server/config.ts';
import { display } from '../server/tenants/loader.ts';
import { learnerSession, storeSession, submitFirstOptions } from '../tests/support/learner-session.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { ChromiumMissingError, launchChromium, startPrivateServer } from './support/private-server.ts';

/**
 * `npm run tenant:preview <slug> [--out DIR]`: screenshots of one provider's landing page,
 * sign-in, dashboard, take-test and check-answers, on a phone (390 x 844) and a desktop
 * (1440 x 900), so a provider signs off their brand without clicking through. Starts the real
 * server (as `npm start` does, building the app first if its sources changed) on a fresh embedded
 * database of its own, signs a learner up through the mail (and buys a plan in the payment sandbox
 * on a Paid platform), opens their shortest test, submits it and opens its review.
 */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export const SCREENS = ['landing', 'sign-in', 'dashboard', 'take-test', 'check-answers'] as const;

export async function previewTenant(slug: string, outDir: string, tenantsDir: string): Promise<string[]> {
  if (!fs.existsSync(path.join(tenantsDir, slug, 'tenant.yaml'))) throw new Error(`no tenant folder ${path.join(tenantsDir, slug)} (with a tenant.yaml)`);
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  const mail = await startSmtpSink();
  const server = await startPrivateServer(tenantsDir, slug, { SMTP_URL: mail.url });
  const origin = server.origin(slug);
  const written: string[] = [];
  const shoot = async (page: Page, viewport: string, screen: string, url: string) => {
    // A page load each, as opening the link does (a hash change alone would keep the last screen up a moment).
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'networkidle' });
    await settle(page);
    const file = path.join(outDir, `${screen}-${viewport}.png`);
    await page.screenshot({ path: file, fullPage: true });
    written.push(file);
  };
  try {
    const session = await learnerSession(`http://127.0.0.1:${server.port}`, `${slug}.localhost:${server.port}`, mail, {
      test: 'shortest',
      emailPrefix: 'priya.shah',
    });
    const pages: Array<[string, BrowserContext, Page]> = [];
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      pages.push([viewport.name, context, page]);
      await shoot(page, viewport.name, 'landing', `${origin}/`);
      await shoot(page, viewport.name, 'sign-in', `${origin}/#/user-login`);
      await page.evaluate(storeSession, session);
      await shoot(page, viewport.name, 'dashboard', `${origin}/#/menu`);
      await shoot(page, viewport.name, 'take-test', `${origin}/#/menu/tests/take-test/${session.testId}`);
    }
    // One attempt for both: the phone opened it, the desktop resumed it (an Exam is taken once).
    const reportId = await submitFirstOptions(`http://127.0.0.1:${server.port}`, `${slug}.localhost:${server.port}`, session);
    for (const [viewport, context, page] of pages) {
      await shoot(page, viewport, 'check-answers', `${origin}/#/menu/tests/check-answers/${session.testId}?reportId=${reportId}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await mail.close();
  }
  return written;
}

/**
 * Waits until the screen has drawn: nothing busy, no placeholder shimmering or spinner spinning
 * (the only endless animations), its fonts in. Bounded: a screen that never settles is shot as it is.
 */
async function settle(page: Page): Promise<void> {
  const drawn =
    `!document.querySelector('[aria-busy="true"]') && ` +
    `!document.getAnimations().some((a) => a.effect && a.effect.getComputedTiming().iterations === Infinity)`;
  await page.waitForFunction(drawn, undefined, { timeout: 15_000, polling: 100 }).catch(() => undefined);
  await page.evaluate('document.fonts.ready.then(() => undefined)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const slug = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');
  const outIndex = args.indexOf('--out');
  if (!slug) {
    console.error('Usage: npm run tenant:preview <slug> [-- --out DIR]');
    process.exit(2);
  }
  const outDir = path.resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join('preview', slug));
  try {
    console.log(`Previewing ${slug}: starting the server on a fresh embedded database (building the app first if its sources changed)...`);
    const files = await previewTenant(slug, outDir, loadConfig(process.env).tenantsDir);
    console.log(`${files.length} screenshots:\n${files.map((f) => `  ${display(f)}`).join('\n')}`);
  } catch (error) {
    console.error(`tenant:preview: ${(error as Error).message}`);
    if (error instanceof ChromiumMissingError) console.error('The preview needs Chromium to take the screenshots.');
    process.exit(1);
  }
}
