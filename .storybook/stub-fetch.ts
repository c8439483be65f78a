import { handlersRoute, stubResponse, type ApiHandler, type StubAnswer } from '../tests/support/api-handlers';

/** An answer to one API call: a status and JSON body, or 'pending' for a call that never returns. */
export type { StubAnswer as StoryAnswer } from '../tests/support/api-handlers';

/**
 * A story's `beforeEach` for a screen that loads its own data: while the story is shown, calls
 * to /api/ are answered from the given table, or from typed handlers (apiHandler,
 * tests/support/api-handlers.ts), as the web tests' stubApi answers them (anything else goes out as
 * usual), so the screen renders with its real queries and mutations. Every answer is checked
 * against the contract: one it does not allow fails the story (preview.tsx's afterEach). A call
 * the table does not answer gets a 404 naming it. Restores fetch afterwards.
 */
export function stubFetch(route: ((url: URL, request: Request) => StubAnswer | undefined) | readonly ApiHandler[]) {
  const answerFor = typeof route === 'function' ? route : handlersRoute(route);
  return () => {
    const original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return original(input, init);
      const answer = await answerFor(url, request);
      if (answer === undefined) {
        const body = { message: `No story answer for ${request.method} ${url.pathname}` };
        return new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json' } });
      }
      return stubResponse(request, url, answer);
    };
    return () => {
      globalThis.fetch = original;
    };
  };
}
