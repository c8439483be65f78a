import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { passwordHasher, type PasswordHasher } from './lib/password-hash.ts';
import { deriveKeys, type SecretKeys } from './lib/secret-keys.ts';
import { DevOutbox } from './mail/dev-outbox.ts';
import { Mailer } from './mail/mailer.ts';
import { SmtpTransport } from './mail/smtp-transport.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { memoryLimitStore, redisLimitStore, type LimitStore } from './rate-limit/limit-store.ts';
import { DiskFileStore, type FileStore } from './storage/file-store.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub.ts';

/**
 * The infrastructure every module may use, each on its embedded default unless configured:
 * mail (dev outbox | SMTP), rate limits (memory | Redis), real time (one process | Redis adapter),
 * files (DATA_DIR/uploads | an S3-compatible bucket), keys, clock, password hashing at the configured cost, and whether the
 * process is draining (shutting down).
 */
export interface Services {
  keys: SecretKeys;
  clock: Clock;
  mailer: Mailer;
  /** Present when mail goes to the development outbox (no SMTP_URL). */
  outbox: DevOutbox | undefined;
  limits: LimitStore;
  files: FileStore;
  passwords: PasswordHasher;
  /** socket.io for the ticket chat (Redis adapter with REDIS_URL). */
  realtime: RealtimeHub;
  /** Serving, or draining once shutdown has begun (GET /api/ready answers 503). */
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

export async function createServices(config: Config, log: FastifyBaseLogger | undefined, overrides: Partial<Omit<Services, 'close'>> = {}): Promise<Services> {
  const outbox = config.smtpUrl ? undefined : new DevOutbox(log, config.env === 'production');
  const mailer = overrides.mailer ?? new Mailer(config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : outbox!, log);
  const limits = overrides.limits ?? (config.redisUrl ? await redisLimitStore(config.redisUrl) : memoryLimitStore());
  const realtime = overrides.realtime ?? (await createRealtimeHub(config.redisUrl));
  const files = overrides.files ?? (await fileStore(config));
  return {
    keys: overrides.keys ?? deriveKeys(resolveAuthSecret(config.authSecret, config.dataDir)),
    clock: overrides.clock ?? systemClock,
    mailer,
    outbox: overrides.outbox ?? outbox,
    limits,
    files,
    passwords: overrides.passwords ?? passwordHasher(config.passwordHashCost),
    realtime,
    lifecycle: overrides.lifecycle ?? new Lifecycle(),
    async close() {
      await mailer.close();
      await limits.close();
      await realtime.close();
      files.close?.();
    },
  };
}

/** The bucket when S3_BUCKET is set, checked before the server listens (a wrong key or name stops the start, saying which); else DATA_DIR/uploads. */
async function fileStore(config: Config): Promise<FileStore> {
  if (!config.s3) return new DiskFileStore(path.join(config.dataDir, 'uploads'));
  const { S3FileStore } = await import('./storage/s3-file-store.ts');
  const store = await S3FileStore.connect(config.s3);
  await store.verify();
  return store;
}
