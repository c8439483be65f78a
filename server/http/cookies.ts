/**
 * The values of the cookies called `name` in a request's Cookie header (RFC 6265: `a=1; b=2`),
 * in the order sent. A browser may send several of one name (set on different paths or domains),
 * so the caller decides which, if any, to believe.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) return [];
    const value = pair.slice(at + 1).trim();
    return [value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value];
  });
}
