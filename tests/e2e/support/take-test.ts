import { expect, type Page } from '@playwright/test';
import type { BankQuestion } from '../../../server/tenants/bank-reader.ts';

/** From the Tests list: the test's card, then Start in its dialog. */
export async function startFromList(page: Page, name: string, type: 'Quiz' | 'Exam'): Promise<void> {
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Take ${type}` })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: `Start ${type}` }).click();
}

/** Opens the Tests list and starts a test from it. */
export async function openTest(page: Page, name: string, type: 'Quiz' | 'Exam'): Promise<void> {
  await page.goto('/#/menu/tests');
  await startFromList(page, name, type);
}

/** The text of an option as the page shows it (the question panel renders the option text). */
const optionLabel = (page: Page, text: string) => page.locator('label').filter({ hasText: text }).first();

/**
 * What a learner picks to answer a question correctly or deliberately wrong: option indexes (single
 * and multiple choice) or one true/false per part (sub-questions).
 */
export function choice(question: BankQuestion, how: 'right' | 'wrong'): number[] | boolean[] {
  switch (question.type) {
    case 'single':
      return [how === 'right' ? question.correctOption : (question.correctOption + 1) % question.options.length];
    case 'multiple':
      return how === 'right' ? question.correctOptions : question.options.map((_, i) => i).filter((i) => !question.correctOptions.includes(i));
    case 'sub':
      return question.parts.map((part) => (how === 'right' ? part.answer : !part.answer));
  }
}

/** Answers the question on screen: correctly, or deliberately wrong. */
export async function answer(page: Page, question: BankQuestion, how: 'right' | 'wrong' = 'right'): Promise<void> {
  const picks = choice(question, how);
  if (question.type === 'sub') {
    for (const [i, value] of (picks as boolean[]).entries()) {
      await page
        .getByRole('group', { name: new RegExp(`^Statement ${i + 1}:`) })
        .getByText(value ? 'True' : 'False', { exact: true })
        .click();
    }
    return;
  }
  for (const i of picks as number[]) await optionLabel(page, question.options[i]!).click();
}

export async function expectQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: `Question ${n} of ${total}` })).toBeVisible();
}

/** Answers every question of the test on screen (`how` per question) and submits it. */
export async function answerAll(page: Page, questions: BankQuestion[], how: (i: number) => 'right' | 'wrong'): Promise<void> {
  for (const [i, question] of questions.entries()) {
    await expectQuestion(page, i + 1, questions.length);
    await answer(page, question, how(i));
    if (i < questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit your answers' }).getByRole('button', { name: 'Submit Now' }).click();
}
