import type { PGlite } from '@electric-sql/pglite';
import { valuesOf } from './prepared-sql-values.ts';

/** A statement PREPAREd on one embedded database: the parameter types it was planned with. */
interface Prepared {
  paramTypes: number[];
}

/** The statements prepared on each embedded database, by name: a name is prepared once per database. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<Prepared>>>();

/**
 * A named statement on the embedded database, through PGlite's public calls only: SQL-level
 * PREPARE once, then EXECUTE with the values written as literals.
 *
 * Why not PGlite's `query(text, params)`: it parses and plans the statement again on every call
 * and crosses into the WebAssembly six times, about four times the CPU of the statement itself on
 * the hot calls. Its extended protocol cannot carry the values to an EXECUTE either: PostgreSQL
 * does not bind parameters into utility statements. So the values travel as literals in one
 * simple-protocol `exec`, quoted here after PGlite's own serialisers (the ones `query` uses) turned
 * them into text; the plan comes from the prepared statement. `exec` waits for any open
 * transaction and runs alone, as `query` does, then syncs the database to its storage.
 *
 * Measured on PGlite 0.5: about half the time of `query` per call, and 1.3 to 1.6 times that of
 * the wire-protocol messages this once sent through PGlite's private calls.
 *
 * Its result is a PreparedSql, spelt out so this file need not import prepared-sql.ts (an import cycle).
 */
export function pgliteStatement<Row>(client: PGlite, name: string, text: string, params: unknown[]): { rows(values: Record<string, unknown>): Promise<Row[]> } {
  const statementName = identifier(name);
  return {
    async rows(values) {
      const statement = await prepared(client, name, text);
      const args = valuesOf(params, values).map((value, i) => literal(client, value, statement.paramTypes[i]));
      const [result] = await client.exec(args.length ? `execute ${statementName}(${args.join(', ')})` : `execute ${statementName}`);
      return (result?.rows ?? []) as Row[];
    },
  };
}

function prepared(client: PGlite, name: string, text: string): Promise<Prepared> {
  let statements = preparedOn.get(client);
  if (!statements) preparedOn.set(client, (statements = new Map()));
  let found = statements.get(name);
  if (!found) {
    found = prepare(client, name, text);
    statements.set(name, found);
    // A failed prepare is not kept: the next call tries again.
    found.catch(() => statements.delete(name));
  }
  return found;
}

async function prepare(client: PGlite, name: string, text: string): Promise<Prepared> {
  // The types PostgreSQL infers for $1, $2…: the same inference PREPARE makes just after.
  const { queryParams } = await client.describeQuery(text);
  await client.exec(`prepare ${identifier(name)} as ${text}`);
  return { paramTypes: queryParams.map((param) => param.dataTypeID) };
}

function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * A value as an SQL literal of unknown type, which EXECUTE turns into the parameter's type as a
 * bound value would be. An E'' string, so it reads the same whatever standard_conforming_strings is.
 */
function literal(client: PGlite, value: unknown, type: number | undefined): string {
  if (value === null || value === undefined) return 'null';
  const serializer = type === undefined ? undefined : client.serializers[type];
  const text = serializer ? serializer(value) : String(value);
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
