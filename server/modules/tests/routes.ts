import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { assertOwnSubdomain } from '../../http/tenant-scope.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { Mode } from './repo.ts';
import { testsService, type Learner } from './service.ts';

/** Tests list, taking a test (open, save, submit) and reviewing a report. */
export function testsHandlers({ database, services }: ModuleDeps): Handlers {
  const service = testsService(database.db, services.clock);
  const learner = (request: FastifyRequest): Learner => ({ tenant: request.tenant, userId: request.auth.userId });
  const mode = (query: { mode?: string }): Mode => (query.mode === 'recharge' ? 'recharge' : 'practice');

  return {
    getTests: async (request) => {
      assertOwnSubdomain(request.tenant, request.query.subdomain_reference);
      return { tests: await service.list(learner(request)) };
    },
    getTest: async (request) => service.open(learner(request), request.params.testId, mode(request.query)),
    saveTestProgress: async (request) => service.saveProgress(learner(request), request.params.testId, mode(request.query), request.body),
    submitTest: async (request) => service.submit(learner(request), request.params.testId, mode(request.query), request.body),
    getReport: async (request) => ({ report: await service.report(learner(request), request.params.reportId) }),
  };
}
