import type { components } from '../../openapi/schema.gen.ts';
import type { Tenant } from './registry.ts';
import { offeredLanguages } from './manifest-schema.ts';
import { assetUrl } from './tenant-assets.ts';

type PublicManifest = components['schemas']['TenantManifest'];

/** What the browser may know of a tenant: branding, copy, flags. Never hosts, files or secrets. */
export function publicManifest(tenant: Tenant): PublicManifest {
  const { manifest } = tenant;
  const url = (file: string) => assetUrl(file, tenant.assets.get(file)!);
  return {
    slug: tenant.slug,
    subdomainId: tenant.id,
    name: manifest.name,
    platformType: manifest.platformType,
    domain: manifest.domain,
    locale: manifest.locale,
    languages: offeredLanguages(manifest),
    currency: manifest.currency,
    logo: url(manifest.brand.logo),
    logoAlt: manifest.brand.logoAlt ?? manifest.name,
    logoShowsName: manifest.brand.logoShowsName,
    favicon: url(manifest.brand.favicon),
    theme: tenant.theme,
    fonts: manifest.fonts.map((f) => ({ family: f.family, url: url(f.file), weight: f.weight, style: f.style })),
    copy: manifest.copy,
    features: manifest.features,
    support: { email: manifest.support.email, phone: manifest.support.phone ?? null },
    hero: { heading: manifest.landing.hero.heading, tagline: manifest.landing.hero.tagline, bannerImage: url(manifest.landing.hero.bannerImage) },
  };
}
