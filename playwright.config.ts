import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { demoTenantSlugs } from './tests/e2e/support/demo-tenants.ts';
import { platformTypeOf } from './tests/e2e/support/bank.ts';
import { E2E_PORT, MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './tests/e2e/support/ports.ts';

/** A fresh embedded database for every run, so the suite sees what a new install sees. */
const DATA_DIR = path.resolve('test-results/e2e-data');
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Whole journeys (sign-up over real SMTP, scrypt, a full Quiz): a hang detector, not a speed check.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The providers' audience: British English dates (dd/mm/yyyy) and London time.
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace of every action costs about a third of the suite's time on a 2-core machine
    // (3.0 min against 1.9 min for the insights journeys): off by default; a failure still leaves its
    // screenshot and error context, and `npx playwright test <spec> --trace on` records one to debug.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    // A real SMTP server in its own process; tests read the mail that reached it.
    {
      command: 'npx tsx tests/e2e/support/mail-catcher.ts',
      // Passed on explicitly, so the catcher listens where this config looks for it.
      env: { E2E_SMTP_PORT: String(MAIL_CATCHER_SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_CATCHER_HTTP_PORT) },
      url: `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The real server, started exactly as a user starts it, sending mail over SMTP. Behind a
    // trusted proxy each test may speak from its own address (X-Forwarded-For), so per-network
    // rate limits do not couple one test to another.
    {
      command: 'npm start',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        DEFAULT_TENANT: 'wardround',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
        MAIL_FROM: 'no-reply@e2e.example',
        TRUST_PROXY: 'loopback',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
  projects: [
    // One project per demo tenant: the same journeys in every brand, plus those of its platform
    // type (test taking runs on Free platforms; Paid ones need a plan, bought in a later issue).
    ...demoTenantSlugs.map((slug) => ({
      name: slug,
      testMatch: platformTypeOf(slug) === 'Free' ? /(tenant|free-platform)-.*\.spec\.ts/ : /(tenant|paid-platform)-.*\.spec\.ts/,
      use: { baseURL: `http://${slug}.localhost:${E2E_PORT}` },
      metadata: { slug },
    })),
    { name: 'platform', testMatch: /\/platform[^/]*\.spec\.ts$/, use: { baseURL: `http://localhost:${E2E_PORT}` } },
  ],
});
