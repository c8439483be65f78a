import type { Handlers } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';
import { notFound } from '../../lib/errors.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import { publicManifest } from '../../tenants/public-manifest.ts';
import type { TenantRegistry } from '../../tenants/registry.ts';
import type { MembershipApi } from '../membership/index.ts';
import { varyByLanguage } from '../../i18n/vary-by-language.ts';
import { toSubDomain } from './views.ts';

/** Which provider a host is, and what the browser needs to brand itself. */
export function tenancyRoutes(registry: TenantRegistry, membership: MembershipApi): Handlers {
  /** The browser sends its hostname; it must name the provider this host serves. */
  const ownHost = (host: string, tenantId: string) => {
    if (registry.resolveHost(host)?.id !== tenantId) throw notFound('Subdomain not found');
    return { data: { _id: tenantId } };
  };

  return {
    // POST /api/user/get-subdomain
    getSubdomain: async ({ tenant, body }) => ownHost(body.host, tenant.id),
    // GET /api/sub-domain/get-sub-domain/{subdomain}
    getSubDomainDetails: async ({ tenant, params, language }) => ({
      subDomain: toSubDomain(tenant, await membership.plans(ownTenant(tenant, params.subdomain), language), language),
    }),
    // GET /api/tenant/manifest
    getTenantManifest: async ({ tenant, language }, reply) =>
      replyWith(reply, { headers: { 'Cache-Control': 'no-cache', ...varyByLanguage(tenant) } }, publicManifest(tenant, language)),
  };
}
