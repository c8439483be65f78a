import { choseSomething, unsure, type PastAnswer } from './answer-history.ts';

/** Days from an answer until a deck question is due again, by its step: 1, 3, 7, then 21 days; after the last it leaves the deck. */
export const REVIEW_INTERVAL_DAYS: readonly number[] = [1, 3, 7, 21];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeckCard {
  questionId: string;
  /** Index into REVIEW_INTERVAL_DAYS of the wait it is in. */
  step: number;
  dueAt: Date;
}

/**
 * The review deck, replayed from the learner's answers in the order they were given. An answer
 * Wrong or Partial, or with a chosen confidence of NOT SURE or NO IDEA, puts its question in the
 * deck at the first step (due a day later), wherever it was. An answer Correct and sure moves a
 * deck question on a step (due 3, 7, then 21 days after that answer) and, past the last step,
 * out of the deck; it does nothing to a question not in the deck. A skipped question (nothing
 * chosen) changes nothing. Kept by replay rather than stored: one source of truth (the reports),
 * nothing to keep in step on submission, and the schedule can change without a migration.
 */
export function reviewDeck(answers: readonly PastAnswer[]): Map<string, DeckCard> {
  const deck = new Map<string, DeckCard>();
  for (const answer of answers) {
    if (!choseSomething(answer.selected)) continue;
    const card = deck.get(answer.questionId);
    if (answer.status !== 'Correct' || unsure(answer)) {
      deck.set(answer.questionId, { questionId: answer.questionId, step: 0, dueAt: after(answer.at, REVIEW_INTERVAL_DAYS[0]!) });
    } else if (card) {
      const step = card.step + 1;
      if (step >= REVIEW_INTERVAL_DAYS.length) deck.delete(answer.questionId);
      else deck.set(answer.questionId, { questionId: answer.questionId, step, dueAt: after(answer.at, REVIEW_INTERVAL_DAYS[step]!) });
    }
  }
  return deck;
}

const after = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** The deck's questions due at `now`, the longest overdue first (then by question id, so the order is stable). */
export function dueCards(deck: Iterable<DeckCard>, now: Date): DeckCard[] {
  return [...deck]
    .filter((card) => card.dueAt.getTime() <= now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.questionId.localeCompare(b.questionId));
}
