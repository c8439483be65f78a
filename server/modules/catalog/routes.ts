import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { CatalogService } from './service.ts';

/** Speciality Modules (topics and one topic) and View Summary, for the requesting host's provider. */
export function catalogRoutes(service: CatalogService): Handlers {
  return {
    // GET /api/user/get-topics/{subdomain}
    getTopics: async ({ tenant, params, query, language }) => service.topics(ownTenant(tenant, params.subdomain), language, query.key),
    // GET /api/user/get-topic/{topicID}
    getTopic: async ({ tenant, params, language }) => service.topic(tenant, params.topicID, language),
    // GET /api/sub-domain/view-summary
    getSummary: async ({ tenant, query, language }) => service.summary(ownTenant(tenant, query.subdomain), language),
  };
}
