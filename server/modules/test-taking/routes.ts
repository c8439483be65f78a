import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { checksOwnSession } from '../../http/checks-own-session.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { Mode } from './attempt-types.ts';
import type { Caller, Learner, TestTakingService } from './service.ts';

const learner = (request: FastifyRequest): Learner => ({ tenant: request.tenant, userId: request.auth.userId, language: request.language });
const caller = (request: FastifyRequest): Caller => ({ ...learner(request), sessionId: request.auth.sessionId });
const mode = (query: { mode?: string }): Mode => (query.mode === 'recharge' || query.mode === 'custom' ? query.mode : 'practice');

/**
 * Tests list, taking a test (open, save, submit) and reviewing a report. Opening, saving and
 * submitting check the session in their first statement (`checksOwnSession`): the calls a whole
 * cohort makes at once.
 */
export function testTakingRoutes(service: TestTakingService): Handlers {
  return {
    // GET /api/test/get-tests
    getTests: async (request) => ({ tests: await service.list({ ...learner(request), tenant: ownTenant(request.tenant, request.query.subdomain_reference) }) }),
    // GET /api/test/get-test/{testId}
    getTest: checksOwnSession(async (request) => service.open(caller(request), request.params.testId, mode(request.query))),
    // PUT /api/test/save-progress/{testId}
    saveTestProgress: checksOwnSession(async (request) => service.saveProgress(caller(request), request.params.testId, mode(request.query), request.body)),
    // POST /api/test/submit-test/{testId}
    submitTest: checksOwnSession(async (request) => service.submit(caller(request), request.params.testId, mode(request.query), request.body)),
    // POST /api/test/answer-question/{testId}
    answerTutorQuestion: checksOwnSession(async (request) => service.answerTutor(caller(request), request.params.testId, request.body)),
    // GET /api/report/get-report/{reportId}
    getReport: async (request) => ({ report: await service.report(learner(request), request.params.reportId) }),
  };
}
