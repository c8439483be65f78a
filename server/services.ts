import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { deriveKeys, type SecretKeys } from './lib/secret-keys.ts';
import { DevOutbox } from './mail/dev-outbox.ts';
import { Mailer } from './mail/mailer.ts';
import { SmtpTransport } from './mail/smtp-transport.ts';
import { systemClock, type Clock } from './modules/auth/clock.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';
import { DiskFileStore, type FileStore } from './storage/file-store.ts';

/**
 * The infrastructure every module may use, each on its embedded default unless configured:
 * mail (dev outbox | SMTP), rate limits (memory | Redis), files (DATA_DIR | ...), keys, clock.
 */
export interface Services {
  keys: SecretKeys;
  clock: Clock;
  mailer: Mailer;
  /** Present when mail goes to the development outbox (no SMTP_URL). */
  outbox: DevOutbox | undefined;
  limiter: RateLimiter;
  files: FileStore;
  close(): Promise<void>;
}

export async function createServices(
  config: Config,
  log: FastifyBaseLogger | undefined,
  overrides: Partial<Omit<Services, 'close'>> = {},
): Promise<Services> {
  const outbox = config.smtpUrl ? undefined : new DevOutbox(log);
  const mailer = overrides.mailer ?? new Mailer(config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : outbox!, log);
  const limiter = overrides.limiter ?? (config.redisUrl ? await RedisRateLimiter.connect(config.redisUrl) : new MemoryRateLimiter());
  return {
    keys: overrides.keys ?? deriveKeys(resolveAuthSecret(config.authSecret, config.dataDir)),
    clock: overrides.clock ?? systemClock,
    mailer,
    outbox: overrides.outbox ?? outbox,
    limiter,
    files: overrides.files ?? new DiskFileStore(path.join(config.dataDir, 'uploads')),
    async close() {
      await mailer.close();
      await limiter.close();
    },
  };
}
