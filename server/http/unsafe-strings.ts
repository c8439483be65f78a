/**
 * Text no field may hold: a NUL (PostgreSQL cannot store it in text, so it would fail as a 500
 * deep inside a query) or a lone UTF-16 surrogate (not a character in any encoding). Every
 * request's params, query and body are checked before validation: a 400 names the field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (key or value) in `value` that holds unsafe text, e.g. `response[3].notes`. */
export function findUnsafeString(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnsafe(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeString(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (isUnsafe(key)) return field;
      const found = findUnsafeString(item, field);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const UNSAFE_TEXT = 'must not contain a NUL character or an unpaired UTF-16 surrogate';
