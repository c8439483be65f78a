import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Validators for the contract's JSON Schema 2020-12. Bodies and responses are validated as
 * they are (no coercion, no stripping: an unknown property is an error); path and query
 * parameters arrive as strings and are coerced to the declared types.
 */
function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: coerce,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

const exact = createAjv(false);
const coercing = createAjv(true);

export function compileExact(schema: object): ValidateFunction {
  return exact.compile(schema);
}

export function compileCoercing(schema: object): ValidateFunction {
  return coercing.compile(schema);
}

/** Plain words for the failures people meet in forms; the rest keep Ajv's wording. */
function friendlier(error: ErrorObject): string | undefined {
  const params = error.params as { limit?: number; format?: string };
  switch (error.keyword) {
    case 'minLength':
      return params.limit === 1 ? 'is required' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'format':
      if (params.format === 'email') return 'must be a valid email address';
      if (params.format === 'date') return 'must be a date (YYYY-MM-DD)';
      return undefined;
    default:
      return undefined;
  }
}

/** Ajv errors as one sentence that names each field: "email: must be a valid email address". */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  const messages = new Set<string>();
  // A field that fails its format is told that in words; the contract's pattern for the same rule
  // (an email's, which the pattern spells out for validators that skip formats) would only add a regex.
  const failedFormat = new Set((errors ?? []).filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  for (const error of errors ?? []) {
    if (error.keyword === 'pattern' && failedFormat.has(error.instancePath)) continue;
    let field = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key), '');
    let reason = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      field = field ? `${field}.${missing}` : missing;
      reason = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      const extra = String((error.params as { additionalProperty: string }).additionalProperty);
      field = field ? `${field}.${extra}` : extra;
      reason = 'is not an allowed field';
    } else if (error.keyword === 'enum') {
      reason = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else {
      reason = friendlier(error) ?? reason;
    }
    messages.add(field ? `${field}: ${reason}` : reason);
  }
  return [...messages].join('; ') || 'Invalid request';
}
