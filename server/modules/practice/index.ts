import type { MembershipApi } from '../membership/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { practiceRoutes } from './routes.ts';
import { practiceService } from './service.ts';

/** Tests a learner makes from the practice pool: Create Test, their own tests, and the review deck. */
export function practiceModule({ database, services }: ModuleDeps, { membership }: { membership: MembershipApi }): Module {
  return { area: 'practice', handlers: practiceRoutes(practiceService(database.db, services.clock, membership)), api: undefined };
}
