import { jsonb, pgTable, text, unique, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ownedBy, updatedAt } from './columns.ts';

/** A provider ("subdomain" in the spec). Synced from tenants/<slug>/tenant.yaml. */
export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    platformType: text('platform_type', { enum: ['Free', 'Paid'] }).notNull(),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The validated manifest as loaded, kept for audit and for processes that read it. */
    manifest: jsonb('manifest').notNull(),
    /** The content hash of the folder as last synced (server/tenants/content-hash.ts): an unchanged folder is not synced again. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('tenants_platform_type', sql`${t.platformType} in ('Free', 'Paid')`)],
);

/** Top of the summary tree (for example "Medicine"). */
export const domains = pgTable(
  'domains',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('domains_tenant_name').on(t.tenantId, t.name)],
);
