import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The SET of a multi-row upsert: each column takes the value its own row tried to insert
 * (`excluded.<column>`), so one statement writes every row of a list, where a statement per row
 * cost a round trip each (a first sync of 1,000 providers made tens of thousands of them).
 */
export function fromExcluded<K extends string>(columns: Record<K, PgColumn>): Record<K, SQL> {
  return Object.fromEntries(Object.entries<PgColumn>(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)])) as Record<K, SQL>;
}
