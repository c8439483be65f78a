import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import { domains, tenants } from '../db/schema/tenancy.ts';
import { faqs, footerPages, websiteContent } from '../db/schema/content.ts';
import { plans } from '../db/schema/membership.ts';
import type { LoadedTenant, ServedTenant } from './loader.ts';
import { planPriceMinor } from './plan-prices.ts';
import { assetUrl } from './tenant-assets.ts';
import { syncBank } from './sync-bank.ts';
import { syncSupport } from './sync-support.ts';
import { fromExcluded } from './upsert-excluded.ts';
import { mapTranslations } from './translations.ts';

const SYNC_LOCK = 7_311_002;

/**
 * Writes every loaded tenant into the database in ONE transaction: either all tenants are synced
 * or nothing changes. Rows keep their ids across syncs (upserts by slug, key or url), so links
 * and references stay valid. A tenant whose row already holds its content hash is skipped: its
 * folder and the code that writes it are what they were at its last sync, so the sync would
 * write the same rows again (see content-hash.ts). Each synced tenant's hash is written in the
 * same transaction as its rows. Returns the database id of each tenant by slug.
 *
 * Skipping trusts that nothing but the sync writes what the sync owns; nothing it writes depends
 * on the clock (only updated_at stamps). What it reads besides the folder: whether a report names
 * a question that left the bank (reports are never deleted, so that does not change), and the
 * staff accounts, which it resets to content/support.yaml (name, role, enabled): an edit made to
 * one in the app now lasts until the folder next changes, where it used to last until a restart.
 */
export async function syncTenants(handle: DatabaseHandle, loaded: ServedTenant[]): Promise<Map<string, string>> {
  return handle.withLock(SYNC_LOCK, () =>
    handle.db.transaction(async (tx) => {
      // Read under the lock: a process that synced meanwhile is seen, and not synced over.
      const synced = new Map(
        (await tx.select({ slug: tenants.slug, id: tenants.id, contentHash: tenants.contentHash }).from(tenants)).map((row) => [row.slug, row]),
      );
      const ids = new Map<string, string>();
      for (const tenant of loaded) {
        const row = synced.get(tenant.slug);
        ids.set(tenant.slug, row && row.contentHash === tenant.contentHash ? row.id : await syncTenant(tx, await tenant.full()));
      }
      return ids;
    }),
  );
}

async function syncTenant(tx: Transaction, tenant: LoadedTenant): Promise<string> {
  const { manifest, contentHash } = tenant;
  const [row] = await tx
    .insert(tenants)
    .values({ slug: tenant.slug, name: manifest.name, platformType: manifest.platformType, hosts: manifest.hosts, manifest, contentHash })
    .onConflictDoUpdate({
      target: tenants.slug,
      set: { name: manifest.name, platformType: manifest.platformType, hosts: manifest.hosts, manifest, contentHash, updatedAt: sql`now()` },
    })
    .returning({ id: tenants.id });
  const tenantId = row!.id;

  await tx.insert(domains).values({ tenantId, name: manifest.domain }).onConflictDoNothing();
  await syncWebsiteContent(tx, tenantId, tenant);
  await syncFooterPages(tx, tenantId, tenant);
  await syncFaqs(tx, tenantId, tenant);
  await syncPlans(tx, tenantId, tenant);
  await syncBank(tx, tenantId, tenant);
  await syncSupport(tx, tenantId, tenant);
  return tenantId;
}

function publicUrl(tenant: LoadedTenant, file: string | undefined): string | null {
  const asset = file ? tenant.assets.get(file) : undefined;
  return file && asset ? assetUrl(file, asset) : null;
}

