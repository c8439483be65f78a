import type { components } from '../../openapi/schema.gen';
import type { TokenValues } from '../../shared/theme/token-tree';

export type TenantManifest = components['schemas']['TenantManifest'];

/** The manifest's theme as the typed token tree (the contract only says "object of strings"). */
export function themeValues(manifest: TenantManifest): TokenValues {
  return manifest.theme as unknown as TokenValues;
}

/** Reads the manifest the server inlined into index.html; no request needed to know the tenant. */
export function readInjectedManifest(doc: Document = document): TenantManifest {
  const element = doc.getElementById('tenant-manifest');
  if (!element?.textContent) throw new Error('This page has no tenant manifest: it must be served by the platform server.');
  return JSON.parse(element.textContent) as TenantManifest;
}
