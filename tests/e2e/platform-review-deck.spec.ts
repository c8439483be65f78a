import pg from 'pg';
import { expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { readDemoTenant } from './support/demo-tenants.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { REVIEW_DECK_PORT } from './support/ports.ts';
import { submitThroughApi } from './support/submit-through-api.ts';
import { expectQuestion } from './support/take-test.ts';
import { ciNeeds, inCi, missingServices, serviceUrl } from '../support/services.ts';
import { freshPostgres, startServerProcess, type ServerProcess } from './support/server-process.ts';

// The review deck a day later. The server keeps time by its own clock, so "the next day" is made by
// moving the learner's submissions a day into the past, in a PostgreSQL database of this journey's
// own server (the suite's shared server keeps its embedded database to itself): to the deck, which
// reads when each answer was submitted, that is the clock moving on a day. Needs TEST_DATABASE_URL
// (.ci/run sets it): without it the journey fails in CI and is reported as skipped elsewhere.
const databaseUrl = serviceUrl('postgres');
const missing = missingServices(['postgres']);
const WRONG = 5;

test.describe('the review deck, the next day', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.skip(missing !== undefined && !inCi(), missing);
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let server: ServerProcess;

  test.beforeAll(async () => {
    if (missing) throw new Error(ciNeeds(missing));
    database = await freshPostgres(databaseUrl!);
    server = await startServerProcess(REVIEW_DECK_PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      AUTH_SECRET: 'e2e-review-deck-'.padEnd(48, 'x'),
      DEFAULT_TENANT: 'sqe-commons',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** Moves every submission of the learner a day into the past. */
  async function aDayPasses(email: string) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const moved = await client.query(
        `update attempts set submitted_at = submitted_at - interval '1 day'
          where submitted_at is not null and user_id = (select id from users where email = $1)`,
        [email],
      );
      expect(moved.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  }

  // A Free and a Paid provider, at a phone's width and at a desktop's, each on its host on this journey's server.
  for (const [slug, viewport] of [
    ['sqe-commons', { width: 390, height: 844 }],
    ['ledgerline', { width: 1280, height: 900 }],
  ] as const) {
    test.describe(slug, () => {
      test.use({ baseURL: `http://${slug}.localhost:${REVIEW_DECK_PORT}`, viewport });

      test('wrong answers are due for review the next day, and Review now makes a test of them', async ({ page, pageErrors }) => {
        void pageErrors;
        const quiz = (await readDemoBank(slug)).poolQuiz(WRONG);
        const wrong = new Set(quiz.inPool);
        const email = uniqueEmail(`deck-${slug}`);
        await signUp(page, email, 'Noor', 'Haddad');
        await ensureCanTakeTests(page, readDemoTenant(slug));
        // Five practice questions answered wrong, the rest right, sure of each.
        await submitThroughApi(page, quiz.name, quiz.questions, (i) => (wrong.has(i) ? 'wrong' : 'right'));

        await page.goto('/#/menu/review');
        await expect(page.getByRole('heading', { level: 1, name: 'Review deck' })).toBeVisible();
        await expect(page.getByText('Nothing is due for review now.', { exact: false })).toBeVisible();

        await aDayPasses(email);
        await page.goto('/#/menu');
        await page.reload();
        const card = page.getByRole('region', { name: /Review deck/ });
        await expect(card).toContainText(`${WRONG} questions due`);
        await card.getByRole('link', { name: 'Review now' }).click();
        await expect(page).toHaveURL(/#\/menu\/review$/);
        await page.getByRole('button', { name: 'Review now' }).click();
        await expect(page).toHaveURL(/#\/menu\/create-test\/take-test\/[^/?]+/);
        await expectQuestion(page, 1, WRONG);
      });
    });
  }
});
