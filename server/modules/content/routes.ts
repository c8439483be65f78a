import type { Handlers } from '../../http/operation-types.ts';
import { notFound } from '../../http/errors.ts';
import { assertOwnSubdomain } from '../../http/tenant-scope.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { contentRepo } from './repo.ts';

/** Landing content, footer pages and FAQs of the requesting host's provider. */
export function contentHandlers({ database }: ModuleDeps): Handlers {
  const repo = contentRepo(database.db);
  return {
    getWebsiteContent: async ({ tenant, query }) => {
      assertOwnSubdomain(tenant, query.subdomain);
      const row = await repo.websiteContent(tenant.id);
      if (!row) throw notFound('No website content for this provider');
      return {
        _id: tenant.id,
        logo: row.logo,
        subdomain_reference: { _id: tenant.id, sub_domain_name: tenant.manifest.name },
        homePage: { heading: row.heroHeading, tagline: row.heroTagline, bannerImage: row.bannerImage },
        aboutUs: { aboutImage: row.aboutImage, description: row.aboutHtml },
        insightSection: { heading: row.insightHeading, subheading: row.insightSubheading, insightImage: row.insightImage },
      };
    },
    getFooterPages: async ({ tenant, query }) => {
      assertOwnSubdomain(tenant, query.subdomain);
      const pages = await repo.footerPages(tenant.id);
      return { pages: pages.map((p) => ({ _id: p.id, title: p.title, url: p.url, description: p.descriptionHtml })) };
    },
    getFaqs: async ({ tenant, query }) => {
      assertOwnSubdomain(tenant, query.subdomain);
      const faqs = await repo.faqs(tenant.id);
      return { faqs: faqs.map((f) => ({ _id: f.id, question: f.question, answer: f.answer })) };
    },
  };
}
