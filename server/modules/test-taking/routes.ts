import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { Mode } from './repo.ts';
import type { Learner, TestTakingService } from './service.ts';

const learner = (request: FastifyRequest): Learner => ({ tenant: request.tenant, userId: request.auth.userId });
const mode = (query: { mode?: string }): Mode => (query.mode === 'recharge' ? 'recharge' : 'practice');

/** Tests list, taking a test (open, save, submit) and reviewing a report. */
export function testTakingRoutes(service: TestTakingService): Handlers {
  return {
    // GET /api/test/get-tests
    getTests: async (request) => ({ tests: await service.list({ ...learner(request), tenant: ownTenant(request.tenant, request.query.subdomain_reference) }) }),
    // GET /api/test/get-test/{testId}
    getTest: async (request) => service.open(learner(request), request.params.testId, mode(request.query)),
    // PUT /api/test/save-progress/{testId}
    saveTestProgress: async (request) => service.saveProgress(learner(request), request.params.testId, mode(request.query), request.body),
    // POST /api/test/submit-test/{testId}
    submitTest: async (request) => service.submit(learner(request), request.params.testId, mode(request.query), request.body),
    // GET /api/report/get-report/{reportId}
    getReport: async (request) => ({ report: await service.report(learner(request), request.params.reportId) }),
  };
}
