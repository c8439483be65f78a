import fs from 'node:fs/promises';
import type { Tenant } from '../../../tenants/registry.ts';
import type { InvoiceProvider } from './render-invoice.ts';

/**
 * The issuer block of a tenant's invoices: its name, support contact, first production host
 * and brand colour, and its logo's SVG text read from the tenant folder (the loader has
 * checked it is a static image). A logo that is not SVG, or cannot be read, is left out and
 * the invoice prints the name instead.
 */
export function invoiceProvider(tenant: Tenant): Promise<InvoiceProvider> {
  // Read once per loaded tenant: a reload replaces the Tenant object, and with it this entry.
  let issuer = issuers.get(tenant);
  if (!issuer) {
    issuer = readIssuer(tenant);
    issuers.set(tenant, issuer);
  }
  return issuer;
}

const issuers = new WeakMap<Tenant, Promise<InvoiceProvider>>();

async function readIssuer(tenant: Tenant): Promise<InvoiceProvider> {
  const { manifest } = tenant;
  const asset = tenant.assets.get(manifest.brand.logo);
  const logoSvg = asset?.contentType === 'image/svg+xml' ? await fs.readFile(asset.file, 'utf8').catch(() => undefined) : undefined;
  return {
    name: manifest.name,
    logoSvg,
    contactEmail: manifest.support.email,
    contactPhone: manifest.support.phone,
    host: manifest.hosts[0],
    accentColour: tenant.theme.color.brand.primary,
  };
}
