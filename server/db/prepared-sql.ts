import { PGlite, protocol, types } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

const dialect = new PgDialect();

export interface PreparedSql<Row> {
  rows(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hand-written statement (a data-modifying CTE the query builder cannot express, or a hot read
 * whose columns are chosen to need no parsing) prepared under `name`: its SQL is written once, and
 * the database parses and plans it once. Values arrive by placeholder (`sql.placeholder`).
 *
 * On PostgreSQL it is the driver's named statement, as the query builder's `.prepare()` makes. On
 * the embedded database it is a named statement too, run with one message: PGlite's own query
 * call parses and plans every statement again and crosses into its WebAssembly six times, about
 * four times the CPU of the statement itself (the hot calls' main cost on PGlite).
 */
export function preparedSql<Row>(db: Queryable, name: string, query: SQL): PreparedSql<Row> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteStatement<Row>(client, name, text, params);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return {
    async rows(values) {
      // Without selected fields the driver's own result comes back: node-postgres gives `rows`.
      return ((await prepared.execute(values)) as { rows: Row[] }).rows;
    },
  };
}

interface Described {
  text: string;
  paramTypes: number[];
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** The statements parsed on each embedded database, by name: a name is parsed once per database. */
const parsedOn = new WeakMap<PGlite, Map<string, Promise<Described>>>();

const { serialize } = protocol;

function message(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function pgliteStatement<Row>(client: PGlite, name: string, text: string, params: unknown[]): PreparedSql<Row> {
  /** Runs as PGlite's own query call does: after any transaction, alone, then synced to its storage. */
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await fn();
        await client.syncToFs();
        return result;
      }),
    );
  };

  const describe = async (): Promise<Described> => {
    const replies = await client.execProtocolStream(message([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {});
    const paramTypes = replies.find((m) => m.name === 'parameterDescription') as unknown as { dataTypeIDs: number[] } | undefined;
    const rowDescription = replies.find((m) => m.name === 'rowDescription') as unknown as { fields: Described['fields'] } | undefined;
    return { text, paramTypes: paramTypes?.dataTypeIDs ?? [], fields: rowDescription?.fields ?? [] };
  };

  const described = (): Promise<Described> => {
    let statements = parsedOn.get(client);
    if (!statements) parsedOn.set(client, (statements = new Map()));
    let found = statements.get(name);
    if (!found) {
      found = describe();
      statements.set(name, found);
      // A failed parse is not kept: the next call tries again.
      found.catch(() => statements.delete(name));
    }
    return found;
  };

  return {
    rows: (values) =>
      exclusive(async () => {
        const statement = await described();
        if (statement.text !== text) throw new Error(`Two statements are prepared as ${name}`);
        const encoded = fillPlaceholders(params, values).map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[statement.paramTypes[i]!];
          return serializer ? serializer(value) : String(value);
        });
        const replies = await client.execProtocolStream(
          message([serialize.bind({ statement: name, values: encoded }), serialize.execute({}), serialize.sync()]),
          {},
        );
        const rows: Row[] = [];
        for (const reply of replies) {
          if (reply.name !== 'dataRow') continue;
          const fields = (reply as unknown as { fields: Array<string | null> }).fields;
          const row: Record<string, unknown> = {};
          statement.fields.forEach((field, i) => (row[field.name] = types.parseType(fields[i] ?? null, field.dataTypeID, client.parsers)));
          rows.push(row as Row);
        }
        return rows;
      }),
  };
}
