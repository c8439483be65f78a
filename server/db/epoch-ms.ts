import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A time as epoch milliseconds, for hand-written statements (`preparedSql`): both drivers give it
 * as a number, where node-postgres under drizzle gives a raw time as text.
 */
export const epochMs = (time: SQLWrapper): SQL => sql`(extract(epoch from ${time}) * 1000)::float8`;
