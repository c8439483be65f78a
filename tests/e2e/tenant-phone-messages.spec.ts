import { expect, test } from './support/fixtures.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';

const COMMON = 'The password is one of the most common passwords, so choose one that is harder to guess.';

test.describe('messages on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('a common password is refused beside its field, once, as a sentence without a field name, and no toast repeats it', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/#/user-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('First name').fill('Amara');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Date of birth').fill('1999-03-14');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('7400123456');
    await page.getByLabel('Email').fill(uniqueEmail('phone'));
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(COMMON)).toHaveCount(1);
    await expect(page.getByText(COMMON)).toBeVisible();
    await expect(page.getByText(/password:/)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: COMMON })).toHaveCount(0);
    await expect(page).toHaveURL(/#\/user-signup$/);
  });

  test('an error toast stays on the screen it is about: it closes when the learner moves on', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    await signUp(page, uniqueEmail(tenant.slug));
    await page.goto('/#/menu/tickets/chat/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert').filter({ hasText: 'Ticket not found' }).first()).toBeVisible();
    await page.goto('/#/menu/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByText('Ticket not found')).toHaveCount(0);
  });
});
