import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { expectQuestion, openTest } from './support/take-test.ts';

/** The hint under every question, word for word: what the keys do, as they do it. */
const HINT =
  'Keyboard: A–P choose an option, ← and → move between questions while no answer has focus (on a round answer button they change the choice; ' +
  'Esc leaves the answers), Shift+F flags the question, ? lists every shortcut.';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Take test's keys on a 390 px screen (a small window with a keyboard; a touch-only phone hides
 * the hint): an arrow on an answer is the answer's own (it changes the choice, never the question),
 * an arrow elsewhere moves between questions, and the hint says exactly that. A Free platform:
 * no plan needed to take a test.
 */
test('the arrow keys and their hint agree, and ? opens the keyboard shortcuts that Escape closes', async ({ page, tenant, pageErrors }) => {
  void pageErrors;
  const { bank, test: bankTest } = await readDemoBank(tenant.slug);
  // A Quiz with a one-choice question and a true/false one, the two kinds of radio group.
  const quiz = bank.tests
    .filter((t) => t.type === 'Quiz' && t.status === 'Active' && t.kind === 'set')
    .map((t) => bankTest(t.key))
    .find((t) => t.questions.some((q) => q.type === 'single') && t.questions.some((q) => q.type === 'sub'));
  expect(quiz, 'a Quiz with a single-choice and a true/false question').toBeDefined();
  const { name, questions } = quiz!;
  const total = questions.length;
  const single = questions.findIndex((q) => q.type === 'single');
  const sub = questions.findIndex((q) => q.type === 'sub');

  await signUp(page, uniqueEmail(tenant.slug));
  await openTest(page, name, 'Quiz');
  await expectQuestion(page, 1, total);
  await expect(page.getByText(HINT, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Outside the answers, → moves to the next question and ← back.
  const heading = (n: number) => page.getByRole('heading', { level: 2, name: `Question ${n} of ${total}` });
  await heading(1).focus();
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 2, total);
  await page.keyboard.press('ArrowLeft');
  await expectQuestion(page, 1, total);
  for (let n = 1; n <= single; n++) await page.keyboard.press('ArrowRight');
  await expectQuestion(page, single + 1, total);

  // On an option, the arrows change the choice; the question stays.
  const options = (questions[single] as { options: string[] }).options;
  const option = (i: number) => page.getByRole('radio', { name: `${String.fromCharCode(65 + i)}. ${options[i]}` });
  await option(0).check();
  await option(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(option(1)).toBeChecked();
  await expect(option(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(option(2 % options.length)).toBeChecked();
  await expectQuestion(page, single + 1, total);
  // Escape leaves the answers: the arrows move between questions again.
  await page.keyboard.press('Escape');
  await expect(heading(single + 1)).toBeFocused();
  const away = single < total - 1 ? single + 2 : single;
  await page.keyboard.press(single < total - 1 ? 'ArrowRight' : 'ArrowLeft');
  await expectQuestion(page, away, total);

  // A true/false statement (reached from the question palette): an arrow flips it, and the question stays.
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${sub + 1}(,|$)`) })
    .click();
  await expectQuestion(page, sub + 1, total);
  const statement = page.getByRole('group', { name: /^Statement 1:/ });
  await statement.getByRole('radio', { name: 'True' }).check();
  await statement.getByRole('radio', { name: 'True' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(statement.getByRole('radio', { name: 'False' })).toBeChecked();
  await expectQuestion(page, sub + 1, total);

  // Escape leaves the statement; ? opens the keyboard shortcuts, and Escape closes them with focus back on the heading.
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Next question, while no answer has focus')).toBeVisible();
  expect(await axeViolations(page), 'the keyboard shortcuts').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(heading(sub + 1)).toBeFocused();
  // The button beside the hint opens the same sheet.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeFocused();
});
