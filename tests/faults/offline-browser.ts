import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { readDemoBank } from '../e2e/support/bank.ts';
import { offlineThenDoubleSubmit } from '../e2e/support/offline-submit.ts';
import { openTest } from '../e2e/support/take-test.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { bodyOf, signUpLearner } from './learner-client.ts';
import type { ScenarioResult } from './scenario.ts';
import { startServerProcess } from './server-process.ts';

/**
 * A learner's browser (Debian Chromium) loses the network for `offlineMs` mid-test, keeps
 * answering, comes back, and double-clicks Submit Now. Nothing may be lost and one report stored.
 * Needs the built web app (dist/web).
 */
export async function offlineBrowser({ offlineMs }: { offlineMs: number }): Promise<ScenarioResult> {
  const sink = await startSmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-data-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, SMTP_URL: sink.url, PASSWORD_HASH_COST: '10' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { client, email } = await signUpLearner(() => server.base, sink, 7, 'offline');
    const session = await client.post('/api/user/login', { email, password: 'Faults-Password-2026!', host: '127.0.0.1' });
    const { token, refreshToken, user } = bodyOf(session);
    const context = await browser.newContext({ baseURL: server.base, locale: 'en-GB', timezoneId: 'Europe/London' });
    // Signed in as the web app would be after the code screen: the spec's storage keys.
    const keys = { token: String(token), refreshToken: String(refreshToken), user: JSON.stringify(user) };
    await context.addInitScript(
      `if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(${JSON.stringify(keys)})) localStorage.setItem(k, v);`,
    );
    const page = await context.newPage();
    const quiz = (await readDemoBank('sqe-commons')).test('tort-quiz');
    await openTest(page, quiz.name, 'Quiz');
    const result = await offlineThenDoubleSubmit(page, context, quiz.questions, offlineMs);
    await context.close();
    await server.stop();

    const handle = await openDatabase({ dataDir });
    const stored = await handle.db.select({ id: reports.id }).from(reports).innerJoin(users, eq(users.id, reports.userId)).where(eq(users.email, email));
    await handle.close();
    return {
      scenario: `browser offline ${Math.round(offlineMs / 1000)} s mid-test, then Submit Now double-clicked`,
      tries: quiz.questions.length,
      retried: quiz.questions.length - 1,
      lost: result.lost + (stored.some((r) => r.id === result.reportId) ? 0 : 1),
      doubled: Math.max(0, stored.length - 1) + Math.max(0, result.submits - 1),
      notes:
        `${quiz.questions.length - 1} answers given offline reached the server on reconnect; ${result.submits} submit request for a double click; ` +
        `${stored.length} report stored`,
    };
  } finally {
    await browser.close();
    await server.dispose();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
