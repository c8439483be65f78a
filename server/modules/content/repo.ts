import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { faqs, footerPages, websiteContent } from '../../db/schema/content.ts';

export type WebsiteContentRow = typeof websiteContent.$inferSelect;
export type FooterPageRow = Pick<typeof footerPages.$inferSelect, 'id' | 'title' | 'url' | 'descriptionHtml' | 'translations'>;
export type FaqRow = Pick<typeof faqs.$inferSelect, 'id' | 'question' | 'answer' | 'translations'>;

/** The only code that queries landing content, footer pages and FAQs. Always scoped by tenant. */
export function contentRepo(db: Queryable) {
  return {
    async websiteContent(tenantId: string): Promise<WebsiteContentRow | undefined> {
      const [row] = await db.select().from(websiteContent).where(eq(websiteContent.tenantId, tenantId));
      return row;
    },
    footerPages(tenantId: string): Promise<FooterPageRow[]> {
      return db
        .select({
          id: footerPages.id,
          title: footerPages.title,
          url: footerPages.url,
          descriptionHtml: footerPages.descriptionHtml,
          translations: footerPages.translations,
        })
        .from(footerPages)
        .where(eq(footerPages.tenantId, tenantId))
        .orderBy(asc(footerPages.position), asc(footerPages.url));
    },
    faqs(tenantId: string): Promise<FaqRow[]> {
      return db
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, translations: faqs.translations })
        .from(faqs)
        .where(eq(faqs.tenantId, tenantId))
        .orderBy(asc(faqs.position));
    },
  };
}
