import { describe, expect, it } from 'vitest';
import { acceptedEncoding, acceptsGzip } from './accept-encoding.ts';

describe('Accept-Encoding', () => {
  it('picks brotli, then gzip, from Accept-Encoding, never one refused with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('reads names in any case and q values with spaces, keeping those above 0', () => {
    expect(acceptedEncoding('GZip, BR')).toBe('br');
    expect(acceptedEncoding('br; q = 0 , gzip; q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.001')).toBe('br');
    expect(acceptedEncoding('')).toBeUndefined();
  });

  it('tells whether gzip is accepted, by name or by *', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0.0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
