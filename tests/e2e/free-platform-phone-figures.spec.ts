import { animationsSettled, axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { expectQuestion, openTest } from './support/take-test.ts';

/** A question's figure on a phone (390 px): opened full screen, zoomed by keyboard, closed with Escape. */
test.describe('figures on a phone', () => {
  test('a figure opens full screen, zooms with + and moves with the arrows, and Escape gives focus back to it', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { bank, test: bankTest } = await readDemoBank(tenant.slug);
    // The first active test with a figure in one of its questions, and that question's place in it.
    const found = bank.tests
      .filter((t) => t.kind === 'set' && t.status === 'Active')
      .map((t) => ({ test: bankTest(t.key), at: bankTest(t.key).questions.findIndex((q) => q.images.length > 0) }))
      .find(({ at }) => at >= 0);
    expect(found, `${tenant.slug} has an active test with a figure`).toBeDefined();
    const { test: withFigure, at } = found!;
    const total = withFigure.questions.length;

    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail(tenant.slug));
    await openTest(page, withFigure.name, withFigure.type);
    await expectQuestion(page, 1, total);
    for (let n = 1; n <= at; n++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expectQuestion(page, n + 1, total);
    }

    const opener = page.getByRole('button', { name: 'Figure 1 of this question: view full screen' });
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Figure 1 of this question' });
    await expect(viewer).toBeVisible();
    const figure = viewer.getByRole('img', { name: 'Figure 1 of this question' });
    await expect(figure).toBeVisible();
    // Full screen: once it has opened, the viewer covers the phone's screen.
    await animationsSettled(page);
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    expect(await axeViolations(page), 'the figure viewer').toEqual([]);

    const fitted = (await figure.boundingBox())!;
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(viewer.getByText('Zoom 225%')).toBeVisible();
    await expect.poll(async () => (await figure.boundingBox())!.width).toBeCloseTo(fitted.width * 2.25, 0);
    const zoomedX = (await figure.boundingBox())!.x;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await figure.boundingBox())!.x).toBeLessThan(zoomedX);
    // The test's own arrow keys stayed out of it: still the same question behind the viewer.
    await page.keyboard.press('0');
    await expect(viewer.getByText('Zoom 100%')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    await expectQuestion(page, at + 1, total);
  });
});
