import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { passwordHasher } from '../../server/lib/password-hash.ts';
import { memoryLimitStore, type LimitStore } from '../../server/rate-limit/limit-store.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';

export interface FloodResults {
  /** Other learners' sign-in p99 with nobody flooding, and while one client floods change-password. */
  quietLoginP99Ms: number;
  floodLoginP99Ms: number;
  floodLoginsPerSecond: number;
  /** What the flood got back: answers by status. */
  floodStatuses: Record<string, number>;
}

const memory = memoryLimitStore();
/** How the server behaved before the hardening issue: no limit on change-password, no bound on hashing. */
const unlimited: LimitStore = { ...memory, counter: (name, rule) => memory.counter(name, { ...rule, max: Number.MAX_SAFE_INTEGER }) };
const unbounded = passwordHasher(15, { concurrency: Number.MAX_SAFE_INTEGER, queuedPerClient: Number.MAX_SAFE_INTEGER, queuedInAll: Number.MAX_SAFE_INTEGER });

/**
 * One client holding a token floods change-password with wrong current passwords on 50
 * connections from its own address, while other learners sign in on 8 connections from theirs.
 * `hardened: false` runs the server as it was before issue 8 (no limit, hashing unbounded).
 */
export async function passwordFloodScenario(hardened: boolean): Promise<FloodResults> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', TRUST_PROXY: 'loopback' });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined, hardened ? {} : { limits: unlimited, passwords: unbounded });
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const tenant = registry.bySlug('wardround')!;
  const host = 'wardround.localhost';
  const password = 'Bench-Password-2026!';
  const hash = await services.passwords.hash(password);
  const [flooder] = await database.db
    .insert(users)
    .values([
      { tenantId: tenant.id, email: 'flooder@example.com', firstName: 'F', lastName: 'L', passwordHash: hash, emailVerifiedAt: new Date() },
      ...Array.from({ length: 8 }, (_, i) => ({
        tenantId: tenant.id,
        email: `learner${i}@example.com`,
        firstName: 'L',
        lastName: 'L',
        passwordHash: hash,
        emailVerifiedAt: new Date(),
      })),
    ])
    .returning();
  const { token } = await app.modules.auth.startSession({ userId: flooder!.id, tenantId: tenant.id, role: 'User' });

  let n = 0;
  const signIns = (duration: number) =>
    autocannon({
      url: `${base}/api/user/login`,
      method: 'POST',
      connections: 8,
      duration,
      // Each learner from an address of their own.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${n % 8}` },
            body: JSON.stringify({ email: `learner${n++ % 8}@example.com`, password, host }),
          }),
        },
      ],
    });
  const flood = (duration: number) =>
    autocannon({
      url: `${base}/api/user/change-password`,
      method: 'POST',
      connections: 50,
      duration,
      headers: { host, 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '10.66.0.1' },
      body: JSON.stringify({ old_password: 'Guessing-Wrong-1', password: 'Another-Secret-99', confirm_password: 'Another-Secret-99' }),
    });

  try {
    const quiet = await signIns(6);
    const [busy, flooded] = await Promise.all([signIns(8), flood(9)]);
    const statuses = flooded.statusCodeStats as unknown as Record<string, { count: number }>;
    return {
      quietLoginP99Ms: quiet.latency.p99,
      floodLoginP99Ms: busy.latency.p99,
      floodLoginsPerSecond: busy.requests.average,
      floodStatuses: Object.fromEntries(Object.entries(statuses).map(([code, s]) => [code, s.count])),
    };
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}
