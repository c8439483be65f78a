import { ConfigError } from '../config.ts';
import { PSEUDO_LANGUAGE } from '../../shared/i18n/languages.ts';
import { offeredLanguages } from './manifest-schema.ts';
import type { ServedTenant } from './loader.ts';
import { resolveTenantSlug, type HostTable } from './resolve-host.ts';

/** DEFAULT_TENANT, when set, must name one of the tenant folders. */
export function assertDefaultTenant(defaultSlug: string | undefined, slugs: string[]): void {
  if (defaultSlug !== undefined && !slugs.includes(defaultSlug)) {
    throw new ConfigError(`DEFAULT_TENANT "${defaultSlug}" is not a tenant folder; choose one of: ${slugs.join(', ')}`);
  }
}

/** A tenant as the running server knows it: what serving needs of its folder plus its database id. */
export interface Tenant extends ServedTenant {
  id: string;
}

export interface RegistryOptions {
  /** Every provider also offers the pseudo-language (PSEUDO_LANGUAGE=on, never in production). */
  pseudoLanguage?: boolean;
}

/**
 * The tenant with the pseudo-language among its offered languages (after its own), as if its
 * folder listed it: the request's language, the public manifest's language switch, an account's
 * language and mail all read `languages`. Its folder and database rows are left as they are.
 */
function withPseudoLanguage(tenant: Tenant): Tenant {
  const offered = offeredLanguages(tenant.manifest);
  if (offered.includes(PSEUDO_LANGUAGE)) return tenant;
  return { ...tenant, manifest: { ...tenant.manifest, languages: [...offered, PSEUDO_LANGUAGE] } };
}

interface Lookup {
  bySlug: Map<string, Tenant>;
  byId: Map<string, Tenant>;
  table: HostTable;
}

function lookupOf(tenants: Tenant[], defaultSlug: string | undefined): Lookup {
  const bySlug = new Map(tenants.map((t) => [t.slug, t]));
  assertDefaultTenant(defaultSlug, [...bySlug.keys()]);
  return {
    bySlug,
    byId: new Map(tenants.map((t) => [t.id, t])),
    table: {
      hosts: new Map(tenants.flatMap((t) => t.manifest.hosts.map((h): [string, string] => [h, t.slug]))),
      slugs: new Set(bySlug.keys()),
      defaultSlug: defaultSlug ?? tenants[0]?.slug,
    },
  };
}

/**
 * The tenants this process serves, looked up by host, slug or id. Everything that serves tenants
 * holds this one object; a reload (tenants:sync on a running deployment) swaps its contents in
 * place with `replace`, so no holder needs telling.
 */
export class TenantRegistry {
  readonly #defaultSlug: string | undefined;
  readonly #options: RegistryOptions;
  #lookup: Lookup;

  constructor(tenants: Tenant[], defaultSlug: string | undefined, options: RegistryOptions = {}) {
    this.#defaultSlug = defaultSlug;
    this.#options = options;
    this.#lookup = lookupOf(this.#served(tenants), defaultSlug);
  }

  #served(tenants: Tenant[]): Tenant[] {
    return this.#options.pseudoLanguage ? tenants.map(withPseudoLanguage) : tenants;
  }

  /**
   * Serves `tenants` from now on. The lookups are built first and swapped in one assignment, so a
   * request sees the old set or the new one, never a mix; a set without DEFAULT_TENANT is refused
   * (ConfigError) and the old set keeps serving.
   */
  replace(tenants: Tenant[]): void {
    this.#lookup = lookupOf(this.#served(tenants), this.#defaultSlug);
  }

  resolveHost(host: string | undefined): Tenant | undefined {
    const { table, bySlug } = this.#lookup;
    const slug = resolveTenantSlug(host, table);
    return slug === undefined ? undefined : bySlug.get(slug);
  }

  bySlug(slug: string): Tenant | undefined {
    return this.#lookup.bySlug.get(slug);
  }

  byId(id: string): Tenant | undefined {
    return this.#lookup.byId.get(id);
  }

  all(): Tenant[] {
    return [...this.#lookup.bySlug.values()];
  }

  get defaultSlug(): string | undefined {
    return this.#lookup.table.defaultSlug;
  }
}
