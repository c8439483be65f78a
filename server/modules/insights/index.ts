import type { Module, ModuleDeps } from '../module.ts';
import type { TestTakingApi } from '../test-taking/index.ts';
import type { TicketsApi } from '../tickets/index.ts';
import { insightsRepo } from './repo.ts';
import { insightsRoutes } from './routes.ts';
import { insightsService } from './service.ts';

/**
 * A learner's insights: the dashboard, leaderboard, Recharge's target, proficiency and the
 * Reports charts. A read model over the reports test taking writes (it reads them, never writes);
 * tests and tickets come through their modules' apis.
 */
export function insightsModule({ database, services }: ModuleDeps, { testTaking, tickets }: { testTaking: TestTakingApi; tickets: TicketsApi }): Module {
  const service = insightsService({ repo: insightsRepo(database.db), clock: services.clock, testTaking, tickets });
  return { area: 'insights', handlers: insightsRoutes(service), api: undefined };
}
