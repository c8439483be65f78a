import { ConfigError } from '../config.ts';
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

/** The tenants this process serves, looked up by host, slug or id. Replaced whole on reload. */
export class TenantRegistry {
  readonly #bySlug: Map<string, Tenant>;
  readonly #byId: Map<string, Tenant>;
  readonly #table: HostTable;

  constructor(tenants: Tenant[], defaultSlug: string | undefined) {
    this.#bySlug = new Map(tenants.map((t) => [t.slug, t]));
    this.#byId = new Map(tenants.map((t) => [t.id, t]));
    assertDefaultTenant(defaultSlug, [...this.#bySlug.keys()]);
    this.#table = {
      hosts: new Map(tenants.flatMap((t) => t.manifest.hosts.map((h): [string, string] => [h, t.slug]))),
      slugs: new Set(this.#bySlug.keys()),
      defaultSlug: defaultSlug ?? tenants[0]?.slug,
    };
  }

  resolveHost(host: string | undefined): Tenant | undefined {
    const slug = resolveTenantSlug(host, this.#table);
    return slug === undefined ? undefined : this.#bySlug.get(slug);
  }

  bySlug(slug: string): Tenant | undefined {
    return this.#bySlug.get(slug);
  }

  byId(id: string): Tenant | undefined {
    return this.#byId.get(id);
  }

  all(): Tenant[] {
    return [...this.#bySlug.values()];
  }

  get defaultSlug(): string | undefined {
    return this.#table.defaultSlug;
  }
}
