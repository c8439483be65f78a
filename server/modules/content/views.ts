import type { components } from '../../../openapi/schema.gen.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { FaqRow, FooterPageRow, WebsiteContentRow } from './repo.ts';

type Schemas = components['schemas'];

export function toWebsiteContent(tenant: Tenant, row: WebsiteContentRow): Schemas['LandingContent'] {
  return {
    _id: tenant.id,
    logo: row.logo,
    subdomain_reference: { _id: tenant.id, sub_domain_name: tenant.manifest.name },
    homePage: { heading: row.heroHeading, tagline: row.heroTagline, bannerImage: row.bannerImage },
    aboutUs: { aboutImage: row.aboutImage, description: row.aboutHtml },
    insightSection: { heading: row.insightHeading, subheading: row.insightSubheading, insightImage: row.insightImage },
  };
}

export const toFooterPage = (p: FooterPageRow): Schemas['FooterPage'] => ({ _id: p.id, title: p.title, url: p.url, description: p.descriptionHtml });

export const toFaq = (f: FaqRow): Schemas['Faq'] => ({ _id: f.id, question: f.question, answer: f.answer });

/** The help page in the spec's shape: title and HTML, or nulls with `message` 'No content'. */
export function toHelpPage(help: Tenant['help']): Schemas['HelpPage'] {
  return help ? { title: help.title, description: help.html, message: 'OK' } : { title: null, description: null, message: 'No content' };
}
