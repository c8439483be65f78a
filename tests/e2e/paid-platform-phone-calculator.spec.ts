import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { expectQuestion, openTest } from './support/take-test.ts';

/** Whether the tenant's folder turns the test's calculator on (features.calculator in tenant.yaml). */
const hasCalculator = (slug: string): boolean => parse(fs.readFileSync(path.resolve('tenants', slug, 'tenant.yaml'), 'utf8')).features?.calculator === true;

/** The calculator on a phone (390 px): a sheet under the question, typed into, closed with Escape. */
test.describe('the calculator on a phone', () => {
  test('opens as a sheet that leaves the question in view, works out 12*3 from the keyboard, and Escape gives focus back to its button', async ({
    page,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    const { bank } = await readDemoBank(tenant.slug);
    const quiz = bank.tests.find((t) => t.kind === 'set' && t.type === 'Quiz' && t.status === 'Active')!;
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail(tenant.slug));
    await ensureCanTakeTests(page, tenant);
    await openTest(page, quiz.name, 'Quiz');
    await expectQuestion(page, 1, quiz.questionKeys.length);
    const heading = page.getByRole('heading', { level: 2, name: `Question 1 of ${quiz.questionKeys.length}` });
    const button = page.getByRole('button', { name: 'Calculator' });
    if (!hasCalculator(tenant.slug)) {
      // A provider without the calculator shows no button for it.
      await expect(button).toHaveCount(0);
      return;
    }

    await button.click();
    const panel = page.getByRole('dialog', { name: 'Calculator' });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Not modal: the question's heading is still on screen, not under the sheet.
    await expect(heading).toBeInViewport({ ratio: 1 });
    const headingBox = (await heading.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(panelBox.y);
    expect(panelBox.y + panelBox.height).toBeCloseTo(844, 0);
    expect(await axeViolations(page), 'the take-test screen with the calculator open').toEqual([]);

    await page.keyboard.type('12*3');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('36');
    // Still the first question: the calculator's keys did not move the test on or choose an option.
    await expectQuestion(page, 1, quiz.questionKeys.length);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1); // the confidence, I KNOW IT

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
