/** What the boot script left: the answer it is waiting for, by address, with the token it sent. */
interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall | undefined>;
  }
}

/**
 * The answer to this call if the page's boot script already made it (src/app/boot-early-calls.ts):
 * the same address, sent with the same session. Each is handed over once; anything else goes
 * to the network as usual.
 */
export function takeEarlyCall(request: Request): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  if (!calls || request.method !== 'GET') return undefined;
  const url = new URL(request.url, location.href);
  if (url.origin !== location.origin) return undefined;
  const address = `${url.pathname}${url.search}`;
  const call = calls[address];
  if (!call || request.headers.get('Authorization') !== `Bearer ${call.token}`) return undefined;
  calls[address] = undefined;
  return call.response;
}
