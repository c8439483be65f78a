import { createContext, useContext, type ReactNode } from 'react';
import type { TenantManifest } from './tenant-manifest';

const TenantContext = createContext<TenantManifest | undefined>(undefined);

export function TenantProvider({ manifest, children }: { manifest: TenantManifest; children: ReactNode }) {
  return <TenantContext.Provider value={manifest}>{children}</TenantContext.Provider>;
}

/** The current provider's public manifest: name, logo, features, currency, support contact. */
export function useTenant(): TenantManifest {
  const manifest = useContext(TenantContext);
  if (!manifest) throw new Error('useTenant() needs a <TenantProvider> above it (see src/app/app-providers.tsx).');
  return manifest;
}
