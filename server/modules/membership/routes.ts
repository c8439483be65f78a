import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { MembershipService } from './service.ts';

/** Plans; checkout, transactions and the payment webhook come with the membership issue. */
export function membershipRoutes(service: MembershipService): Handlers {
  return {
    // GET /api/plans/get-plans
    getPlans: async ({ tenant, query }) => ({ subDomain: { _id: tenant.id, plans: await service.plans(ownTenant(tenant, query.subdomain)) } }),
  };
}
