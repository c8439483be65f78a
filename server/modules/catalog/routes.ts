import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { CatalogService } from './service.ts';

/** Speciality Modules (topics and one topic) and View Summary, for the requesting host's provider. */
export function catalogRoutes(service: CatalogService): Handlers {
  return {
    // GET /api/user/get-topics/{subdomain}
    getTopics: async ({ tenant, params, query }) => service.topics(ownTenant(tenant, params.subdomain), query.key),
    // GET /api/user/get-topic/{topicID}
    getTopic: async ({ tenant, params }) => service.topic(tenant, params.topicID),
    // GET /api/sub-domain/view-summary
    getSummary: async ({ tenant, query }) => service.summary(ownTenant(tenant, query.subdomain)),
  };
}
