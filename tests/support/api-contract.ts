import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openApi from '../../openapi/openapi.bundle.gen.json';

/**
 * The contract's answers, checked where tests and stories make them up: every answer a fetch stub
 * gives (stubApi in web tests, stubFetch in stories) is validated against the response schema of
 * the operation it answers, so a fixture cannot drift from the API. The document is the bundle the
 * server reads (openapi/openapi.bundle.gen.json), imported as JSON so that this also runs in the
 * story tests' browser; Ajv reads it as tests/contract/independent-validator.ts does (the raw
 * document, $refs resolved by Ajv, the server's options: no coercion, an unknown field is an error).
 */
type Json = Record<string, unknown>;
type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;
type PathItem = Record<string, { operationId?: string; responses: Responses } | undefined>;

const doc = openApi as unknown as { paths: Record<string, PathItem>; components: { responses: Responses } };

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']);
ajv.addSchema({ ...(openApi as Json), $id: 'openapi.json' });

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** One operation of the contract, found from a request's method and path. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path, e.g. /api/test/get-test/{testId}. */
  path: string;
}

/** The contract's paths as patterns, literal ones first (so /a/b wins over /a/{id}). */
const routes = Object.keys(doc.paths)
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
  .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));

/** The operation a call to `pathname` with `method` reaches, or undefined when the contract has none. */
export function findOperation(method: string, pathname: string): ContractOperation | undefined {
  const lower = method.toLowerCase();
  for (const { path, pattern } of routes) {
    const operation = doc.paths[path]![lower];
    if (operation && pattern.test(pathname)) return { operationId: String(operation.operationId), method: method.toUpperCase(), path };
  }
  return undefined;
}

/** Statuses every operation may answer, with an Error body. */
const ANY_CALL = [500, 503];

const cache = new Map<string, ValidateFunction | 'no-json'>();

function validatorFor(path: string, method: string, status: number): ValidateFunction | 'no-json' | undefined {
  const key = `${method} ${path} ${status}`;
  if (!cache.has(key)) {
    const declared = doc.paths[path]![method.toLowerCase()]!.responses[String(status)];
    if (declared) {
      // A response may be a $ref to components/responses; follow it, then let Ajv resolve the schema's refs.
      const response = declared.$ref ? doc.components.responses[declared.$ref.split('/').pop()!]! : declared;
      const base = declared.$ref ? declared.$ref.slice(2) : pointer('paths', path, method.toLowerCase(), 'responses', String(status));
      const json = response.content?.['application/json'];
      cache.set(key, json ? ajv.compile({ $ref: `openapi.json#/${base}/${pointer('content', 'application/json', 'schema')}` }) : 'no-json');
    } else if (ANY_CALL.includes(status)) {
      // Any call may meet the server's answer to an unexpected failure (500) or to the database being
      // away (503), declared or not (server/plugins/error-handler.ts): the contract's Error body.
      cache.set(key, ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' }));
    } else return undefined;
  }
  return cache.get(key);
}

/**
 * Why an answer of `status` with `body` to `method` `pathname` breaks the contract, or undefined
 * when it keeps it: a call the contract has no operation for, a status the operation does not
 * declare, or a body its schema refuses (each Ajv error, with where in the body).
 */
export function contractViolation(method: string, pathname: string, status: number, body: unknown): string | undefined {
  const operation = findOperation(method, pathname);
  if (!operation) return `A stub answers ${method.toUpperCase()} ${pathname}, which is no operation of the contract (openapi/).`;
  const name = `${operation.operationId} (${operation.method} ${operation.path})`;
  const validate = validatorFor(operation.path, operation.method, status);
  if (!validate) return `A stub answers ${name} with status ${status}, which the contract does not declare for it.`;
  if (validate === 'no-json') return body === undefined ? undefined : `A stub answers ${name} ${status} with a JSON body; the contract declares none.`;
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(root)'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );
  return `A stub's ${status} answer to ${name} does not match the contract: ${errors.join('; ')}`;
}

/** A stub's answer that breaks the contract (the fixture drifted from the API). */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

const mismatches: ContractMismatch[] = [];

/**
 * Checks a stub's answer against the contract. A mismatch throws (the stub's fetch rejects) and is
 * kept, so that the test fails for it even when the app swallows the failed call: the web setup's
 * afterEach and the stories' preview afterEach call takeContractMismatches and fail with them.
 */
export function checkAnswer(method: string, pathname: string, status: number, body: unknown): void {
  const violation = contractViolation(method, pathname, status, body);
  if (!violation) return;
  const mismatch = new ContractMismatch(violation);
  mismatches.push(mismatch);
  throw mismatch;
}

/** The mismatches seen since the last call, and forgets them. */
export function takeContractMismatches(): ContractMismatch[] {
  return mismatches.splice(0);
}

/** Throws one error naming every mismatch since the last call, if there was any. */
export function failOnContractMismatches(): void {
  const seen = takeContractMismatches();
  if (seen.length) throw new ContractMismatch(seen.map((m) => m.message).join('\n'));
}
