import { spawnSync } from 'node:child_process';

/**
 * The outside services some suites need: the shared PostgreSQL and Redis, named by the variables
 * that point at them, and the Redis server program for suites that start and stop a Redis of
 * their own. Where one is missing, its suites do not quietly vanish: in CI (CI=true) they fail,
 * naming what to set or install, and elsewhere they are reported as skipped, with the reason
 * (describe-with.ts for Vitest; Playwright specs call these directly).
 */
export type Service = 'postgres' | 'redis' | 'redis-server';

interface Needed {
  /** What to provide, as the reason names it. */
  needs: string;
  present(env: NodeJS.ProcessEnv): boolean;
}

const onPath = (program: string) =>
  spawnSync('sh', ['-c', `command -v ${program}`])
    .stdout.toString()
    .trim();

const SERVICES: Record<Service, Needed> = {
  postgres: { needs: 'TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)', present: (env) => Boolean(env.TEST_DATABASE_URL) },
  redis: { needs: 'TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)', present: (env) => Boolean(env.TEST_REDIS_URL) },
  'redis-server': { needs: 'the redis-server program on the PATH (Debian: apt-get install redis-server)', present: () => onPath('redis-server') !== '' },
};

/** Where the shared service is (its variable's value), or undefined. */
export const serviceUrl = (service: 'postgres' | 'redis'): string | undefined =>
  (service === 'postgres' ? process.env.TEST_DATABASE_URL : process.env.TEST_REDIS_URL) || undefined;

/** The Redis server program, to start a Redis of a suite's own ('' when it is not installed). */
export const redisServerProgram = (): string => onPath('redis-server');

/** Whether this run is CI's, where every service must be there. */
export const inCi = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** What a suite needing `services` lacks, as a sentence naming each; undefined when nothing is missing. */
export function missingServices(services: Service[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const missing = services.filter((service) => !SERVICES[service].present(env));
  if (missing.length === 0) return undefined;
  return `needs ${missing.map((service) => SERVICES[service].needs).join(' and ')}`;
}

/** Why a suite needing `missing` cannot run in CI, and what to do. */
export const ciNeeds = (missing: string) =>
  `This suite ${missing}: CI runs it against the real services, so set them (.ci/run does when they answer on this machine).`;
