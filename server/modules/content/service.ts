import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { contentRepo } from './repo.ts';
import { toFaq, toFooterPage, toHelpPage, toWebsiteContent } from './views.ts';

/** The public site's content of a provider, as its folder was last synced. */
export function contentService(db: Database) {
  const repo = contentRepo(db);
  return {
    async websiteContent(tenant: Tenant) {
      const row = await repo.websiteContent(tenant.id);
      if (!row) throw notFound('No website content for this provider');
      return toWebsiteContent(tenant, row);
    },
    footerPages: async (tenant: Tenant) => ({ pages: (await repo.footerPages(tenant.id)).map(toFooterPage) }),
    faqs: async (tenant: Tenant) => ({ faqs: (await repo.faqs(tenant.id)).map(toFaq) }),
    /** The provider's help page from its folder (content/help.html), or the spec's 'No content'. */
    help: (tenant: Tenant) => toHelpPage(tenant.help),
  };
}

export type ContentService = ReturnType<typeof contentService>;
