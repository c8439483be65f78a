import { beforeAll, describe } from 'vitest';
import { ciNeeds, inCi, missingServices, type Service } from './services.ts';
import type { DatabaseKind } from './test-database.ts';

type Suite = (name: string, body: () => void) => void;

/**
 * `describe` for a suite that needs `services`: the suite itself when they are there; in CI
 * without them, the suite with every test failing on a hook that names what to set; elsewhere,
 * the suite reported as skipped, "(skipped: needs TEST_REDIS_URL ...)" in its name.
 */
export function describeWith(...services: Service[]): Suite {
  const missing = missingServices(services);
  if (!missing) return describe;
  if (inCi()) {
    return (name, body) =>
      describe(name, () => {
        beforeAll(() => {
          throw new Error(ciNeeds(missing));
        });
        body();
      });
  }
  return (name, body) => describe.skipIf(true)(`${name} (skipped: ${missing})`, body);
}

/**
 * The suite on each database, `%s` in its name being which: embedded PGlite always, and
 * PostgreSQL as describeWith('postgres') gives it (TEST_DATABASE_URL; CI sets it).
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  describe(name.replace('%s', 'pglite'), () => body('pglite'));
  describeWith('postgres')(name.replace('%s', 'postgres'), () => body('postgres'));
}
