import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';
import type { Learner, PracticeService } from './service.ts';

const learner = (request: FastifyRequest): Learner => ({ tenant: request.tenant, userId: request.auth.userId, language: request.language });

/** Create Test, the learner's own tests and the review deck. */
export function practiceRoutes(service: PracticeService): Handlers {
  return {
    // GET /api/practice/create-test-options
    getCreateTestOptions: async (request) => service.options(learner(request)),
    // POST /api/practice/create-test
    createTest: async (request, reply) => replyWith(reply, { status: 201 }, service.create(learner(request), request.body)),
    // GET /api/practice/my-tests
    getMyTests: async (request) => service.myTests(learner(request)),
    // GET /api/practice/review-deck
    getReviewDeck: async (request) => service.deck(learner(request)),
    // POST /api/practice/review-test
    createReviewTest: async (request, reply) => replyWith(reply, { status: 201 }, service.reviewTest(learner(request), request.body)),
  };
}
