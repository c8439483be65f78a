import type { Handlers } from '../../http/operation-types.ts';
import type { ModuleDeps } from '../module-deps.ts';

export function systemHandlers({ database }: ModuleDeps): Handlers {
  return {
    getHealth: async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: 'ok' };
      } catch {
        reply.code(503);
        return { status: 'degraded', database: 'unreachable' };
      }
    },
  };
}
