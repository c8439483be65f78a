import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { AR, TRANSLATED_BANK_FILE, translatedTenant } from '../../tests/support/translated-tenant-fixture.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { questions, subtopics, tests, topics } from '../db/schema/bank.ts';
import { faqs, footerPages, websiteContent } from '../db/schema/content.ts';
import { plans } from '../db/schema/membership.ts';
import { ticketTopics } from '../db/schema/tickets.ts';
import { loadTenants } from './loader.ts';
import { syncTenants } from './sync.ts';

describeEachDatabase('syncing translations on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("writes each row's translations by its own field names, and a re-sync that changes one updates it", async () => {
    const root = tempTenantsDir();
    writeTenant(root, 'alpha', translatedTenant('alpha'));
    const id = (await syncTenants(database, await loadTenants(root, root))).get('alpha')!;
    const { db } = database;
    const of = <T extends { translations: unknown }>(rows: T[]) => rows.map((r) => r.translations);

    expect(of(await db.select().from(websiteContent).where(eq(websiteContent.tenantId, id)))).toEqual([
      { ar: { heroHeading: AR.heroHeading, aboutHtml: AR.aboutHtml } },
    ]);
    expect(of(await db.select().from(plans).where(eq(plans.tenantId, id)))).toEqual([{ ar: { name: AR.plan, features: AR.planFeatures } }]);
    expect(of(await db.select().from(faqs).where(eq(faqs.tenantId, id)).orderBy(faqs.position))).toEqual([{ ar: { question: AR.faqQuestion } }, {}]);
    expect((await db.select().from(footerPages).where(eq(footerPages.tenantId, id)).orderBy(footerPages.position)).map((p) => [p.url, p.translations])).toEqual(
      [
        ['about', { ar: { title: AR.pageTitle, descriptionHtml: AR.pageHtml } }],
        ['terms', {}],
      ],
    );
    expect(of(await db.select().from(ticketTopics).where(eq(ticketTopics.tenantId, id)).orderBy(ticketTopics.position))).toEqual([
      { ar: { topicName: AR.supportTopic } },
      {},
    ]);
    expect(of(await db.select().from(topics).where(eq(topics.tenantId, id)))).toEqual([{ ar: { topicName: AR.topic, descriptionHtml: AR.topicHtml } }]);
    expect(of(await db.select().from(subtopics).where(eq(subtopics.tenantId, id)).orderBy(subtopics.position))).toEqual([
      { ar: { subTopicName: AR.subtopic } },
      {},
    ]);
    const question = async (key: string) => (await db.select().from(questions).where(eq(questions.key, key)))[0]!.translations;
    expect(await question('q-single-1')).toEqual({ ar: { questionHtml: AR.question, options: AR.options } });
    expect(await question('q-single-2')).toEqual({ ar: { explanationHtml: AR.explanation } });
    expect(await question('q-multi')).toEqual({});
    expect((await db.select().from(tests).where(eq(tests.key, 'mock-exam')))[0]!.translations).toEqual({ ar: { testName: AR.test } });

    // The folder changes one translation and drops another: the next sync writes both.
    const options = translatedTenant('alpha');
    options.files!['content/bank/01-cardiology.yaml'] = TRANSLATED_BANK_FILE.replace(AR.options[0], 'بيسوبرولول ٢').replace(
      `ar: { explanation: "${AR.explanation}" }`,
      'ar: {}',
    );
    options.faqs = [{ question: 'What is alpha?', answer: 'A question bank.' }];
    writeTenant(root, 'alpha', options);
    await syncTenants(database, await loadTenants(root, root));
    expect((await question('q-single-1'))?.ar?.options?.[0]).toBe('بيسوبرولول ٢');
    expect(await question('q-single-2')).toEqual({ ar: {} });
    expect(of(await db.select().from(faqs).where(eq(faqs.tenantId, id)))).toEqual([{}]);
  });
});
