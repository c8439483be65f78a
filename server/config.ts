import path from 'node:path';
import { z } from 'zod';
import { PRODUCTION_HASH_COST } from './lib/password-hash.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

/**
 * The environment, checked once at start. Every variable is documented in docs/operations.md;
 * a bad value stops the server with a message naming the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);

const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.every((s) => /^[0-9a-fA-F.:/]+$/.test(s) || s === 'loopback' || s === 'linklocal' || s === 'uniquelocal')) return list;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses/CIDRs' });
  return z.NEVER;
});

/** An optional setting: unset, or set to the empty string, is the same as not given. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('::'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: unsetWhenEmpty(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  TENANTS_DIR: z.string().min(1).default('./tenants'),
  WATCH_TENANTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0'], 'must be true or false').default('false')),
  DEFAULT_TENANT: unsetWhenEmpty(z.string().regex(/^[a-z0-9-]+$/, 'must be a tenant slug (a folder name under tenants/)')),
  PSEUDO_LANGUAGE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off', 'true', 'false', '1', '0'], 'must be on or off').default('off')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  AUTH_SECRET: unsetWhenEmpty(z.string().min(32, 'must be at least 32 characters (for example: openssl rand -base64 48)')),
  SMTP_URL: unsetWhenEmpty(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.email('must be an email address such as no-reply@example.com').default('no-reply@localhost'),
  REDIS_URL: unsetWhenEmpty(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  ATTEMPT_SWEEP_SECONDS: z.coerce.number().int().min(0, 'must be 0 (off) or more').max(3600).default(30),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0, 'must be 0 (none) or more').max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1, 'must be at least 1').max(600).default(25),
  CLUSTER_WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('must be a whole number of worker processes').min(1, 'must be at least 1').max(256, 'must be at most 256').optional(),
  ),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int("must be a whole number (log2 of scrypt's N)")
    .min(10, 'must be at least 10')
    .max(20, 'must be at most 20 (each step doubles the time and memory of a sign-in)')
    .default(PRODUCTION_HASH_COST),
  PAYMENTS_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'stripe'], 'must be sandbox or stripe').optional()),
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)'),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')),
  STRIPE_API_URL: unsetWhenEmpty(z.url("must be a URL such as http://127.0.0.1:12111 (a local stand-in for Stripe's API)")),
  S3_BUCKET: unsetWhenEmpty(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)'),
  ),
  S3_ENDPOINT: unsetWhenEmpty(z.url('must be a URL such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000')),
  S3_REGION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region such as eu-west-2 (auto for R2)')
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0'], 'must be true or false').default('false')),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  tenantsDir: string;
  /** Development: watch TENANTS_DIR and sync an edited, added or removed folder without a restart (`npm run dev` turns it on). */
  watchTenants: boolean;
  defaultTenant: string | undefined;
  /**
   * Development: every provider also offers the pseudo-language en-XA (PSEUDO_LANGUAGE=on), so an
   * engineer sees any of them in it (?lang=en-XA, the language switch) without editing its folder.
   * Never in production: there the variable is ignored.
   */
  pseudoLanguage: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean | number | string[];
  webDistDir: string;
  /** Signs access and reset tokens and one-time codes. Generated into DATA_DIR when unset (not in production). */
  authSecret: string | undefined;
  /** SMTP server for mail; the development outbox when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Shared rate-limit store for several processes; in-memory when unset. */
  redisUrl: string | undefined;
  /** How often this process closes attempts whose time ran out (0: never, for tests that close them by hand). */
  attemptSweepSeconds: number;
  /**
   * Stopping (SIGTERM or SIGINT): how long the process keeps serving while GET /api/ready answers
   * 503, so a balancer that polls readiness moves traffic first; then how long it waits for the
   * requests in flight before it gives up and exits non-zero.
   */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
  /** npm run start:cluster: worker processes (one per core when unset). */
  clusterWorkers: number | undefined;
  /** log2 of scrypt's N for new password hashes. Production refuses less than the OWASP cost; tests use a cheap one. */
  passwordHashCost: number;
  /**
   * Who takes payments: Stripe (with its keys), the built-in sandbox (development and tests, or
   * PAYMENTS_PROVIDER=sandbox), or nobody (production without Stripe keys: checkout answers 503).
   */
  payments: PaymentsConfig;
  /** Uploaded and rendered files in an S3-compatible bucket (S3_BUCKET and the rest); under DATA_DIR/uploads when unset. */
  s3: S3Settings | undefined;
}

export type PaymentsConfig =
  { provider: 'none' } | { provider: 'sandbox' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: URL | undefined };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid environment:\n  AUTH_SECRET: is required in production (at least 32 random characters, the same for every server process)');
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
    throw new ConfigError(
      `Invalid environment:\n  PASSWORD_HASH_COST: must be at least ${PRODUCTION_HASH_COST} in production (a lower cost is for tests only)`,
    );
  }
  return {
    payments: paymentsConfig(e),
    s3: s3Settings(e),
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tenantsDir: path.resolve(cwd, e.TENANTS_DIR),
    watchTenants: e.WATCH_TENANTS === 'true' || e.WATCH_TENANTS === '1',
    defaultTenant: e.DEFAULT_TENANT,
    pseudoLanguage: e.NODE_ENV !== 'production' && ['on', 'true', '1'].includes(e.PSEUDO_LANGUAGE),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    passwordHashCost: e.PASSWORD_HASH_COST,
    attemptSweepSeconds: e.ATTEMPT_SWEEP_SECONDS,
    shutdown: { delaySeconds: e.SHUTDOWN_DELAY_SECONDS, timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS },
    clusterWorkers: e.CLUSTER_WORKERS,
  };
}

/** Stripe when its keys are given (or asked for), the sandbox by default outside production. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const wantsStripe = e.PAYMENTS_PROVIDER === 'stripe' || (!e.PAYMENTS_PROVIDER && Boolean(e.STRIPE_SECRET_KEY));
  if (wantsStripe) {
    const missing = [!e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY', !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid environment:\n${missing.map((m) => `  ${m}: is required to take payments with Stripe`).join('\n')}`);
    return {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
    };
  }
  if (e.PAYMENTS_PROVIDER === 'sandbox' || e.NODE_ENV !== 'production') return { provider: 'sandbox' };
  // A production server missing its Stripe keys never grants plans for free.
  return { provider: 'none' };
}

/** The bucket's settings when S3_BUCKET is set; any other S3_* setting without it is a mistake, not a quiet disk store. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    if (given.length > 0) throw new ConfigError(`Invalid environment:\n  S3_BUCKET: is required with ${given.join(', ')} (the bucket to keep uploads in)`);
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const [missing, given] = e.S3_ACCESS_KEY_ID ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'] : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    throw new ConfigError(
      `Invalid environment:\n  ${missing}: is required with ${given} (give both, or neither to use the AWS_* variables or an instance role)`,
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}
