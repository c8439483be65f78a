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
      watchTenants: false,
      pseudoLanguage: false,
      s3: undefined,
    });
  });

  it('keeps uploads in an S3-compatible bucket when S3_BUCKET is set, and refuses half a setting', () => {
    expect(loadConfig({ S3_BUCKET: 'exam-uploads' }).s3).toEqual({
      bucket: 'exam-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const r2 = {
      S3_BUCKET: 'exam-uploads',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(r2).s3).toEqual({
      bucket: 'exam-uploads',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required with S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: must be a URL/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('offers the pseudo-language everywhere only when PSEUDO_LANGUAGE says so, and never in production', () => {
    expect(loadConfig({ PSEUDO_LANGUAGE: 'on' }).pseudoLanguage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PSEUDO_LANGUAGE: 'true' }).pseudoLanguage).toBe(true);
    expect(loadConfig({ PSEUDO_LANGUAGE: 'off' }).pseudoLanguage).toBe(false);
    expect(loadConfig({ PSEUDO_LANGUAGE: '' }).pseudoLanguage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PSEUDO_LANGUAGE: 'on' }).pseudoLanguage).toBe(false);
    expect(() => loadConfig({ PSEUDO_LANGUAGE: 'yes' })).toThrow(/PSEUDO_LANGUAGE: must be on or off/);
  });

  it('watches the tenant folders only when WATCH_TENANTS says so (npm run dev does)', () => {
    expect(loadConfig({ WATCH_TENANTS: 'true' }).watchTenants).toBe(true);
    expect(loadConfig({ WATCH_TENANTS: '0' }).watchTenants).toBe(false);
    expect(() => loadConfig({ WATCH_TENANTS: 'yes' })).toThrow(/WATCH_TENANTS: must be true or false/);
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

  it('stops at once with 25 s for requests in flight unless told otherwise, and runs one worker per core unless CLUSTER_WORKERS says', () => {
    expect(loadConfig({})).toMatchObject({ shutdown: { delaySeconds: 0, timeoutSeconds: 25 }, clusterWorkers: undefined });
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '40', CLUSTER_WORKERS: '3' })).toMatchObject({
      shutdown: { delaySeconds: 5, timeoutSeconds: 40 },
      clusterWorkers: 3,
    });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS: must be at least 1/);
    expect(() => loadConfig({ CLUSTER_WORKERS: '0' })).toThrow(/CLUSTER_WORKERS: must be at least 1/);
    expect(() => loadConfig({ CLUSTER_WORKERS: 'many' })).toThrow(/CLUSTER_WORKERS/);
  });

  it('names the variable and the problem when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe please' })).toThrow(/TRUST_PROXY/);
  });

  it('takes payments with the sandbox in development, with Stripe when its keys are set, and with nobody in production without them', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig(production).payments).toEqual({ provider: 'none' });
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ ...production, ...stripe }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required to take payments with Stripe/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER: must be sandbox or stripe/);
  });
});
