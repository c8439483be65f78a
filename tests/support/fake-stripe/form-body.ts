/** A decoded form value as Stripe's API reads one: every leaf is a string, brackets nest. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export class FormDecodeError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Decodes an application/x-www-form-urlencoded body the way the SDK encodes it (its own qs-style
 * stringifier): `line_items[0][price_data][unit_amount]=2999` becomes
 * `{ line_items: [{ price_data: { unit_amount: '2999' } }] }`. Numeric brackets make arrays.
 */
export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) throw new FormDecodeError(name, `Invalid parameter name: ${name}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: FormObject = root;
    for (const [i, segment] of path.entries()) {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        if (key in node) throw new FormDecodeError(name, `Parameter given twice: ${name}`);
        node[key] = value;
      } else {
        const next = node[key] ?? {};
        if (typeof next === 'string' || Array.isArray(next)) throw new FormDecodeError(name, `Invalid hash: ${name}`);
        node[key] = next;
        node = next;
      }
    }
  }
  return arraysFromIndexes(root) as FormObject;
}

/** Objects whose keys are 0..n-1 become arrays, as Stripe reads `items[0]`, `items[1]`. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexes(value[k]!)] as const);
  const isList =
    keys.length > 0 &&
    keys.every((k) => /^\d+$/.test(k)) &&
    keys
      .map(Number)
      .sort((a, b) => a - b)
      .every((n, i) => n === i);
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}
