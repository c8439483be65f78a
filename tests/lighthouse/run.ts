import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { demoTenantSlugs } from '../e2e/support/demo-tenants.ts';
import { caller, learnerSession, storeSession, type LearnerSession } from '../support/learner-session.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile settings: a mid-range phone on a slow 4G network,
 * simulated) on the landing page, sign-in, dashboard and take-test of every demo provider,
 * against the built app served by the real server on a fresh embedded database. Prints the
 * table, writes each HTML report to test-results/lighthouse, and exits 1 when a page misses a
 * target (95 for performance, accessibility and best practices; CLS at most 0.05).
 * LIGHTHOUSE_TENANTS=slug,slug narrows the providers; LIGHTHOUSE_PAGES=landing,dashboard the pages;
 * LIGHTHOUSE_TRACES=1 also writes each run's Chromium trace beside its report (*.trace.json, for
 * chrome://tracing or DevTools' Performance panel), to see what a score waited for.
 * LIGHTHOUSE_SUMMARY=<file> also writes the rows as JSON there (`npm run bench` reads take-test's).
 */
const TARGET_SCORE = 95;
const TARGET_CLS = 0.05;
const OUT = path.resolve('test-results/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface Row {
  tenant: string;
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

const slugs = process.env.LIGHTHOUSE_TENANTS ? process.env.LIGHTHOUSE_TENANTS.split(',') : demoTenantSlugs;
const PAGES = ['landing', 'sign-in', 'dashboard', 'take-test'];
const pages = new Set(process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : PAGES);
const unknown = [...pages].filter((p) => !PAGES.includes(p));
if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')} (the pages are ${PAGES.join(', ')})`);
fs.mkdirSync(OUT, { recursive: true });
const mail = await startSmtpSink();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
process.stdout.write(`Starting the server on a fresh embedded database (building the web app if its sources changed)...\n`);
const server = await startServerProcess(port, { DATA_DIR: dataDir, SMTP_URL: mail.url, DEFAULT_TENANT: slugs[0]! });
const browser: Browser = await puppeteer.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless=new'], defaultViewport: null });
const rows: Row[] = [];

try {
  // A deployed server has answered visitors before: each provider's page is asked for once (by
  // HTTP, not the browser, whose caches each audit starts without), so the first page audited is
  // not also the server's first request.
  for (const slug of slugs) await caller(`http://127.0.0.1:${port}`, `${slug}.localhost:${port}`)('/');
  for (const slug of slugs) {
    const origin = `http://${slug}.localhost:${port}`;
    const page = await browser.newPage();
    if (pages.has('landing')) rows.push(await audit(page, slug, 'landing', `${origin}/`));
    if (pages.has('sign-in')) rows.push(await audit(page, slug, 'sign-in', `${origin}/#/user-login`));
    if (pages.has('dashboard') || pages.has('take-test')) {
      const session = await learnerSession(`http://127.0.0.1:${port}`, `${slug}.localhost:${port}`, mail);
      await signIn(page, origin, session);
      if (pages.has('dashboard')) rows.push(await audit(page, slug, 'dashboard', `${origin}/#/menu`, { signedIn: true }));
      if (pages.has('take-test')) rows.push(await audit(page, slug, 'take-test', `${origin}/#/menu/tests/take-test/${session.testId}`, { signedIn: true }));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

printTable(rows);
if (process.env.LIGHTHOUSE_SUMMARY) fs.writeFileSync(process.env.LIGHTHOUSE_SUMMARY, JSON.stringify(rows));
const misses = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < TARGET_SCORE) || r.cls > TARGET_CLS);
if (misses.length) {
  process.stdout.write(
    `\n${misses.length} of ${rows.length} pages miss a target (${TARGET_SCORE} per category, CLS at most ${TARGET_CLS}); ` +
      `reports in ${path.relative(process.cwd(), OUT)}.\n`,
  );
  process.exitCode = 1;
} else {
  process.stdout.write(`\nEvery page meets the targets; reports in ${path.relative(process.cwd(), OUT)}.\n`);
}

/** The session as the app keeps it after sign-in, so the members' pages open signed in. */
async function signIn(page: Page, origin: string, session: LearnerSession): Promise<void> {
  await page.goto(`${origin}/#/user-login`);
  await page.evaluate(storeSession, session);
}

/**
 * One Lighthouse run on a cold HTTP cache. Signed-in pages keep the origin's storage (the session)
 * but not its cache, so every page is measured as a first visit of the day.
 */
async function audit(page: Page, tenant: string, name: string, url: string, options: { signedIn?: boolean } = {}): Promise<Row> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  // As Lighthouse's own reset does: toggling the cache off evicts the renderer's memory cache too,
  // which would otherwise keep the chunks an earlier page of this origin loaded.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  const flags: Flags = { output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: options.signedIn === true };
  let result = await lighthouse(url, flags, undefined, page);
  // Lighthouse's own advice when Chromium's trace of a run comes back incomplete (NO_NAVSTART,
  // NO_FCP on a busy machine): run it again. Once; a second failure is reported.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${tenant} ${name}: ${lhr.runtimeError.message}`);
  fs.writeFileSync(path.join(OUT, `${tenant}-${name}.html`), String(result.report));
  if (process.env.LIGHTHOUSE_TRACES) fs.writeFileSync(path.join(OUT, `${tenant}-${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const row: Row = {
    tenant,
    page: name,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
  process.stdout.write(`  ${tenant} ${name}: ${CATEGORIES.map((c) => row.scores[c]).join(' / ')}\n`);
  return row;
}

function printTable(all: Row[]): void {
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const lines = [
    '',
    `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling); targets: ${TARGET_SCORE}+ each, CLS <= ${TARGET_CLS}; ! marks a miss`,
    '',
    '| provider | page | performance | accessibility | best practices | CLS | LCP | TBT |',
    '|---|---|---|---|---|---|---|---|',
    ...all.map(
      (r) =>
        `| ${r.tenant} | ${r.page} | ${CATEGORIES.map((c) => `${r.scores[c]}${mark(r.scores[c] >= TARGET_SCORE)}`).join(' | ')} | ` +
        `${r.cls.toFixed(3)}${mark(r.cls <= TARGET_CLS)} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve('node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}
