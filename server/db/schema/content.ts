import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, translations, updatedAt } from './columns.ts';
import { tenants } from './tenancy.ts';

/** The landing page of a tenant. Image columns hold public paths; HTML is sanitised on write. */
export const websiteContent = pgTable('website_content', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  logo: text('logo').notNull(),
  heroHeading: text('hero_heading').notNull(),
  heroTagline: text('hero_tagline').notNull(),
  bannerImage: text('banner_image').notNull(),
  aboutImage: text('about_image'),
  aboutHtml: text('about_html').notNull(),
  insightHeading: text('insight_heading'),
  insightSubheading: text('insight_subheading'),
  insightImage: text('insight_image'),
  translations: translations<{ heroHeading: string; heroTagline: string; aboutHtml: string; insightHeading: string; insightSubheading: string }>(),
  updatedAt: updatedAt(),
});

export const footerPages = pgTable(
  'footer_pages',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    url: text('url').notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    position: integer('position').notNull().default(0),
    translations: translations<{ title: string; descriptionHtml: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('footer_pages_tenant_url').on(t.tenantId, t.url)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    tenantId: ownedBy('tenant_id', () => tenants.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    translations: translations<{ question: string; answer: string }>(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('faqs_tenant_position').on(t.tenantId, t.position)],
);

export const helpPages = pgTable('help_pages', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  updatedAt: updatedAt(),
});
