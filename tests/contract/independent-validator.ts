import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readOpenApi } from '../../server/http/openapi-document.ts';

/**
 * A second, independent reading of the contract: the raw document handed to Ajv, with $refs
 * resolved by Ajv itself (the server dereferences on its own). A response must satisfy both.
 */
const doc = readOpenApi();
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']);
ajv.addSchema({ ...doc, $id: 'openapi.json' });

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const cache = new Map<string, ValidateFunction>();

/** Validates a JSON response body against the contract's schema for that path, method and status. */
export function validateResponse(path: string, method: string, status: number, body: unknown): string[] {
  const key = `${path} ${method} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    // A response may be a $ref to components/responses; follow it, then let Ajv resolve the schema's refs.
    const response = (doc.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>)[path]![method.toLowerCase()]!.responses[
      String(status)
    ];
    const base = response?.$ref ? response.$ref.slice(2) : pointer('paths', path, method.toLowerCase(), 'responses', String(status));
    validate = ajv.compile({ $ref: `openapi.json#/${base}/${pointer('content', 'application/json', 'schema')}` });
    cache.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

export function declaredStatuses(path: string, method: string): string[] {
  const operation = (doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path]![method.toLowerCase()]!;
  return Object.keys(operation.responses);
}
