import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/support/describe-with.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedSql } from './prepared-sql.ts';

describeEachDatabase('preparedSql on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(sql`create table prepared_things (id int primary key, label text not null)`);
  });
  afterAll(() => database.close());

  const echo = sql`
    select ${sql.placeholder('id')}::uuid as id, ${sql.placeholder('labels')}::text[] as labels, cardinality(${sql.placeholder('labels')}::text[]) as count,
      ${sql.placeholder('flag')}::boolean as flag, (${sql.placeholder('n')}::int * 1.5)::float8 as half_again, ${sql.placeholder('missing')}::text as missing`;

  it('fills its placeholders and reads each column as its type, the same statement again and again', async () => {
    const statement = preparedSql<Record<string, unknown>>(database.db, 'prepared_echo', echo);
    const id = '0d2b6a0e-5f43-4d4e-9a3f-1c3c0b7a8e21';
    const labels = ['plain', 'with "quotes", {braces} and \\ backslash', 'NULL', ''];
    for (const n of [2, 3]) {
      expect(await statement.rows({ id, labels, flag: n === 2, n, missing: null })).toEqual([
        { id, labels, count: 4, flag: n === 2, half_again: n * 1.5, missing: null },
      ]);
    }
    // Another statement of the same name and text (another repository) shares it.
    expect(await preparedSql(database.db, 'prepared_echo', echo).rows({ id, labels: [], flag: false, n: 0, missing: 'x' })).toEqual([
      { id, labels: [], count: 0, flag: false, half_again: 0, missing: 'x' },
    ]);
  });

  it('fails a bad statement as an error and keeps serving the next', async () => {
    const insert = preparedSql<{ id: number }>(
      database.db,
      'prepared_insert',
      sql`insert into prepared_things (id, label) values (${sql.placeholder('id')}::int, ${sql.placeholder('label')}::text) returning id`,
    );
    expect(await insert.rows({ id: 1, label: 'one' })).toEqual([{ id: 1 }]);
    await expect(insert.rows({ id: 1, label: 'again' })).rejects.toThrow();
    await expect(insert.rows({ id: 2, label: null })).rejects.toThrow();
    expect(await insert.rows({ id: 3, label: 'three' })).toEqual([{ id: 3 }]);
  });

  it('never runs inside another caller’s open transaction: it does not see that transaction’s uncommitted work', async () => {
    const count = preparedSql<{ n: number }>(
      database.db,
      'prepared_count',
      sql`select count(*)::int as n from prepared_things where id >= ${sql.placeholder('from')}::int`,
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOne = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_things (id, label) values (100, 'never committed')`);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await insertedOne;
    const counted = count.rows({ from: 100 });
    // Time for a statement that does not wait its turn to run on PGlite's one session, inside the transaction.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await counted).toEqual([{ n: 0 }]);
  });
});
