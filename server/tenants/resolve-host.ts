/** Hosts that always mean "this machine" and serve the default tenant. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Normalises a Host header value: port stripped, lower-cased, trailing dot removed, IPv6
 * brackets removed. Returns undefined for an empty or malformed value.
 */
export function normaliseHost(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return undefined;
    host = host.slice(1, end);
  } else {
    const colon = host.indexOf(':');
    if (colon >= 0) {
      if (!/^\d{0,5}$/.test(host.slice(colon + 1))) return undefined;
      host = host.slice(0, colon);
    }
  }
  host = host.replace(/\.$/, '');
  if (!host || !/^[a-z0-9.:-]+$/.test(host)) return undefined;
  return host;
}

export interface HostTable {
  /** Production host -> tenant slug. */
  hosts: ReadonlyMap<string, string>;
  /** Slugs that exist, for <slug>.localhost. */
  slugs: ReadonlySet<string>;
  defaultSlug: string | undefined;
}

/**
 * The tenant slug a request is for, or undefined when no tenant serves that host.
 * localhost and 127.0.0.1 map to the default tenant; <slug>.localhost maps to that slug.
 */
export function resolveTenantSlug(rawHost: string | undefined, table: HostTable): string | undefined {
  const host = normaliseHost(rawHost);
  if (!host) return undefined;
  if (LOOPBACK.has(host)) return table.defaultSlug;
  if (host.endsWith('.localhost')) {
    const slug = host.slice(0, -'.localhost'.length);
    return table.slugs.has(slug) ? slug : undefined;
  }
  return table.hosts.get(host);
}
