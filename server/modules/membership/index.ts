import type { Tenant } from '../../tenants/registry.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { membershipRoutes } from './routes.ts';
import { membershipService } from './service.ts';
import type { PlanView } from './views.ts';

export type { PlanView } from './views.ts';

/** What other modules may ask of membership. */
export interface MembershipApi {
  /** The provider's plans on sale, as the contract shows them. */
  plans(tenant: Tenant): Promise<PlanView[]>;
  /** Whether the learner's subscription runs past `now`. */
  hasActivePlan(userId: string, now: Date): Promise<boolean>;
}

/** Plans, and (with the membership issue) checkout, payments and subscriptions. */
export function membershipModule({ database }: ModuleDeps): Module<MembershipApi> {
  const service = membershipService(database.db);
  return { area: 'membership', handlers: membershipRoutes(service), api: { plans: service.plans, hasActivePlan: service.hasActivePlan } };
}
