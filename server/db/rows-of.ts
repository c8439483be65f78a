import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/** Rows of a raw query, whichever driver ran it (both give `rows`). */
export async function rowsOf(db: Queryable, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}
