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

  it('is one named statement on the database, planned once and run again by name', async () => {
    // The statement reads its own entry: on PostgreSQL, that of the pooled connection it runs on.
    const self = preparedSql<{ name: string; runs: number; fromSql: boolean }>(
      database.db,
      'prepared_self',
      sql`select name, (generic_plans + custom_plans)::int as runs, from_sql as "fromSql"
        from pg_prepared_statements where name = ${sql.placeholder('name')}::text`,
    );
    const first = await self.rows({ name: 'prepared_self' });
    // PGlite's is SQL-level PREPARE; PostgreSQL's, node-postgres's protocol-level named statement.
    expect(first).toEqual([{ name: 'prepared_self', runs: 1, fromSql: kind === 'pglite' }]);
    const again = await self.rows({ name: 'prepared_self' });
    expect(again).toHaveLength(1);
    // The same plan source again: run twice on PGlite's one session; on PostgreSQL, more than once
    // on its connection unless the pool handed it a connection that had not run it yet.
    if (kind === 'pglite') expect(again[0]!.runs).toBe(2);
    else expect(again[0]!.runs).toBeGreaterThanOrEqual(1);
  });

  it('takes a value as data, never as SQL', async () => {
    const echoText = preparedSql<{ text: string | null }>(database.db, 'prepared_echo_text', sql`select ${sql.placeholder('text')}::text as text`);
    for (const text of [`'); drop table prepared_things; --`, String.raw`\'' \x00 $1 E'\n' ends \\`, 'ünïcødé ✓', '']) {
      expect(await echoText.rows({ text })).toEqual([{ text }]);
    }
    expect(await database.db.execute(sql`select count(*)::int as n from prepared_things`)).toMatchObject({ rows: [{ n: expect.any(Number) }] });
  });

  it('refuses a second statement under a name already taken, and a missing value', async () => {
    preparedSql(database.db, 'prepared_taken', sql`select 1 as one`);
    const other = preparedSql(database.db, 'prepared_taken', sql`select 2 as two`);
    await expect(other.rows({})).rejects.toThrow('Two statements are prepared as prepared_taken');
    const needs = preparedSql(database.db, 'prepared_needs', sql`select ${sql.placeholder('x')}::int as x`);
    await expect(needs.rows({})).rejects.toThrow('No value for placeholder "x" was provided');
  });

  it('runs inside the transaction it is given, seeing that transaction’s work', async () => {
    let seen: unknown[] = [];
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_things (id, label) values (200, 'in the transaction')`);
      const label = preparedSql<{ label: string }>(tx, 'prepared_in_tx', sql`select label from prepared_things where id = ${sql.placeholder('id')}::int`);
      seen = [...(await label.rows({ id: 200 })), ...(await label.rows({ id: 200 }))];
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(seen).toEqual([{ label: 'in the transaction' }, { label: 'in the transaction' }]);
    const label = preparedSql<{ label: string }>(
      database.db,
      'prepared_label',
      sql`select label from prepared_things where id = ${sql.placeholder('id')}::int`,
    );
    expect(await label.rows({ id: 200 })).toEqual([]);
  });
});
