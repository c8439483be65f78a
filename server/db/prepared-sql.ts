import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from './client.ts';
import { pgliteStatement } from './prepared-sql-pglite.ts';
import { postgresStatement } from './prepared-sql-postgres.ts';
import { boundSql, valuesOf } from './prepared-sql-values.ts';

export interface PreparedSql<Row> {
  rows(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hand-written statement (a data-modifying CTE the query builder cannot express, or a hot read
 * whose columns are chosen to need no parsing) prepared under `name`: its SQL is written once, and
 * the database parses and plans it once. Values arrive by placeholder (`sql.placeholder`).
 *
 * Public APIs only, so a minor upgrade of drizzle or PGlite cannot break it: drizzle writes the
 * text (`db.execute(query).getQuery()`, which runs nothing until awaited) and each driver's own
 * named statement runs it: node-postgres's `{ name, text, values }` on PostgreSQL, SQL-level
 * PREPARE and EXECUTE on the embedded database (see prepared-sql-pglite.ts for why not its query
 * call). Inside a transaction, which has no public handle on its connection, it runs as the
 * transaction's own unnamed statement instead.
 */
export function preparedSql<Row>(db: Queryable, name: string, query: SQL): PreparedSql<Row> {
  const { sql: text, params } = db.execute(query).getQuery();
  // The driver's client: drizzle's public `$client`, on the database but not on a transaction.
  const client = (db as { $client?: unknown }).$client;
  const clash = typeof client === 'object' && client !== null && claim(client, name, text);
  const statement =
    client instanceof PGlite
      ? pgliteStatement<Row>(client, name, text, params)
      : client instanceof pg.Pool || client instanceof pg.Client
        ? postgresStatement<Row>(client, name, text, params)
        : unnamedStatement<Row>(db, text, params);
  return {
    rows: (values) => (clash ? Promise.reject(new Error(`Two statements are prepared as ${name}`)) : statement.rows(values)),
  };
}

/** The text each name stands for on each database: one name, one statement. */
const claimedOn = new WeakMap<object, Map<string, string>>();

/** Whether `name` already stands for another statement on this database; else it stands for this one. */
function claim(client: object, name: string, text: string): boolean {
  let claimed = claimedOn.get(client);
  if (!claimed) claimedOn.set(client, (claimed = new Map()));
  const before = claimed.get(name);
  if (before === undefined) claimed.set(name, text);
  return before !== undefined && before !== text;
}

function unnamedStatement<Row>(db: Queryable, text: string, params: unknown[]): PreparedSql<Row> {
  return {
    async rows(values) {
      // Both drivers give their rows as `rows`.
      return ((await db.execute(boundSql(text, valuesOf(params, values)))) as unknown as { rows: Row[] }).rows;
    },
  };
}
