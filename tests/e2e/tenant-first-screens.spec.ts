import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { money } from './support/demo-tenants.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';

/** Holds back the app's scripts, so the page shows only what the server painted into it. */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/**', (route) => route.abort());
}

/** A stored session as the app keeps it after sign-in (the spec's storage keys). */
async function storeSession(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('refreshToken', 'stored-refresh-token');
    localStorage.setItem('user', JSON.stringify({ first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com' }));
  });
}

/** The first screen painted by the page itself, before any of the app's scripts (the inert wrapper). */
const firstScreen = (page: Page) => page.locator('#root > [inert]');

test.describe('the first screen, painted before the app runs', () => {
  test("the landing page shows the provider's hero and plans, and cannot be used until the app runs", async ({ page, tenant }) => {
    await withoutTheApp(page);
    await page.goto('/');
    const painted = firstScreen(page);
    await expect(painted.getByRole('link', { name: `${tenant.name} home`, includeHidden: true })).toHaveCount(1);
    for (const plan of tenant.plans) await expect(painted.getByText(money(tenant, plan.price), { exact: true })).toBeVisible();
    await expect(painted.getByText(tenant.faqs[0]!.question)).toBeVisible();
    // Nothing in it takes focus: a learner cannot type into a screen the app will replace.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('a deep link to sign-in shows the sign-in form', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/#/user-login');
    await expect(firstScreen(page).getByText('Forgot Password?')).toBeVisible();
    await expect(firstScreen(page).locator('input[type="email"]')).toBeVisible();
  });

  test("a member's dashboard shows their own name from the stored session; without a session, sign-in", async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/#/menu');
    await expect(firstScreen(page).getByText('Forgot Password?')).toBeVisible();
    await storeSession(page);
    await page.reload();
    await expect(firstScreen(page).locator('h1')).toHaveText('Welcome, Amara Okafor');
    await expect(firstScreen(page)).not.toContainText(/[\uE000-\uE002]/);
  });

  test('the app then draws the same screen in its place, and it can be used', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/#/user-login');
    await expect(firstScreen(page)).toHaveCount(0);
    // Its CSS goes with it: the app's own styles style what it drew.
    await expect(page.locator('style[data-first-screen]')).toHaveCount(0);
    const email = page.getByLabel('Email');
    await email.fill('learner@example.com');
    await expect(email).toHaveValue('learner@example.com');
  });

  test('a deep link into a test opens it with the one call the page started early', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    await signUp(page, uniqueEmail(tenant.slug));
    await ensureCanTakeTests(page, tenant);
    const testId = await page.evaluate(async () => {
      const subdomainId = (JSON.parse(document.getElementById('tenant-manifest')!.textContent!) as { subdomainId: string }).subdomainId;
      const list = await fetch(`/api/test/get-tests?subdomain_reference=${subdomainId}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await list.json()) as { tests: Array<{ _id: string }> }).tests[0]!._id;
    });
    await page.goto(`/#/menu/tests/take-test/${testId}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible();
    // Opened in the page; now as a learner arriving at this address would: a fresh load.
    const opened: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/test/get-test/')) opened.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible();
    expect(opened.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([`/api/test/get-test/${testId}?mode=practice`]);

    // The page itself shows that question from the early call's answer, as the app draws it,
    // before any of the app's scripts has run.
    const card = (root: ReturnType<Page['locator']>) => root.locator('section[aria-labelledby="question-counter"]');
    const drawn = {
      counter: await card(page.locator('#root')).locator('h2').innerText(),
      answers: await card(page.locator('#root')).locator('fieldset').first().innerText(),
    };
    // (Another tab of the same learner: the scripts held back fail to load there, on purpose.)
    const held = await page.context().newPage();
    await withoutTheApp(held);
    await held.goto(`/#/menu/tests/take-test/${testId}`);
    const painted = card(firstScreen(held));
    await expect(painted).toBeVisible();
    expect({ counter: await painted.locator('h2').innerText(), answers: await painted.locator('fieldset').first().innerText() }).toEqual(drawn);
    await expect(firstScreen(held)).not.toContainText(/[\uE003-\uE006]/);
    await held.close();
  });

  test("a deep link to the dashboard asks for the learner's dashboard once (fetched with the app's code, not again by the screen)", async ({
    page,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    await signUp(page, uniqueEmail(tenant.slug));
    await page.goto('/#/menu');
    await expect(page.getByRole('list', { name: 'Your progress' })).toBeVisible();
    // Now as a learner arriving at this address would: a fresh load.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/get-user-dashboard-data')) asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your progress' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });
});
