import type { components } from '../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { Tenant } from './registry.ts';
import { offeredLanguages } from './manifest-schema.ts';
import { assetUrl } from './tenant-assets.ts';

type PublicManifest = components['schemas']['TenantManifest'];

/**
 * What the browser may know of a tenant: branding, copy, flags. Never hosts, files or secrets.
 * Its words are in `language` (the provider's default when not given): each of name, logo text
 * and hero falls back to the default language's when tenant.yaml does not translate it. Copy
 * overrides are per language: in another language only its own (`translations.<code>.copy`), so
 * a key it does not override shows the product's own string in that language, never the default
 * language's override.
 */
export function publicManifest(tenant: Tenant, language: LanguageCode = tenant.manifest.locale): PublicManifest {
  const { manifest } = tenant;
  const own = language === manifest.locale ? undefined : manifest.translations?.[language];
  const url = (file: string) => assetUrl(file, tenant.assets.get(file)!);
  const name = own?.name ?? manifest.name;
  return {
    slug: tenant.slug,
    subdomainId: tenant.id,
    name,
    platformType: manifest.platformType,
    domain: manifest.domain,
    locale: manifest.locale,
    languages: offeredLanguages(manifest),
    currency: manifest.currency,
    logo: url(manifest.brand.logo),
    logoAlt: own?.brand?.logoAlt ?? manifest.brand.logoAlt ?? name,
    logoShowsName: manifest.brand.logoShowsName,
    favicon: url(manifest.brand.favicon),
    theme: tenant.theme,
    fonts: manifest.fonts.map((f) => ({ family: f.family, url: url(f.file), weight: f.weight, style: f.style })),
    copy: language === manifest.locale ? manifest.copy : (own?.copy ?? {}),
    features: manifest.features,
    support: { email: manifest.support.email, phone: manifest.support.phone ?? null },
    hero: {
      heading: own?.landing?.hero?.heading ?? manifest.landing.hero.heading,
      tagline: own?.landing?.hero?.tagline ?? manifest.landing.hero.tagline,
      bannerImage: url(manifest.landing.hero.bannerImage),
    },
  };
}
