import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type CreateTestOptions = Schemas['CreateTestOptions'];
export type PoolTopic = Schemas['PoolTopic'];
export type PoolSubtopic = Schemas['PoolSubtopic'];
export type PoolCounts = Schemas['PoolCounts'];
export type QuestionFilter = Schemas['QuestionFilter'];
export type BuiltTestMode = Schemas['BuiltTestMode'];
export type BuiltTest = Schemas['BuiltTest'];
export type MyTest = Schemas['MyTest'];
export type ReviewDeck = Schemas['ReviewDeck'];

/** Query keys of the practice area. A built test or a submission changes my-tests and the deck. */
export const practiceKeys = {
  all: ['practice'] as const,
  options: () => [...practiceKeys.all, 'options'] as const,
  myTests: () => [...practiceKeys.all, 'my-tests'] as const,
  reviewDeck: () => [...practiceKeys.all, 'review-deck'] as const,
};

/** Where a learner's own test is taken and reviewed (app-routes.tsx). */
export const practicePaths = {
  createTest: '/menu/create-test',
  review: '/menu/review',
  take: (testId: string) => `/menu/create-test/take-test/${testId}`,
  checkAnswers: (testId: string) => `/menu/create-test/check-answers/${testId}`,
  report: (testId: string, reportId: string) => `/menu/create-test/check-answers/${testId}?viewScore=true&reportId=${reportId}`,
};
