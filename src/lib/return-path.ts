/**
 * Where a learner sent to sign in goes back to: the members-area link they opened, carried in
 * the login screen's `?next=` (#/user-login?next=%2Fmenu%2Ftests). Only a path of the members
 * area itself is taken back to, so a crafted link cannot send anyone elsewhere (another site,
 * another screen of the host, a script).
 */
const PARAMETER = 'next';

/** The login screen's route, naming `returnTo` to come back to when it is a members-area path. */
export function signInPath(returnTo?: string): string {
  const path = returnPath(returnTo);
  return path ? `/user-login?${PARAMETER}=${encodeURIComponent(path)}` : '/user-login';
}

/** The path a route's query names to come back to, when it is a members-area path; else undefined. */
export function returnPathOf(search: string): string | undefined {
  return returnPath(new URLSearchParams(search).get(PARAMETER));
}

/** The query to pass on to the next screen of signing in (the code screen), keeping the way back. */
export function keepReturnPath(search: string): string {
  const path = returnPathOf(search);
  return path ? `?${PARAMETER}=${encodeURIComponent(path)}` : '';
}

/**
 * `raw` when it is a path of the members area (/menu, /menu/…, with its query): one leading slash,
 * no scheme, host, backslash, control character or dot segment; else undefined.
 */
export function returnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2000 || /[\\\s\p{Cc}]/u.test(raw)) return undefined;
  if (!/^\/menu(?:[/?]|$)/.test(raw)) return undefined;
  // The same path once resolved as a URL (no '..' climbing out of the members area, no '//host').
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}`;
  return url.origin === base && path === raw && /^\/menu(?:[/?]|$)/.test(url.pathname + '/') ? path : undefined;
}
