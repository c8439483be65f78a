import { jsonb, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';

/** Columns every table shares. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's required reference to the row that owns it: deleting the owner deletes the row. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/**
 * A provider's authored content in its other languages (server/tenants/translations.ts): by
 * language code, the row's own fields (by their property names) written in it. A field missing
 * shows the row's own, the provider's default language; the default language is never a key.
 */
export type RowTranslations<T> = Partial<Record<LanguageCode, Partial<T>>>;
export const translations = <T>() => jsonb('translations').$type<RowTranslations<T>>().notNull().default({});
