import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { translated, translatedFields } from '../../tenants/translations.ts';
import type { FaqRow, FooterPageRow, WebsiteContentRow } from './repo.ts';

type Schemas = components['schemas'];

export function toWebsiteContent(tenant: Tenant, stored: WebsiteContentRow, language: LanguageCode): Schemas['LandingContent'] {
  const row = translated(stored, stored.translations, language);
  return {
    _id: tenant.id,
    logo: row.logo,
    subdomain_reference: { _id: tenant.id, sub_domain_name: translatedFields(tenant.manifest.translations, language).name ?? tenant.manifest.name },
    homePage: { heading: row.heroHeading, tagline: row.heroTagline, bannerImage: row.bannerImage },
    aboutUs: { aboutImage: row.aboutImage, description: row.aboutHtml },
    insightSection: { heading: row.insightHeading, subheading: row.insightSubheading, insightImage: row.insightImage },
  };
}

export function toFooterPage(stored: FooterPageRow, language: LanguageCode): Schemas['FooterPage'] {
  const p = translated(stored, stored.translations, language);
  return { _id: p.id, title: p.title, url: p.url, description: p.descriptionHtml };
}

export function toFaq(stored: FaqRow, language: LanguageCode): Schemas['Faq'] {
  const f = translated(stored, stored.translations, language);
  return { _id: f.id, question: f.question, answer: f.answer };
}

/** The help page in the spec's shape: title and HTML, or nulls with `message` 'No content'. */
export function toHelpPage(help: Tenant['help'], language: LanguageCode): Schemas['HelpPage'] {
  if (!help) return { title: null, description: null, message: 'No content' };
  const page = translated(help, help.translations, language);
  return { title: page.title, description: page.html, message: 'OK' };
}
