/** The encodings the client accepts (lower case), from its Accept-Encoding: those not given q=0. */
function acceptedEncodings(acceptEncoding: string): Set<string> {
  return new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
}

/** The best encoding of ours the client accepts ('br', 'gzip') from its Accept-Encoding, or undefined. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether the client accepts gzip (every browser does). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('gzip') || accepted.has('*');
}
