/** An answer to one API call: a status and JSON body, or 'pending' for a call that never returns. */
export type StoryAnswer = { status?: number; body: unknown } | 'pending';

/**
 * A story's `beforeEach` for a screen that loads its own data: while the story is shown, calls
 * to /api/ are answered from the given table (anything else goes out as usual), so the screen
 * renders with its real queries and mutations. A call the table does not answer gets a 404
 * naming it. Restores fetch afterwards.
 */
export function stubFetch(route: (url: URL, request: Request) => StoryAnswer | undefined) {
  return () => {
    const original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return original(input, init);
      const answer = route(url, request);
      if (answer === 'pending') return new Promise<Response>(() => {});
      const { status = 200, body } = answer ?? { status: 404, body: { message: `No story answer for ${request.method} ${url.pathname}` } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return () => {
      globalThis.fetch = original;
    };
  };
}
