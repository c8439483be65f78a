import type { Tenant } from '../tenants/registry.ts';
import { notFound } from './errors.ts';

/**
 * The spec's calls carry a `subdomain` id. The tenant is always the one resolved from the
 * host; an id that is not that tenant's gets the same 404 as an unknown id, so a host never
 * confirms or serves another provider's data.
 */
export function assertOwnSubdomain(tenant: Tenant, subdomainId: string): void {
  if (subdomainId !== tenant.id) throw notFound('Subdomain not found');
}
