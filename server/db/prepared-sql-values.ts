import { is, Param, Placeholder, sql, type SQL, type SQLChunk } from 'drizzle-orm';

/**
 * The statement's parameters with each placeholder (`sql.placeholder`) given its value: what the
 * driver binds. A placeholder inside a query-builder condition arrives wrapped in its column's
 * Param, whose encoder turns the value into the column's driver value, as drizzle's own prepared
 * queries do.
 */
export function valuesOf(params: unknown[], values: Record<string, unknown>): unknown[] {
  return params.map((param) => {
    const placeholder = is(param, Placeholder) ? param : is(param, Param) && is(param.value, Placeholder) ? param.value : undefined;
    if (!placeholder) return param;
    if (!(placeholder.name in values)) throw new Error(`No value for placeholder "${placeholder.name}" was provided`);
    const value = values[placeholder.name];
    return is(param, Param) ? param.encoder.mapToDriverValue(value) : value;
  });
}

/**
 * The statement's text with its values bound again as parameters: `$1`, `$2`… in order, as the
 * dialect numbered them. Refuses text whose `$n` are not exactly that sequence (a literal `$1`
 * written into the SQL itself) rather than bind a value in the wrong place.
 */
export function boundSql(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [sql.raw(pieces[0]!)];
  for (let i = 1; i < pieces.length; i += 2) {
    const index = Number(pieces[i]) - 1;
    if (index !== (i - 1) / 2 || index >= values.length) throw new Error(`Cannot bind the values of a statement that writes $${pieces[i]} itself`);
    chunks.push(sql.param(values[index]), sql.raw(pieces[i + 1]!));
  }
  if ((pieces.length - 1) / 2 !== values.length) throw new Error('Cannot bind the values of a statement whose parameters are not numbered in order');
  return sql.join(chunks);
}
