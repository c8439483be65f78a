/**
 * The outside services some suites need, named by the variables that point at them. Where one is
 * missing, its suites do not quietly vanish: in CI (CI=true) they fail, naming the variable to
 * set, and elsewhere they are reported as skipped, with the reason (describe-with.ts for Vitest;
 * Playwright specs call these directly).
 */
export type Service = 'postgres' | 'redis';

const SERVICES: Record<Service, { variable: string; example: string }> = {
  postgres: { variable: 'TEST_DATABASE_URL', example: 'postgres://postgres@127.0.0.1:5432/test' },
  redis: { variable: 'TEST_REDIS_URL', example: 'redis://127.0.0.1:6379' },
};

/** Where the service is (its variable's value), or undefined. */
export const serviceUrl = (service: Service): string | undefined => process.env[SERVICES[service].variable] || undefined;

/** Whether this run is CI's, where every service must be there. */
export const inCi = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** What a suite needing `services` lacks, as a sentence naming each variable; undefined when nothing is missing. */
export function missingServices(services: Service[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const missing = services.filter((service) => !env[SERVICES[service].variable]);
  if (missing.length === 0) return undefined;
  return `needs ${missing.map((service) => `${SERVICES[service].variable} (e.g. ${SERVICES[service].example})`).join(' and ')}`;
}

/** Why a suite needing `missing` cannot run in CI, and what to do. */
export const ciNeeds = (missing: string) => `This suite ${missing}: CI runs it against the real services, so set them (.ci/run does when they answer on this machine).`;
