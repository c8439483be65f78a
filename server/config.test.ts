import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      tenantsDir: path.resolve('/srv/app', 'tenants'),
      defaultTenant: undefined,
      logLevel: 'info',
      trustProxy: false,
      passwordHashCost: 15,
    });
  });

  it('hashes passwords at the OWASP cost unless told otherwise, and never below it in production', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: must be at least 15 in production/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST: must be at least 10/);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, DEFAULT_TENANT and LOG_LEVEL', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: '/var/lib/app', DATABASE_URL: 'postgres://u@db/app', DEFAULT_TENANT: 'wardround', LOG_LEVEL: 'warn' },
      '/srv/app',
    );
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/lib/app', databaseUrl: 'postgres://u@db/app', defaultTenant: 'wardround', logLevel: 'warn' });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('names the variable and the problem when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe please' })).toThrow(/TRUST_PROXY/);
  });
});