async function syncWebsiteContent(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  const { brand, landing } = tenant.manifest;
  const values = {
    logo: publicUrl(tenant, brand.logo)!,
    heroHeading: landing.hero.heading,
    heroTagline: landing.hero.tagline,
    bannerImage: publicUrl(tenant, landing.hero.bannerImage)!,
    aboutImage: publicUrl(tenant, landing.about.image),
    aboutHtml: landing.about.html,
    insightHeading: landing.insight.heading ?? null,
    insightSubheading: landing.insight.subheading ?? null,
    insightImage: publicUrl(tenant, landing.insight.image),
    translations:
      mapTranslations(tenant.manifest.translations, (t) => ({
        heroHeading: t.landing?.hero?.heading,
        heroTagline: t.landing?.hero?.tagline,
        aboutHtml: t.landing?.about?.html,
        insightHeading: t.landing?.insight?.heading,
        insightSubheading: t.landing?.insight?.subheading,
      })) ?? {},
  };
  await tx
    .insert(websiteContent)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: websiteContent.tenantId, set: { ...values, updatedAt: sql`now()` } });
}

async function syncFooterPages(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  const urls = tenant.pages.map((p) => p.url);
  await tx
    .delete(footerPages)
    .where(urls.length ? and(eq(footerPages.tenantId, tenantId), notInArray(footerPages.url, urls)) : eq(footerPages.tenantId, tenantId));
  // Two files may name one url (01-about.html, 02-about.html): the later one wins, as it always has.
  const byUrl = new Map(
    tenant.pages.map((page) => [
      page.url,
      {
        tenantId,
        url: page.url,
        title: page.title,
        descriptionHtml: page.html,
        position: page.position,
        translations: mapTranslations(page.translations, (t) => ({ title: t.title, descriptionHtml: t.html })) ?? {},
      },
    ]),
  );
  if (byUrl.size === 0) return;
  await tx
    .insert(footerPages)
    .values([...byUrl.values()])
    .onConflictDoUpdate({
      target: [footerPages.tenantId, footerPages.url],
      set: {
        ...fromExcluded({
          title: footerPages.title,
          descriptionHtml: footerPages.descriptionHtml,
          position: footerPages.position,
          translations: footerPages.translations,
        }),
        updatedAt: sql`now()`,
      },
    });
}

async function syncFaqs(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  await tx.delete(faqs).where(and(eq(faqs.tenantId, tenantId), gte(faqs.position, tenant.faqs.length)));
  if (tenant.faqs.length === 0) return;
  await tx
    .insert(faqs)
    .values(tenant.faqs.map((faq, position) => ({ tenantId, position, question: faq.question, answer: faq.answer, translations: faq.translations ?? {} })))
    .onConflictDoUpdate({
      target: [faqs.tenantId, faqs.position],
      set: { ...fromExcluded({ question: faqs.question, answer: faqs.answer, translations: faqs.translations }), updatedAt: sql`now()` },
    });
}

/** Plans are never deleted (transactions refer to them): a plan gone from the file is deactivated. */
async function syncPlans(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  const keys = tenant.plans.map((p) => p.key);
  await tx
    .update(plans)
    .set({ active: false, updatedAt: sql`now()` })
    .where(keys.length ? and(eq(plans.tenantId, tenantId), notInArray(plans.key, keys)) : eq(plans.tenantId, tenantId));
  if (tenant.plans.length === 0) return;
  const rows = tenant.plans.map((plan, position) => ({
    tenantId,
    key: plan.key,
    name: plan.name,
    priceMinor: planPriceMinor(plan.price, tenant.manifest.currency),
    currency: tenant.manifest.currency,
    validityLabel: plan.validity,
    validityDays: plan.validityDays,
    access: plan.access,
    features: plan.features,
    translations: mapTranslations(plan.translations, (t) => ({ name: t.name, validityLabel: t.validity, access: t.access, features: t.features })) ?? {},
    position,
    active: true,
  }));
  const { name, priceMinor, currency, validityLabel, validityDays, access, features, translations, position } = plans;
  await tx
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: [plans.tenantId, plans.key],
      set: {
        ...fromExcluded({ name, priceMinor, currency, validityLabel, validityDays, access, features, translations, position }),
        active: true,
        updatedAt: sql`now()`,
      },
    });
}
