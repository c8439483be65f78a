import type { components, paths } from '../../openapi/schema.gen';
import { checkAnswer } from './api-contract';

/**
 * The request handlers web tests (stubApi, render-web.tsx) and stories (stubFetch,
 * .storybook/stub-fetch.ts) answer the app's calls with. An answer is typed from the contract
 * (openapi/schema.gen.ts): `apiHandler(path, method, resolve)` only accepts a body of that
 * operation's response type for the status given, so tsc fails when a fixture drifts; and every
 * answer, typed or not, is validated against the operation's response schema when it is given
 * (api-contract.ts), so a drift fails the test that made it.
 */

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The methods the contract has at a path. */
export type MethodOf<P extends keyof paths> = { [M in Method]: [Operation<P, M>] extends [never] ? never : M }[Method];

type Responses<P extends keyof paths, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** The JSON body an operation answers with a status (200 unless said). */
export type ApiBody<P extends keyof paths, M extends MethodOf<P>, S extends keyof Responses<P, M> = 200 & keyof Responses<P, M>> = JsonOf<Responses<P, M>[S]>;

/**
 * An answer the contract allows for an operation: a declared status with its body (no status: 200),
 * or the server's answer to any call's unexpected failure (500) or database outage (503).
 */
export type ApiAnswer<P extends keyof paths, M extends MethodOf<P>> =
  | { status: 500 | 503; body: components['schemas']['Error'] }
  | { [S in keyof Responses<P, M> & number]: { status: S; body: JsonOf<Responses<P, M>[S]> } }[keyof Responses<P, M> & number]
  | (200 extends keyof Responses<P, M> ? { status?: undefined; body: JsonOf<Responses<P, M>[200]> } : never);

/** An answer to one call: a status (default 200) and JSON body, or 'pending' for a call that never returns. */
export type StubAnswer = { status?: number; body: unknown } | 'pending';

/** What a handler is told of the call it answers. */
export interface ApiCall {
  url: URL;
  request: Request;
  /** The path's parameters, by the contract's names ({testId} gives params.testId). */
  params: Record<string, string>;
}

/** Answers one operation of the contract. */
export interface ApiHandler {
  method: Method;
  path: keyof paths;
  /** The params when the call is this handler's, else undefined. */
  match(url: URL, request: Request): Record<string, string> | undefined;
  resolve(call: ApiCall): StubAnswer | undefined | Promise<StubAnswer | undefined>;
}

/** The answer a handler gives, typed from the contract: any declared status's body, or 'pending'. Undefined passes the call on. */
export type ApiResolver<P extends keyof paths, M extends MethodOf<P>> = (
  call: ApiCall,
) => ApiAnswer<P, M> | 'pending' | undefined | Promise<ApiAnswer<P, M> | 'pending' | undefined>;

/**
 * A handler for the operation at `path` (the contract's, with {params}) and `method`, e.g.
 * `apiHandler('/api/report/get-report-history', 'get', () => ({ body: { reports, next: null } }))`.
 */
export function apiHandler<P extends keyof paths, M extends MethodOf<P>>(path: P, method: M, resolve: NoInfer<ApiResolver<P, M>>): ApiHandler {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^$()|[\]\\]|\{([^}]+)\}/g, (part, name?: string) => {
      if (!name) return `\\${part}`;
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return {
    method,
    path,
    match(url, request) {
      if (request.method.toLowerCase() !== method) return undefined;
      const found = pattern.exec(url.pathname);
      return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) : undefined;
    },
    resolve: resolve as ApiHandler['resolve'],
  };
}

/** A route (what stubApi and stubFetch take) from handlers: the first whose operation the call is, and which answers. */
export function handlersRoute(handlers: readonly ApiHandler[]) {
  return async (url: URL, request: Request): Promise<StubAnswer | undefined> => {
    for (const handler of handlers) {
      const params = handler.match(url, request);
      if (!params) continue;
      const answer = await handler.resolve({ url, request, params });
      if (answer !== undefined) return answer;
    }
    return undefined;
  };
}

const unchecked = new WeakSet<object>();

/**
 * An answer the contract does not allow, given on purpose: for a test of how the app copes with a
 * server that breaks the contract. Nothing else skips the check; say in the test why.
 */
export function offContract<A extends { status?: number; body: unknown }>(answer: A): A {
  unchecked.add(answer);
  return answer;
}

/**
 * The Response a stub gives for an answer, once the answer is checked against the contract (a
 * mismatch throws, naming the operation, the status and Ajv's errors). 'pending' never settles.
 */
export function stubResponse(request: Request, url: URL, answer: StubAnswer): Promise<Response> {
  if (answer === 'pending') return new Promise<Response>(() => {});
  const status = answer.status ?? 200;
  if (!unchecked.has(answer)) checkAnswer(request.method, url.pathname, status, answer.body);
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } }));
}
