import type { Tenant } from '../tenants/registry.ts';
import { notFound } from './errors.ts';

/**
 * The spec's calls carry a `subdomain` id. The tenant is always the one resolved from the
 * host; an id that is not that tenant's gets the same 404 as an unknown id, so a host never
 * confirms or serves another provider's data. Returns the tenant, for use in one expression.
 */
export function ownTenant(tenant: Tenant, subdomainId: string): Tenant {
  if (subdomainId !== tenant.id) throw notFound('Subdomain not found');
  return tenant;
}
