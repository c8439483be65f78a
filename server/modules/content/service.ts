import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { contentRepo } from './repo.ts';
import { toFaq, toFooterPage, toHelpPage, toWebsiteContent } from './views.ts';

/** The public site's content of a provider, as its folder was last synced, in the language asked (each field falling back to the default language's). */
export function contentService(db: Database) {
  const repo = contentRepo(db);
  return {
    async websiteContent(tenant: Tenant, language: LanguageCode) {
      const row = await repo.websiteContent(tenant.id);
      if (!row) throw notFound('No website content for this provider');
      return toWebsiteContent(tenant, row, language);
    },
    footerPages: async (tenant: Tenant, language: LanguageCode) => ({ pages: (await repo.footerPages(tenant.id)).map((page) => toFooterPage(page, language)) }),
    faqs: async (tenant: Tenant, language: LanguageCode) => ({ faqs: (await repo.faqs(tenant.id)).map((faq) => toFaq(faq, language)) }),
    /** The provider's help page from its folder (content/help.html, help.<code>.html), or the spec's 'No content'. */
    help: (tenant: Tenant, language: LanguageCode) => toHelpPage(tenant.help, language),
  };
}

export type ContentService = ReturnType<typeof contentService>;
