import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/schema.gen';
import { ApiError, errorFields, errorMessage } from './api-error';
import { authMiddleware } from './auth-middleware';
import { takeEarlyCall } from './take-early-call';
import { languageMiddleware } from './language-middleware';

type Transport = (request: Request) => Promise<Response>;
let transport: Transport | undefined;

/**
 * Where the client's calls go instead of the network: the server's first-screen render answers
 * them in process (src/app/first-screens). Undefined restores fetch.
 */
export function setApiTransport(next: Transport | undefined): void {
  transport = next;
}

/**
 * The typed client of openapi/openapi.yaml. Same origin as the page, so no CORS and no base URL
 * (on the server, where there is no page, an origin of its own that the transport ignores).
 * fetch is looked up per call (not captured once), so instrumentation and tests can replace it; a
 * call the page's boot script already made is answered from it (take-early-call.ts).
 */
export const api = createClient<paths>({
  baseUrl: import.meta.env.SSR ? 'http://first-screen.invalid' : '',
  fetch: (request) => (transport ? transport(request) : (takeEarlyCall(request) ?? globalThis.fetch(request))),
});
api.use(authMiddleware, languageMiddleware);

interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits a client call and returns its data, or throws an ApiError carrying the message to show. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (error) {
    throw new ApiError(0, errorMessage(undefined, error));
  }
  if (!result.response.ok || result.error !== undefined) {
    throw new ApiError(result.response.status, errorMessage(result.error), errorFields(result.error));
  }
  return result.data as T;
}
