import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveTenantSlug, type HostTable } from './resolve-host.ts';

const table: HostTable = {
  hosts: new Map([
    ['wardround.co.uk', 'wardround'],
    ['www.wardround.co.uk', 'wardround'],
    ['ledgerline.co.uk', 'ledgerline'],
  ]),
  slugs: new Set(['wardround', 'ledgerline']),
  defaultSlug: 'wardround',
};

describe('normaliseHost', () => {
  it.each([
    ['Wardround.CO.UK', 'wardround.co.uk'],
    ['wardround.co.uk:443', 'wardround.co.uk'],
    ['wardround.co.uk.', 'wardround.co.uk'],
    ['[::1]:3000', '::1'],
    ['localhost:3000', 'localhost'],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([[''], [undefined], ['evil.com:abc'], ['bad host'], ['[::1']])('rejects %s', (raw) => {
    expect(normaliseHost(raw)).toBeUndefined();
  });
});

describe('resolveTenantSlug', () => {
  it('maps a provider host, with or without port and case, to its tenant', () => {
    expect(resolveTenantSlug('ledgerline.co.uk', table)).toBe('ledgerline');
    expect(resolveTenantSlug('WWW.Wardround.co.uk:8080', table)).toBe('wardround');
  });

  it('maps localhost, 127.0.0.1 and ::1 to the default tenant', () => {
    expect(resolveTenantSlug('localhost:3000', table)).toBe('wardround');
    expect(resolveTenantSlug('127.0.0.1:3000', table)).toBe('wardround');
    expect(resolveTenantSlug('[::1]:3000', table)).toBe('wardround');
  });

  it('maps <slug>.localhost to that tenant', () => {
    expect(resolveTenantSlug('ledgerline.localhost:3000', table)).toBe('ledgerline');
  });

  it('gives no tenant for an unknown host, an unknown slug or a look-alike', () => {
    expect(resolveTenantSlug('unknown.example', table)).toBeUndefined();
    expect(resolveTenantSlug('nobody.localhost', table)).toBeUndefined();
    expect(resolveTenantSlug('wardround.co.uk.evil.com', table)).toBeUndefined();
    expect(resolveTenantSlug('evilwardround.co.uk', table)).toBeUndefined();
    expect(resolveTenantSlug(undefined, table)).toBeUndefined();
  });
});
