import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedSql } from './prepared-sql.ts';

/**
 * Repositories pass lists as real array parameters (`::uuid[]`, `::boolean[]`, ...) and read them
 * in step with `unnest`, as test taking's batched statements do: both drivers must send each
 * array whole, nulls included, as its declared type.
 */
describeEachDatabase('preparedSql array parameters on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const inStep = sql`
    select k.id, k.label, k.flag, (extract(epoch from k.at) * 1000)::float8 as at_ms, k.ord::int as ord
    from unnest(
        ${sql.placeholder('ids')}::uuid[], ${sql.placeholder('labels')}::text[],
        ${sql.placeholder('flags')}::boolean[], ${sql.placeholder('ats')}::timestamptz[]
      ) with ordinality as k(id, label, flag, at, ord)
    order by k.ord`;

  it('reads uuid, text, boolean and timestamptz arrays in step, nulls and awkward text kept', async () => {
    const statement = preparedSql<Record<string, unknown>>(database.db, 'prepared_arrays_in_step', inStep);
    const ids = ['0d2b6a0e-5f43-4d4e-9a3f-1c3c0b7a8e21', null, '6f1e0c4a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'];
    const labels = ['a,b', 'with "quotes", {braces} and \\ backslash', null];
    const flags = [true, false, null];
    const ats = ['2026-01-02T03:04:05.678Z', null, '1999-12-31T23:59:59.000Z'];
    expect(await statement.rows({ ids, labels, flags, ats })).toEqual([
      { id: ids[0], label: labels[0], flag: true, at_ms: Date.parse(ats[0]!), ord: 1 },
      { id: null, label: labels[1], flag: false, at_ms: null, ord: 2 },
      { id: ids[2], label: null, flag: null, at_ms: Date.parse(ats[2]!), ord: 3 },
    ]);
    // Empty lists are empty arrays: no rows, no error.
    expect(await statement.rows({ ids: [], labels: [], flags: [], ats: [] })).toEqual([]);
  });

  it('matches a uuid array with = any', async () => {
    const statement = preparedSql<{ hit: boolean }>(
      database.db,
      'prepared_arrays_any',
      sql`select ${sql.placeholder('id')}::uuid = any(${sql.placeholder('ids')}::uuid[]) as hit`,
    );
    const id = '0d2b6a0e-5f43-4d4e-9a3f-1c3c0b7a8e21';
    expect(await statement.rows({ id, ids: ['6f1e0c4a-2b3d-4e5f-8a9b-0c1d2e3f4a5b', id] })).toEqual([{ hit: true }]);
    expect(await statement.rows({ id, ids: ['6f1e0c4a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'] })).toEqual([{ hit: false }]);
  });
});
