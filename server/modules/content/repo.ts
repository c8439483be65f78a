import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs, footerPages, websiteContent } from '../../db/schema/content.ts';

/** The only code that queries landing content, footer pages and FAQs. Always scoped by tenant. */
export function contentRepo(db: Database) {
  return {
    async websiteContent(tenantId: string) {
      const [row] = await db.select().from(websiteContent).where(eq(websiteContent.tenantId, tenantId));
      return row;
    },
    footerPages(tenantId: string) {
      return db
        .select({ id: footerPages.id, title: footerPages.title, url: footerPages.url, descriptionHtml: footerPages.descriptionHtml })
        .from(footerPages)
        .where(eq(footerPages.tenantId, tenantId))
        .orderBy(asc(footerPages.position), asc(footerPages.url));
    },
    faqs(tenantId: string) {
      return db
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.tenantId, tenantId))
        .orderBy(asc(faqs.position));
    },
  };
}
