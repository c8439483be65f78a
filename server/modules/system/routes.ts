import type { DatabaseHandle } from '../../db/client.ts';
import type { Handlers } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';

/** Health for load balancers: answered for any host, 503 while the database is unreachable. */
export function systemRoutes(database: DatabaseHandle): Handlers {
  const health = () =>
    database.ping().then(
      () => ({ status: 200, body: { status: 'ok', database: 'ok' } as const }),
      () => ({ status: 503, body: { status: 'degraded', database: 'unreachable' } as const }),
    );
  return {
    // GET /api/health
    getHealth: async (_request, reply) => health().then(({ status, body }) => replyWith(reply, { status }, body)),
  };
}
