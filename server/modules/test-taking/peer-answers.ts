import type { components } from '../../../openapi/schema.gen.ts';
import type { Queryable } from '../../db/client.ts';
import { firstAnswerTallies, type FirstAnswerTally } from './repo/peer-answers.ts';
import type { QuestionRow } from './repo/questions.ts';

type PeerAnswers = components['schemas']['PeerAnswers'];

/** How others answered is shown once this many learners have answered a question: fewer would say too much of a few. */
export const PEER_MINIMUM = 10;
/** Kept this long: shares move slowly, and a report's review asks for every question at once. */
const KEEP_MS = 5 * 60_000;
const MAX_KEPT = 5000;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A question's shares from its tallies: undefined below PEER_MINIMUM learners. */
export function peerShares(question: Pick<QuestionRow, 'questionType' | 'options'>, tallies: readonly FirstAnswerTally[]): PeerAnswers | undefined {
  const learners = tallies.reduce((sum, t) => sum + t.learners, 0);
  if (learners < PEER_MINIMUM) return undefined;
  const share = (count: number) => oneDecimal((count * 100) / learners);
  const correct = share(tallies.filter((t) => t.status === 'Correct').reduce((sum, t) => sum + t.learners, 0));
  const options =
    question.questionType === 'sub'
      ? []
      : question.options.map((_, i) =>
          share(tallies.filter((t) => Array.isArray(t.selected) && t.selected.includes(i)).reduce((sum, t) => sum + t.learners, 0)),
        );
  return { learners, correct, options };
}

/**
 * How a provider's learners first answered questions (check-answers, tutor feedback), kept a few
 * minutes per question. Only ever asked for questions whose answer the caller has made final.
 */
export class PeerAnswersCache {
  readonly #kept = new Map<string, { at: number; shares: PeerAnswers | undefined }>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async of(tenantId: string, questions: ReadonlyArray<Pick<QuestionRow, 'id' | 'questionType' | 'options'>>): Promise<Map<string, PeerAnswers>> {
    const now = this.now();
    const found = new Map<string, PeerAnswers>();
    const missing = questions.filter((q) => {
      const kept = this.#kept.get(q.id);
      if (!kept || now - kept.at > KEEP_MS) return true;
      if (kept.shares) found.set(q.id, kept.shares);
      return false;
    });
    if (missing.length) {
      const tallies = await firstAnswerTallies(this.db, tenantId, [...new Set(missing.map((q) => q.id))]);
      for (const question of missing) {
        const shares = peerShares(
          question,
          tallies.filter((t) => t.questionId === question.id),
        );
        this.#keep(question.id, { at: now, shares });
        if (shares) found.set(question.id, shares);
      }
    }
    return found;
  }

  #keep(questionId: string, entry: { at: number; shares: PeerAnswers | undefined }): void {
    this.#kept.delete(questionId);
    this.#kept.set(questionId, entry);
    // The oldest first out.
    if (this.#kept.size > MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
  }
}
