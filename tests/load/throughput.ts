import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { loadRegistry } from '../../server/tenants/boot.ts';
import { createServices } from '../../server/services.ts';

/** Rounds per call, each a bare-route run then the call's, of this many seconds. */
export const ROUNDS = 7;
export const ROUND_SECONDS = 1;

export interface ThroughputResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  ratioToBare?: number;
}

async function run(url: string, host: string, extra: Record<string, string> = {}, duration = 5): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 20, duration, headers: { host, ...extra } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * The real server (embedded database, demo tenants, built web app) against a bare Fastify route
 * on the same machine, so figures compare across machines as ratios.
 */
export async function throughputScenarios(databaseUrl?: string): Promise<ThroughputResult[]> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' });
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: 'memory://' });
  await migrate(database);
  const registry = await loadRegistry(config, database);
  const services = await createServices(config, undefined);
  const app = await buildApp({ config, database, registry, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const id = registry.bySlug('wardround')!.id;
  const host = 'wardround.localhost';
  // A learner of the provider, for the members' content (help, topics, summary).
  const [learner] = await database.db
    .insert(users)
    .values({
      tenantId: id,
      email: `bench-${randomUUID()}@example.com`,
      firstName: 'Bench',
      lastName: 'Learner',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const bearer = { authorization: `Bearer ${(await app.modules.auth.startSession({ userId: learner!.id, tenantId: id, role: 'User' })).token}` };

  try {
    // This machine's speed drifts over seconds: each call is measured in rounds alternating with
    // the bare route, and its ratio is the median round's (the rate and p99 reported are that round's).
    await run(bareUrl, 'localhost', {}, 2);
    const bareRuns: Array<{ rps: number; p99: number }> = [];
    const rows: ThroughputResult[] = [];
    for (const [label, url, headers] of [
      // As a browser asks for it (every browser takes gzip and brotli).
      ['landing page HTML (a browser: gzip, br)', `${base}/`, { 'accept-encoding': 'gzip, deflate, br' }],
      ['GET website content', `${base}/api/website/content?subdomain=${id}`, {}],
      ['GET plans', `${base}/api/plans/get-plans?subdomain=${id}`, {}],
      ['GET FAQs', `${base}/api/faq/get-faqs?subdomain=${id}`, {}],
      ['GET footer pages', `${base}/api/professor_pages/get-pages?subdomain=${id}`, {}],
      ['GET sub-domain details', `${base}/api/sub-domain/get-sub-domain/${id}`, {}],
      ['GET tenant manifest', `${base}/api/tenant/manifest`, {}],
      ['GET help (signed in)', `${base}/api/helppage/help?subdomain=${id}`, bearer],
      ['GET topics (signed in)', `${base}/api/user/get-topics/${id}`, bearer],
      ['GET summary (signed in)', `${base}/api/sub-domain/view-summary?subdomain=${id}`, bearer],
    ] as const) {
      await run(url, host, headers, 1);
      const rounds: Array<{ rps: number; p99: number; ratio: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const reference = await run(bareUrl, 'localhost', {}, ROUND_SECONDS);
        bareRuns.push(reference);
        const measured = await run(url, host, headers, ROUND_SECONDS);
        rounds.push({ ...measured, ratio: measured.rps / reference.rps });
      }
      const median = rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
      rows.push({ label, requestsPerSecond: median.rps, p99Ms: median.p99, ratioToBare: median.ratio });
    }
    const bareMedian = bareRuns.sort((a, b) => a.rps - b.rps)[Math.floor(bareRuns.length / 2)]!;
    return [{ label: 'bare Fastify route (reference, median)', requestsPerSecond: bareMedian.rps, p99Ms: bareMedian.p99 }, ...rows];
  } finally {
    await app.close();
    await services.close();
    await database.close();
    await bare.close();
  }
}
