/**
 * Text no field may hold: a NUL (PostgreSQL cannot store it in text, so it would fail as a 500
 * deep inside a query) or a lone UTF-16 surrogate (not a character in any encoding). Every
 * request's params, query and body are checked before validation: a 400 names the field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL or any surrogate: one quick pass, true for almost no real text. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const isUnsafe = (text: string) => SUSPECT.test(text) && (text.includes('\u0000') || LONE_SURROGATE.test(text));

/** The path of the first string (key or value) in `value` that holds unsafe text, e.g. `response[3].notes`. */
export function findUnsafeString(value: unknown): string | undefined {
  const steps = unsafeSteps(value);
  if (steps === undefined) return undefined;
  if (steps.length === 0) return 'body';
  return steps.reduce<string>((path, step) => (typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step), '');
}

/**
 * The keys and indexes down to the first unsafe string, or undefined. Built on the way back up,
 * only when one is found: the walk itself writes nothing (a 100-answer submission has about a
 * thousand strings).
 */
function unsafeSteps(value: unknown): Array<string | number> | undefined {
  if (typeof value === 'string') return isUnsafe(value) ? [] : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeSteps(value[i]);
      if (found) return (found.unshift(i), found);
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key of Object.keys(value)) {
      if (isUnsafe(key)) return [key];
      const found = unsafeSteps((value as Record<string, unknown>)[key]);
      if (found) return (found.unshift(key), found);
    }
  }
  return undefined;
}

export const UNSAFE_TEXT = 'must not contain a NUL character or an unpaired UTF-16 surrogate';
