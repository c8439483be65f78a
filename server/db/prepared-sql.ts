import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

const dialect = new PgDialect();

/**
 * A hand-written statement (a data-modifying CTE the query builder cannot express) prepared under
 * `name`, as the builder's `.prepare()` does for its own: the SQL is written once, and PostgreSQL
 * parses and plans it once per connection. Values arrive by placeholder (`sql.placeholder`).
 */
export function preparedSql<Row>(db: Queryable, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    async rows(values: Record<string, unknown>): Promise<Row[]> {
      // Without selected fields the driver's own result comes back: both drivers give `rows`.
      return ((await prepared.execute(values)) as { rows: Row[] }).rows;
    },
  };
}
