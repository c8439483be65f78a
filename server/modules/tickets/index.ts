import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { AuthApi } from '../auth/index.ts';
import type { Module, ModuleDeps } from '../module.ts';
import { ticketLimits } from './limits.ts';
import { ticketsRepo } from './repo/tickets.ts';
import { ticketsRoutes } from './routes.ts';
import { ticketsService } from './service.ts';

/** What other parts of the server may ask of tickets. */
export interface TicketsApi {
  /** Whether this user may follow the ticket live: its learner, or staff of its provider. */
  canFollow(viewer: { tenantId: string; userId: string; role: 'User' | 'Staff' }, ticketId: string): Promise<boolean>;
  /** A learner's newest tickets, newest first (the dashboard), their topics named in `language`. */
  recent(tenant: Tenant, userId: string, limit: number, language: LanguageCode): Promise<Array<components['schemas']['TicketListItem']>>;
}

/** Support tickets, their chat, and the staff inbox. */
export function ticketsModule({ database, services }: ModuleDeps, { auth }: { auth: AuthApi }): Module<TicketsApi> {
  const service = ticketsService({
    db: database.db,
    auth,
    files: services.files,
    mailer: services.mailer,
    realtime: services.realtime,
    limits: ticketLimits(services.limits),
    keys: services.keys,
    clock: services.clock,
  });
  const repo = ticketsRepo(database.db);
  return {
    area: 'tickets',
    handlers: ticketsRoutes(service),
    api: {
      recent: async (tenant, userId, limit, language) => (await service.mine({ tenant, userId, role: 'User', origin: '', language })).tickets.slice(0, limit),
      canFollow: async ({ tenantId, userId, role }, ticketId) => Boolean(await repo.one({ tenantId, userId, staff: role === 'Staff' }, ticketId)),
    },
  };
}
