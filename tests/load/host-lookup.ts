import { TenantRegistry, type Tenant } from '../../server/tenants/registry.ts';
import { generatedHost } from './many-tenants.ts';

export interface HostLookupResult {
  providers: number;
  /** Nanoseconds per lookup of a production host (Host: provider-0042.example.com). */
  hostNs: number;
  /** Nanoseconds per lookup of <slug>.localhost. */
  localhostNs: number;
}

const LOOKUPS = 1_000_000;
const RUNS = 5;

/** Lookups of each run, cycling through this many Host values (the same number for every registry). */
const ADDRESSES = 2000;

/** A registry of `count` providers, two hosts each, as the server builds it, and ADDRESSES Host values it serves. */
function registryOf(count: number): { registry: TenantRegistry; hosts: string[]; localhosts: string[] } {
  const tenants = Array.from({ length: count }, (_, i) => {
    const host = generatedHost(i + 1);
    return { slug: `p${String(i + 1).padStart(4, '0')}`, id: String(i + 1), manifest: { hosts: [host, `www.${host}`] } } as unknown as Tenant;
  });
  const all = tenants.flatMap((t) => t.manifest.hosts);
  const slugs = tenants.map((t) => `${t.slug}.localhost:3000`);
  // Copies (not the registry's own strings), as a request's Host header is.
  const spread = (values: string[]) => Array.from({ length: ADDRESSES }, (_, i) => ` ${values[i % values.length]}`.slice(1));
  return { registry: new TenantRegistry(tenants, undefined), hosts: spread(all), localhosts: spread(slugs) };
}

/** One run of LOOKUPS lookups cycling through `hosts`, in ns per lookup. */
function nsPerLookup(registry: TenantRegistry, hosts: string[]): number {
  let found = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < LOOKUPS; i++) if (registry.resolveHost(hosts[i % ADDRESSES])) found++;
  const ns = Number(process.hrtime.bigint() - started) / LOOKUPS;
  if (found !== LOOKUPS) throw new Error('a host did not resolve');
  return ns;
}

/**
 * Host resolution (the onRequest hook's lookup) among 3 and among `many` providers: map lookups,
 * so the same time. Runs alternate between the two registries, and each keeps its best run (the
 * one least disturbed by other work on the machine).
 */
export function hostLookupScenario(many = 1000): HostLookupResult[] {
  const cases = [3, many].map((providers) => ({ providers, ...registryOf(providers), hostNs: Infinity, localhostNs: Infinity }));
  for (let run = 0; run < RUNS; run++) {
    for (const c of cases) {
      c.hostNs = Math.min(c.hostNs, nsPerLookup(c.registry, c.hosts));
      c.localhostNs = Math.min(c.localhostNs, nsPerLookup(c.registry, c.localhosts));
    }
  }
  return cases.map(({ providers, hostNs, localhostNs }) => ({ providers, hostNs, localhostNs }));
}
