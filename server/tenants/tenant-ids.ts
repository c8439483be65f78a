import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { tenants } from '../db/schema/tenancy.ts';

/** The database id of each synced tenant among `slugs`, by slug (a slug never synced is absent). */
export async function tenantIdsBySlug(db: Queryable, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants).where(inArray(tenants.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
