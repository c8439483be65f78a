import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { Caller, InsightsService } from './service.ts';

const caller = (request: FastifyRequest): Caller => ({ tenant: request.tenant, userId: request.auth.userId, language: request.language });

/** The dashboard, leaderboard, Recharge's target, proficiency and the Reports charts. */
export function insightsRoutes(service: InsightsService): Handlers {
  return {
    // GET /api/user/get-user-dashboard-data
    getUserDashboardData: async (request) => service.dashboard({ ...caller(request), tenant: ownTenant(request.tenant, request.query.subdomain) }),
    // GET /api/user/get-leaderboard
    getLeaderboard: async (request) => service.leaderboard({ ...caller(request), tenant: ownTenant(request.tenant, request.query.subdomain) }),
    // GET /api/report/get-lowest-report
    getLowestReport: async (request) => service.lowestReport(caller(request)),
    // GET /api/report/get-report-history
    getReportHistory: async (request) => service.reportHistory(caller(request), request.query.after, request.query.limit),
    // GET /api/user/view-proficiency
    getProficiencyList: async (request) => service.proficiencyList(caller(request)),
    // GET /api/user/view-proficiency/{id}
    getProficiencyDetail: async (request) => service.proficiencyDetail(caller(request), request.params.id),
    // GET /api/user/get-user-test-data
    getUserTestData: async (request) => service.testsPerMonth(caller(request)),
    // GET /api/user/get-user-pie-chart
    getUserPieChart: async (request) => service.pieChart(caller(request)),
    // GET /api/user/get-user-confidence
    getUserConfidence: async (request) => service.confidenceChart(caller(request)),
    // GET /api/user/get-user-question-data
    getUserQuestionData: async (request) => service.questionsPerMonth(caller(request)),
    // GET /api/user/get-user-calibration
    getUserCalibration: async (request) => service.calibration(caller(request)),
  };
}
