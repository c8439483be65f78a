import type { Handlers } from '../../http/operation-types.ts';
import { assertOwnSubdomain } from '../../http/tenant-scope.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { listActivePlans } from './plans-repo.ts';
import { toPlan } from './plan-view.ts';

export function membershipHandlers({ database }: ModuleDeps): Handlers {
  return {
    getPlans: async ({ tenant, query }) => {
      assertOwnSubdomain(tenant, query.subdomain);
      const rows = await listActivePlans(database.db, tenant.id);
      return { subDomain: { _id: tenant.id, plans: rows.map(toPlan) } };
    },
  };
}
