import type { Database } from '../../db/client.ts';
import { StampedCache } from '../../lib/stamped-cache.ts';
import { latestAnswers, type PastAnswer } from './answer-history.ts';
import { answersStamp, latestAnswers as latestAnswerRows, pastAnswers } from './repo/answers.ts';
import { reviewDeck, type DeckCard } from './review-schedule.ts';

/** Learners whose answers are kept: a few hundred entries each (one per question they answered). */
const LEARNERS_KEPT = 2_000;

/**
 * What practice reads of a learner's answers: the latest answer to each question (Create Test's
 * filters) and the review deck replayed from every answer. Both read thousands of rows for a
 * learner with many reports, so each is kept per learner and reused while their reports stamp is
 * unchanged (read first, on every call: a new submission shows at once, on any process). Kept for
 * every question the learner answered; callers narrow to the practice pool, which can change on a
 * provider's sync without the learner's answers changing.
 */
export class LearnerAnswers {
  readonly #latest = new StampedCache<Map<string, PastAnswer>>(LEARNERS_KEPT);
  readonly #decks = new StampedCache<Map<string, DeckCard>>(LEARNERS_KEPT);

  readonly #stamp: ReturnType<typeof answersStamp>;

  constructor(private readonly db: Database) {
    this.#stamp = answersStamp(db);
  }

  /** The learner's latest answer to each question, by question. */
  async latest(tenantId: string, userId: string): Promise<ReadonlyMap<string, PastAnswer>> {
    const key = `${tenantId}:${userId}`;
    // The stamp is read before the rows: a report landing in between makes the next call read again.
    const stamp = await this.#stamp(tenantId, userId);
    return this.#latest.get(key, stamp) ?? this.#latest.set(key, stamp, latestAnswers(await latestAnswerRows(this.db, tenantId, userId)));
  }

  /** The learner's review deck, by question. */
  async deck(tenantId: string, userId: string): Promise<ReadonlyMap<string, DeckCard>> {
    const key = `${tenantId}:${userId}`;
    const stamp = await this.#stamp(tenantId, userId);
    return this.#decks.get(key, stamp) ?? this.#decks.set(key, stamp, reviewDeck(await pastAnswers(this.db, tenantId, userId)));
  }
}
