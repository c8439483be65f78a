import { randomInt } from 'node:crypto';
import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { translate } from '../../i18n/catalog.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { offeredLanguages } from '../../tenants/manifest-schema.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { MembershipApi } from '../membership/index.ts';
import { LearnerAnswers } from './learner-answers.ts';
import { PoolCache, type Pool } from './pool.ts';
import { countFilters, matches } from './question-filters.ts';
import { ownTestsRepo } from './repo/own-tests.ts';
import { dueCards, type DeckCard } from './review-schedule.ts';
import { toBuiltTest, toCreateTestOptions, toMyTest } from './views.ts';

type Schemas = components['schemas'];

export interface Learner {
  tenant: Tenant;
  userId: string;
  language: LanguageCode;
}

/** A tutor-mode test informs of the time only: it stays open a week, then closes as any test left open. */
export const TUTOR_MINUTES = 7 * 24 * 60;
const MY_TESTS_LIMIT = 100;

/** A timed test's minutes: the provider's seconds per question, rounded up to whole minutes. */
export const timedMinutes = (questions: number, secondsPerQuestion: number) => Math.max(1, Math.ceil((questions * secondsPerQuestion) / 60));

/** `count` of `ids` at random (Fisher-Yates on a copy, from the system's secure random source). */
export function pickAtRandom<T>(ids: readonly T[], count: number): T[] {
  const copy = [...ids];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** Create Test, the learner's own tests and the review deck: tests made for one learner from the practice pool. */
export function practiceService(db: Database, clock: Clock, membership: MembershipApi) {
  const pools = new PoolCache(db);
  const repo = ownTestsRepo(db);
  const answers = new LearnerAnswers(db);

  const offers = (tenant: Tenant, feature: 'createTest' | 'reviewDeck') => {
    if (!tenant.manifest.features[feature])
      throw notFound(feature === 'createTest' ? 'Create Test is not offered here' : 'The review deck is not offered here');
  };
  const modes = (tenant: Tenant): Array<Schemas['BuiltTestMode']> => (tenant.manifest.features.tutorMode ? ['timed', 'tutor'] : ['timed']);
  const assertMode = (tenant: Tenant, mode: Schemas['BuiltTestMode']) => {
    if (!modes(tenant).includes(mode)) throw badRequest('mode: tutor mode is not offered here: choose timed');
  };

  /** The test's name in the provider's default language, and in each of its others. */
  const names = (tenant: Tenant, key: 'own' | 'review', count: number) => {
    const { locale } = tenant.manifest;
    const others = offeredLanguages(tenant.manifest).filter((code) => code !== locale);
    return {
      testName: translate(locale, 'content', `practice.${key}`, { count }),
      translations: Object.fromEntries(others.map((code) => [code, { testName: translate(code, 'content', `practice.${key}`, { count }) }])),
    };
  };

  async function make(learner: Learner, key: 'own' | 'review', questionIds: string[], mode: Schemas['BuiltTestMode']) {
    const { secondsPerQuestion } = learner.tenant.manifest.practice;
    const row = await repo.create({
      tenantId: learner.tenant.id,
      ownerId: learner.userId,
      ...names(learner.tenant, key, questionIds.length),
      durationInMins: mode === 'tutor' ? TUTOR_MINUTES : timedMinutes(questionIds.length, secondsPerQuestion),
      tutor: mode === 'tutor',
      questionIds,
    });
    return toBuiltTest(row, learner.language);
  }

  /** The learner's review deck, narrowed to the practice pool: an Exam's answers never reach practice. */
  const deckOf = async (learner: Learner, pool: Pool): Promise<DeckCard[]> =>
    [...(await answers.deck(learner.tenant.id, learner.userId)).values()].filter((card) => pool.questions.has(card.questionId));

  return {
    async options(learner: Learner): Promise<Schemas['CreateTestOptions']> {
      offers(learner.tenant, 'createTest');
      const pool = await pools.get(learner.tenant);
      const latest = await answers.latest(learner.tenant.id, learner.userId);
      const { maxQuestions, secondsPerQuestion } = learner.tenant.manifest.practice;
      return toCreateTestOptions(
        pool,
        (ids) => countFilters(ids, latest),
        { maxQuestions, secondsPerQuestion, modes: modes(learner.tenant) },
        learner.language,
      );
    },

    async create(learner: Learner, body: Schemas['CreateTestRequest']): Promise<Schemas['BuiltTest']> {
      offers(learner.tenant, 'createTest');
      await membership.assertMayTakeTests(learner.tenant, learner.userId, clock());
      assertMode(learner.tenant, body.mode);
      const { maxQuestions } = learner.tenant.manifest.practice;
      if (body.count > maxQuestions) throw badRequest(`count: at most ${maxQuestions} questions in a test`);
      const pool = await pools.get(learner.tenant);
      const chosen = body.subtopics.map((id, i) => {
        const subtopic = pool.subtopics.get(id);
        if (!subtopic) throw badRequest(`subtopics[${i}]: not a subtopic of the practice pool`);
        return subtopic;
      });
      // Every question of the chosen subtopics needs no history.
      const latest = body.questions === 'all' ? new Map() : await answers.latest(learner.tenant.id, learner.userId);
      const candidates = chosen.flatMap((s) => s.questionIds).filter((id) => matches(body.questions, latest.get(id)));
      if (candidates.length === 0) throw badRequest('questions: no question of the chosen subtopics matches: choose other subtopics or questions');
      if (body.count > candidates.length) throw badRequest(`count: only ${candidates.length} questions match`);
      return make(learner, 'own', pickAtRandom(candidates, body.count), body.mode);
    },

    async myTests(learner: Learner): Promise<Schemas['MyTestsResponse']> {
      const rows = await repo.list(learner.tenant.id, learner.userId, MY_TESTS_LIMIT);
      return { tests: rows.map((row) => toMyTest(row, learner.language)) };
    },

    async deck(learner: Learner): Promise<Schemas['ReviewDeck']> {
      offers(learner.tenant, 'reviewDeck');
      const pool = await pools.get(learner.tenant);
      const deck = await deckOf(learner, pool);
      const now = clock();
      const due = dueCards(deck, now).length;
      const later = deck.filter((card) => card.dueAt.getTime() > now.getTime()).map((card) => card.dueAt.getTime());
      return { due, scheduled: deck.length, nextDue: later.length ? new Date(Math.min(...later)).toISOString() : null };
    },

    async reviewTest(learner: Learner, body: Schemas['ReviewTestRequest']): Promise<Schemas['BuiltTest']> {
      offers(learner.tenant, 'reviewDeck');
      await membership.assertMayTakeTests(learner.tenant, learner.userId, clock());
      assertMode(learner.tenant, body.mode);
      const pool = await pools.get(learner.tenant);
      const due = dueCards(await deckOf(learner, pool), clock());
      if (due.length === 0) throw conflict('No questions are due for review');
      const questionIds = due.slice(0, learner.tenant.manifest.practice.maxQuestions).map((card) => card.questionId);
      return make(learner, 'review', questionIds, body.mode);
    },
  };
}

export type PracticeService = ReturnType<typeof practiceService>;
