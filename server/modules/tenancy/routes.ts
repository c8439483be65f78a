import type { Handlers } from '../../http/operation-types.ts';
import { notFound } from '../../http/errors.ts';
import { assertOwnSubdomain } from '../../http/tenant-scope.ts';
import { publicManifest } from '../../tenants/public-manifest.ts';
import { listActivePlans } from '../membership/plans-repo.ts';
import { toPlan } from '../membership/plan-view.ts';
import type { ModuleDeps } from '../module-deps.ts';

export function tenancyHandlers({ database, registry }: ModuleDeps): Handlers {
  return {
    getSubdomain: async ({ tenant, body }) => {
      // The browser sends its hostname; it must name the provider this host serves.
      if (registry.resolveHost(body.host)?.id !== tenant.id) throw notFound('Subdomain not found');
      return { data: { _id: tenant.id } };
    },
    getSubDomainDetails: async ({ tenant, params }) => {
      assertOwnSubdomain(tenant, params.subdomain);
      const plans = await listActivePlans(database.db, tenant.id);
      return {
        subDomain: {
          _id: tenant.id,
          sub_domain_name: tenant.manifest.name,
          platform_type: tenant.manifest.platformType,
          plans: plans.map(toPlan),
        },
      };
    },
    getTenantManifest: async ({ tenant }, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return publicManifest(tenant);
    },
  };
}
