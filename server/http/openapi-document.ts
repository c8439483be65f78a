import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

type JsonSchema = Record<string, unknown>;

/**
 * The bundle npm run gen:api writes (the split openapi/openapi.yaml has refs between files, and only
 * local ones are resolved here), as JSON: the same document as openapi.bundle.gen.yaml, read in a
 * millisecond where parsing the YAML took a quarter of a second of every start.
 * From the checkout's root, two folders up: from here and from the server bundle (scripts/build-server.ts) alike.
 */
const openApiFile = fileURLToPath(new URL('../../openapi/openapi.bundle.gen.json', import.meta.url));

/** One operation of the contract, with every $ref resolved. */
export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. /api/test/get-test/{testId}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /api/test/get-test/:testId. */
  url: string;
  tags: string[];
  /** True when the operation needs a bearer token. */
  bearer: boolean;
  /**
   * `x-cache: tenant`: the answer depends only on the provider and the address (its content
   * changes only when the provider's folder is synced), so it is kept per loaded tenant.
   */
  cache?: 'tenant';
  params?: JsonSchema;
  querystring?: JsonSchema;
  /** Request body schemas by media type. */
  body?: { required: boolean; content: Record<string, JsonSchema | undefined> };
  /** Response body schemas by status code; undefined for responses without a JSON body. */
  responses: Record<string, JsonSchema | undefined>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function readOpenApi(file = openApiFile): JsonSchema {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
}

export function listOperations(doc: JsonSchema): OperationSpec[] {
  const resolve = dereferencer(doc);
  const operations: OperationSpec[] = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const method of METHODS) {
      const op = item[method] as JsonSchema | undefined;
      if (!op) continue;
      const spec = resolve(op) as JsonSchema;
      const parameters = [...((item.parameters as JsonSchema[]) ?? []), ...((spec.parameters as JsonSchema[]) ?? [])].map((p) => resolve(p) as JsonSchema);
      operations.push({
        operationId: String(spec.operationId),
        method: method.toUpperCase() as OperationSpec['method'],
        path: route,
        url: route.replace(/\{([^}]+)\}/g, ':$1'),
        tags: (spec.tags as string[]) ?? [],
        bearer: isBearer((spec.security ?? doc.security) as JsonSchema[] | undefined),
        ...(spec['x-cache'] === 'tenant' ? { cache: 'tenant' as const } : {}),
        params: parameterSchema(parameters, 'path', false),
        querystring: parameterSchema(parameters, 'query', true),
        body: requestBody(spec.requestBody as JsonSchema | undefined),
        responses: Object.fromEntries(
          Object.entries((spec.responses ?? {}) as Record<string, JsonSchema>).map(([status, response]) => [
            status,
            (response.content as Record<string, JsonSchema> | undefined)?.['application/json']?.schema as JsonSchema | undefined,
          ]),
        ),
      });
    }
  }
  return operations;
}

function isBearer(security: JsonSchema[] | undefined): boolean {
  return (security ?? []).some((requirement) => 'bearerAuth' in requirement);
}

function parameterSchema(parameters: JsonSchema[], where: string, allowUnknown: boolean): JsonSchema | undefined {
  const mine = parameters.filter((p) => p.in === where);
  if (mine.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema ?? {}])),
    required: mine.filter((p) => p.required).map((p) => p.name),
    // Unknown query parameters (cache busters, analytics tags) are ignored, not refused.
    additionalProperties: allowUnknown,
  };
}

function requestBody(body: JsonSchema | undefined): OperationSpec['body'] {
  if (!body) return undefined;
  const content = (body.content ?? {}) as Record<string, JsonSchema>;
  return {
    required: body.required === true,
    content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema as JsonSchema | undefined])),
  };
}

/** Replaces every local $ref ('#/components/...') with a copy of its target. */
function dereferencer(doc: JsonSchema): (node: unknown) => unknown {
  const visit = (node: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, stack));
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as JsonSchema).$ref;
    if (typeof ref === 'string') {
      if (stack.includes(ref)) throw new Error(`openapi.yaml: circular $ref ${ref} is not supported`);
      return visit(pointer(doc, ref), [...stack, ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v, stack)]));
  };
  return (node) => visit(node, []);
}

function pointer(doc: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`openapi.yaml: only local $refs are supported, found ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      const next = (node as JsonSchema | undefined)?.[key];
      if (next === undefined) throw new Error(`openapi.yaml: $ref ${ref} points nowhere`);
      return next;
    }, doc);
}
