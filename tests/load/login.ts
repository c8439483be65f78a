import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { memoryLimitStore, type LimitStore } from '../../server/rate-limit/limit-store.ts';
import { createServices } from '../../server/services.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';

/** Rate limits would stop a benchmark after 30 sign-ins; here only the hashing cost is measured. */
const memory = memoryLimitStore();
const unlimited: LimitStore = { ...memory, counter: (name, rule) => memory.counter(name, { ...rule, max: Number.MAX_SAFE_INTEGER }) };

export interface LoginResults {
  /** Mean time of the forgot-password call for an existing and an unknown email. */
  forgotKnownMs: number;
  forgotUnknownMs: number;
  loginsPerSecond: number;
  loginP99Ms: number;
  quietP99Ms: number;
  busyP99Ms: number;
}

/**
 * Sign-in throughput with the production hashing cost, and the latency of other requests while
 * sign-ins are hashing (scrypt runs on the thread pool, not the event loop).
 */
export async function loginScenarios(): Promise<LoginResults> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined, { limits: unlimited });
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const tenant = registry.bySlug('wardround')!;
  const password = 'Bench-Password-2026!';
  await database.db.insert(users).values({
    tenantId: tenant.id,
    email: 'bench@example.com',
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await services.passwords.hash(password),
    emailVerifiedAt: new Date(),
  });
  const host = 'wardround.localhost';
  const login = {
    url: `${base}/api/user/login`,
    method: 'POST' as const,
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password, host }),
  };
  const light = { url: `${base}/api/tenant/manifest`, headers: { host } };

  const forgot = async (email: string) => {
    const started = performance.now();
    await app.inject({ method: 'POST', url: '/api/user/getotp-to-forgot-password', headers: { host }, payload: { email } });
    return performance.now() - started;
  };
  const mean = async (email: string) => {
    let total = 0;
    for (let i = 0; i < 20; i++) total += await forgot(email);
    return total / 20;
  };

  try {
    const forgotKnownMs = await mean('bench@example.com');
    const forgotUnknownMs = await mean('nobody-at-all@example.com');
    const logins = await autocannon({ ...login, connections: 8, duration: 10 });
    if (logins.non2xx > 0) throw new Error(`login: ${logins.non2xx} non-2xx answers`);
    const quiet = await autocannon({ ...light, connections: 4, duration: 5 });
    const [busy] = await Promise.all([autocannon({ ...light, connections: 4, duration: 5 }), autocannon({ ...login, connections: 8, duration: 6 })]);
    return {
      forgotKnownMs,
      forgotUnknownMs,
      loginsPerSecond: logins.requests.average,
      loginP99Ms: logins.latency.p99,
      quietP99Ms: quiet.latency.p99,
      busyP99Ms: busy.latency.p99,
    };
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}
