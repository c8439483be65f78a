import { axeViolations, expect, test } from './support/fixtures.ts';
import { demoTenantSlugs, money, readDemoTenant, rgb } from './support/demo-tenants.ts';

test.describe('the public site of a provider', () => {
  test.beforeEach(async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
  });

  test('shows its own name, colours and plans, and nothing of another provider', async ({ page, tenant }) => {
    await expect(page).toHaveTitle(tenant.name);
    await expect(page.getByRole('link', { name: `${tenant.name} home` })).toBeVisible();
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    await expect(getStarted).toHaveCSS('background-color', rgb(tenant.primary));

    const pricing = page.getByRole('region', { name: 'Plans & Pricing' });
    for (const plan of tenant.plans) {
      const card = pricing.getByRole('article', { name: plan.name });
      await expect(card).toBeVisible();
      await expect(card.getByText(money(tenant, plan.price), { exact: true })).toBeVisible();
    }
    const others = demoTenantSlugs.filter((s) => s !== tenant.slug).map(readDemoTenant);
    const text = await page.locator('body').innerText();
    for (const other of others) {
      expect(text).not.toContain(other.name);
      for (const plan of other.plans) expect(await pricing.getByRole('article', { name: plan.name, exact: true }).count()).toBe(0);
    }
    // Stored by the app's host lookup once the app runs (the plans above are on the first screen, painted before it).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('subdomainId'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('keeps one FAQ entry open at a time', async ({ page, tenant }) => {
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const [first, second, third] = tenant.faqs.map((f) => faq.getByRole('button', { name: f.question }));
    await expect(first!).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(tenant.faqs[0]!.answer)).toBeVisible();
    await second!.click();
    await expect(second!).toHaveAttribute('aria-expanded', 'true');
    await expect(first!).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(tenant.faqs[0]!.answer)).toBeHidden();
    await third!.click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('Get Started goes to #/user-login and forgets the stored subdomain id', async ({ page }) => {
    await expect.poll(() => page.evaluate(() => localStorage.getItem('subdomainId'))).not.toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/#\/user-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('subdomainId'))).toBeNull();
  });

  test('Get Started Now and Sign Up Now lead to login and registration', async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/#\/user-login$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await expect(page).toHaveURL(/#\/user-signup$/);
  });

  test('a footer page opens from the footer, and Back returns home', async ({ page, tenant }) => {
    const title = tenant.pageTitles[1]!;
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/#\/footer-details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${tenant.name}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('region', { name: 'Plans & Pricing' })).toBeVisible();
  });

  test("an unknown footer id says 'Page not found or Invalid page id.'", async ({ page }) => {
    await page.goto('/#/footer-details/0b0b0b0b-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page not found or Invalid page id.' })).toBeVisible();
  });

  test('has no horizontal overflow on a phone or a desktop, and axe finds nothing', async ({ page }) => {
    for (const width of [390, 1280]) {
      // Each width gets a fresh load, as a phone or a desktop would, rather than a live resize.
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Plans & Pricing' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is branded before any script runs', async ({ browser, tenant, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseURL!);
    await expect(page).toHaveTitle(tenant.name);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-primary').trim());
    expect(primary).toBe(tenant.primary);
    await context.close();
  });
});
