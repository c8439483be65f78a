import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { ContentService } from './service.ts';

/** Landing content, footer pages, FAQs and the help page of the requesting host's provider. */
export function contentRoutes(service: ContentService): Handlers {
  return {
    // GET /api/website/content
    getWebsiteContent: async ({ tenant, query, language }) => service.websiteContent(ownTenant(tenant, query.subdomain), language),
    // GET /api/professor_pages/get-pages
    getFooterPages: async ({ tenant, query, language }) => service.footerPages(ownTenant(tenant, query.subdomain), language),
    // GET /api/faq/get-faqs
    getFaqs: async ({ tenant, query, language }) => service.faqs(ownTenant(tenant, query.subdomain), language),
    // GET /api/helppage/help
    getHelpPage: async ({ tenant, query, language }) => service.help(ownTenant(tenant, query.subdomain), language),
  };
}
