import type { DatabaseHandle } from '../../db/client.ts';
import type { Handlers } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { TenantRegistry } from '../../tenants/registry.ts';

interface SystemDeps {
  database: DatabaseHandle;
  registry: TenantRegistry;
  lifecycle: Lifecycle;
}

type Readiness = { status: 'ready' } | { status: 'draining' | 'unavailable'; reason: string };

/**
 * Health and readiness for load balancers, answered for any host. Health: 503 while the database
 * is unreachable. Readiness: 503 as soon as the process drains (shutting down), so a balancer
 * stops sending it requests while it finishes those it has.
 */
export function systemRoutes({ database, registry, lifecycle }: SystemDeps): Handlers {
  const health = () =>
    database.ping().then(
      () => ({ status: 200, body: { status: 'ok', database: 'ok' } as const }),
      () => ({ status: 503, body: { status: 'degraded', database: 'unreachable' } as const }),
    );
  const readiness = async (): Promise<Readiness> => {
    if (lifecycle.draining) return { status: 'draining', reason: 'the process is shutting down' };
    if (registry.all().length === 0) return { status: 'unavailable', reason: 'no provider is loaded' };
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    // Asked again: the shutdown may have begun while the database answered.
    if (lifecycle.draining) return { status: 'draining', reason: 'the process is shutting down' };
    return reachable ? { status: 'ready' } : { status: 'unavailable', reason: 'the database is unreachable' };
  };
  return {
    // GET /api/health
    getHealth: async (_request, reply) => health().then(({ status, body }) => replyWith(reply, { status }, body)),
    // GET /api/ready
    getReadiness: async (_request, reply) => readiness().then((body) => replyWith(reply, { status: body.status === 'ready' ? 200 : 503 }, body)),
  };
}
