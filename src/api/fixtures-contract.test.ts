import { describe, expect, it } from 'vitest';
import { ContractMismatch, contractViolation, findOperation, takeContractMismatches } from '../../tests/support/api-contract';
import { apiHandler, handlersRoute, type ApiBody } from '../../tests/support/api-handlers';
import { stubApi } from '../../tests/support/render-web';

const REPORT_ID = '8a3e6c20-4b1f-4d7a-9c5e-000000000065';
const history: ApiBody<'/api/report/get-report-history', 'get'> = {
  reports: [
    {
      _id: REPORT_ID,
      test: { _id: '8a3e6c20-4b1f-4d7a-9c5e-000000000001', test_name: 'Renal Physiology Quick Quiz', test_type: 'Quiz' },
      kind: 'Quiz',
      total: 15,
      correct_answers: 11,
      percentage: 73.33,
      createdAt: '2026-03-12T10:15:00.000Z',
    },
  ],
  next: null,
};
const { createdAt: _dropped, ...withoutDate } = history.reports[0]!;
/** The same page with a report that lost a required field: a fixture drifted from the API. */
const drifted = { ...history, reports: [withoutDate] };

// Web tests and stories answer the app's calls with fixtures (stubApi, stubFetch): each answer is
// checked against the contract, so a fixture cannot drift from the API unnoticed.
describe("the fetch stubs' answers", () => {
  it('are found by operation from the method and path, literal paths before templated ones', () => {
    expect(findOperation('GET', `/api/report/get-report/${REPORT_ID}`)).toEqual({
      operationId: 'getReport',
      method: 'GET',
      path: '/api/report/get-report/{reportId}',
    });
    expect(findOperation('GET', '/api/report/get-lowest-report')?.path).toBe('/api/report/get-lowest-report');
    expect(findOperation('DELETE', '/api/report/get-report-history')).toBeUndefined();
  });

  it("pass when the body is the operation's response for that status", () => {
    expect(contractViolation('GET', '/api/report/get-report-history', 200, history)).toBeUndefined();
    expect(contractViolation('GET', '/api/report/get-report-history', 404, { message: 'Report not found' })).toBeUndefined();
  });

  it('fail naming the operation, the status and what Ajv refused', () => {
    expect(contractViolation('GET', '/api/report/get-report-history', 200, drifted)).toBe(
      "A stub's 200 answer to getReportHistory (GET /api/report/get-report-history) does not match the contract: " +
        "/reports/0 must have required property 'createdAt'",
    );
    expect(contractViolation('GET', '/api/report/get-report-history', 200, { ...history, page: 2 })).toMatch(/must NOT have additional properties \(page\)$/);
    expect(contractViolation('GET', '/api/report/get-report-history', 404, { error: 'Not found' })).toMatch(
      /^A stub's 404 answer to getReportHistory .* must have required property 'message'/,
    );
  });

  it('fail for a status the operation does not declare, or a call the contract has no operation for', () => {
    expect(contractViolation('GET', '/api/report/get-report-history', 402, { message: 'Pay' })).toBe(
      'A stub answers getReportHistory (GET /api/report/get-report-history) with status 402, which the contract does not declare for it.',
    );
    expect(contractViolation('GET', '/api/report/no-such-call', 200, {})).toMatch(/no operation of the contract/);
  });

  it("make stubApi's fetch throw, and are kept so that the test fails even when the app swallows the failed call", async () => {
    stubApi((url) => (url.pathname === '/api/report/get-report-history' ? { body: drifted } : undefined));
    await expect(fetch(new Request('http://alpha.localhost/api/report/get-report-history'))).rejects.toThrow(
      "/reports/0 must have required property 'createdAt'",
    );
    const kept = takeContractMismatches();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toBeInstanceOf(ContractMismatch);
  });

  it('are typed from the contract when given by apiHandler, with the path parameters by name', async () => {
    const handlers = [
      apiHandler('/api/report/get-report-history', 'get', () => ({ body: history })),
      apiHandler('/api/report/get-report/{reportId}', 'get', ({ params }) => ({ status: 404, body: { message: `No report ${params.reportId}` } })),
      // @ts-expect-error tsc refuses a fixture that is not the operation's response (createdAt is missing).
      apiHandler('/api/report/get-report-history', 'get', () => ({ body: drifted })),
      // @ts-expect-error and a status the operation does not declare.
      apiHandler('/api/report/get-report-history', 'get', () => ({ status: 402, body: { message: 'Pay' } })),
    ];
    const calls = stubApi(handlers.slice(0, 2));
    expect(await (await fetch(new Request('http://alpha.localhost/api/report/get-report-history'))).json()).toEqual(history);
    const missing = await fetch(new Request(`http://alpha.localhost/api/report/get-report/${REPORT_ID}`));
    expect([missing.status, await missing.json()]).toEqual([404, { message: `No report ${REPORT_ID}` }]);
    expect(calls).toHaveLength(2);
    // A handler answers only its method.
    expect(await handlersRoute(handlers)(new URL('http://alpha.localhost/api/report/get-report-history'), new Request('http://x/', { method: 'POST' }))).toBe(
      undefined,
    );
  });
});
