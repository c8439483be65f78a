import type { EarlyCalls } from '../boot/early-call-handover';

/**
 * The answer to this call if the page's boot script already made it (src/app/boot-early-calls.ts;
 * src/boot/early-call-handover.ts is how it leaves it): the same address, sent with the same
 * session. Each is handed over once; anything else goes to the network as usual.
 */
export function takeEarlyCall(request: Request): Promise<Response> | undefined {
  const calls: EarlyCalls | undefined = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  if (!calls || request.method !== 'GET') return undefined;
  const url = new URL(request.url, location.href);
  if (url.origin !== location.origin) return undefined;
  const address = `${url.pathname}${url.search}`;
  const call = calls[address];
  if (!call || request.headers.get('Authorization') !== `Bearer ${call.token}`) return undefined;
  calls[address] = undefined;
  return call.response;
}
