import pg from 'pg';
import { valuesOf } from './prepared-sql-values.ts';

const { builtins } = pg.types;

/**
 * Types read as their text, as drizzle's node-postgres driver reads them for hand-written SQL
 * (`db.execute`): dates, timestamps, intervals and their arrays, and numeric[]. So a statement
 * reads the same here as through drizzle (see epoch-ms.ts for times both drivers read alike).
 */
const readAsText = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (readAsText.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)),
} as pg.CustomTypesConfig;

/**
 * A named statement on PostgreSQL: node-postgres's public `{ name, text, values }` query. The pool
 * hands each call a connection; node-postgres parses the statement on a connection the first time
 * that connection runs the name and binds it by name ever after, so each connection parses and
 * plans it once.
 *
 * Its result is a PreparedSql, spelt out so this file need not import prepared-sql.ts (an import cycle).
 */
export function postgresStatement<Row>(
  client: pg.Pool | pg.Client,
  name: string,
  text: string,
  params: unknown[],
): { rows(values: Record<string, unknown>): Promise<Row[]> } {
  return {
    async rows(values) {
      const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: valuesOf(params, values), types });
      return result.rows;
    },
  };
}
