import type { MembershipApi } from '../membership/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { testTakingRoutes } from './routes.ts';
import { testTakingService, type Learner } from './service.ts';
import type { components } from '../../../openapi/schema.gen.ts';

/** What the app asks of test taking besides its operations. */
export interface TestTakingApi {
  /** Closes and scores the attempts whose time ran out and whose learners never submitted; returns how many. */
  closeExpiredAttempts(): Promise<number>;
  /** Every Active test of the learner's provider, newest first, with whether they attempted it (the dashboard). */
  tests(learner: Learner): Promise<Array<components['schemas']['Test']>>;
}

/** The tests list, taking a test (open, autosave, submit, scored on the server) and its report. */
export function testTakingModule({ database, services }: ModuleDeps, { membership }: { membership: MembershipApi }): Module<TestTakingApi> {
  const service = testTakingService(database.db, services.clock, membership);
  return { area: 'test-taking', handlers: testTakingRoutes(service), api: { closeExpiredAttempts: service.closeExpiredAttempts, tests: service.tests } };
}
