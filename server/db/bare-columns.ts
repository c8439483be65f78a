import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns named bare, as an insert's column list and an update's targets need them in a
 * hand-written statement: drizzle would qualify them with their table. Naming drizzle's columns
 * (not their text) makes a renamed column fail the type check.
 */
export const bare = (...columns: PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
