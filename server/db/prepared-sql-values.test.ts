import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { boundSql, valuesOf } from './prepared-sql-values.ts';

// A database object that never connects: it only writes SQL text here.
const db = drizzle.mock();
const things = pgTable('things', { id: integer('id').primaryKey(), tags: text('tags').array() });

describe('valuesOf', () => {
  it('puts each placeholder’s value where the dialect numbered it, and leaves other values be', () => {
    const { params } = db.execute(sql`select ${sql.placeholder('a')}::int, ${7}::int, ${sql.placeholder('b')}::text, ${sql.placeholder('a')}::int`).getQuery();
    expect(valuesOf(params, { a: 1, b: 'two' })).toEqual([1, 7, 'two', 1]);
  });

  it('encodes a placeholder of a query-builder condition as its column does', () => {
    const { params } = db
      .select()
      .from(things)
      .where(eq(things.tags, sql.placeholder('tags')))
      .toSQL();
    expect(valuesOf(params, { tags: ['a', 'b'] })).toEqual([['a', 'b']]);
  });

  it('refuses a missing value', () => {
    const { params } = db.execute(sql`select ${sql.placeholder('a')}::int`).getQuery();
    expect(() => valuesOf(params, {})).toThrow('No value for placeholder "a" was provided');
  });
});

describe('boundSql', () => {
  it('binds the values again as parameters, in their places', () => {
    const bound = db.execute(boundSql('select $1::int, $2::text[], $3::int', [1, ['x', 'y'], null])).getQuery();
    expect(bound).toEqual({ sql: 'select $1::int, $2::text[], $3::int', params: [1, ['x', 'y'], null], typings: expect.anything() });
  });

  it('refuses a statement whose $n are not the dialect’s sequence', () => {
    expect(() => boundSql(`select $1::int, '$1'`, [1])).toThrow();
    expect(() => boundSql('select $2::int', [1])).toThrow();
    expect(() => boundSql('select 1', [1])).toThrow();
  });
});
