import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../server/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { multipart, photoWithMetadata } from '../support/images.ts';
import { staffMember } from '../support/staff.ts';
import { PASSWORD, registration } from '../support/accounts.ts';
import { learner as mintLearner } from '../support/learners.ts';
import { checkoutBody, planOf } from '../support/membership.ts';
import { declaredStatuses, validateResponse } from './independent-validator.ts';

const HOST = 'alpha.localhost:3000';

/** Every call of spec section 7 (paths normalised to start with /api/). */
const specCalls = [
  'POST /api/user/register',
  'POST /api/user/verify-email',
  'POST /api/user/resend-otp',
  'POST /api/user/login',
  'POST /api/user/getotp-to-forgot-password',
  'POST /api/user/submitotp-to-forgot-password',
  'POST /api/user/reset-password',
  'POST /api/user/get-subdomain',
  'GET /api/website/content',
  'GET /api/professor_pages/get-pages',
  'GET /api/faq/get-faqs',
  'GET /api/sub-domain/get-sub-domain/{subdomain}',
  'GET /api/helppage/help',
  'GET /api/user/get-user-dashboard-data',
  'GET /api/user/get-leaderboard',
  'GET /api/test/get-tests',
  'GET /api/test/get-test/{testId}',
  'POST /api/test/submit-test/{testId}',
  'GET /api/report/get-report/{reportId}',
  'GET /api/report/get-lowest-report',
  'GET /api/user/view-proficiency',
  'GET /api/user/view-proficiency/{id}',
  'GET /api/user/get-topics/{subdomain}',
  'GET /api/user/get-topic/{topicID}',
  'GET /api/sub-domain/view-summary',
  'GET /api/user/get-user-test-data',
  'GET /api/user/get-user-pie-chart',
  'GET /api/user/get-user-confidence',
  'GET /api/user/get-user-question-data',
  'GET /api/user/get-profile',
  'PATCH /api/user/update-profile',
  'POST /api/user/change-password',
  'GET /api/transaction/get-user-transactions',
  'POST /api/order/create-order',
  'GET /api/topic/get-topics',
  'GET /api/subadmin/get-subadmins',
  'POST /api/ticket/create-ticket',
  'GET /api/ticket/get-all-tickets',
  'GET /api/ticket/get-ticket/{ticketId}',
  'PATCH /api/ticket/post-message/{ticketId}',
];

interface ContractRequest {
  method: string;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The status this request must produce; default 200. */
  expect?: number;
}

/** A verified learner of alpha, made through the real calls (the code read from the dev outbox). */
async function learner(t: TestApp, email: string) {
  const host = { host: HOST };
  const registered = await t.app.inject({ method: 'POST', url: '/api/user/register', headers: host, payload: registration(email) });
  await t.services.mailer.idle();
  const code = /Your code: (\d{4})/.exec(t.services.outbox!.entries(t.idOf('alpha')).find((m) => m.to === email)!.text)![1]!;
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/user/verify-email',
    headers: host,
    payload: { email, otp: code, registration: registered.json().registration },
  });
  return verified.json() as { token: string; refreshToken: string; user: { _id: string } };
}

/**
 * One real request per implemented operation (and error cases worth pinning). An operation that
 * gets a handler must get an entry here, or this suite fails.
 */
async function requestsFor(t: TestApp): Promise<Record<string, ContractRequest[]>> {
  const alpha = t.idOf('alpha');
  const beta = t.idOf('beta');
  const { token, refreshToken, user } = await learner(t, 'contract@example.com');
  const other = await learner(t, 'contract-two@example.com');
  const bearer = { authorization: `Bearer ${token}` };
  const profileForm = multipart({ first_name: 'Ana', last_name: 'Lee', mobile: '+447400000000', dob: '1990-01-01' });
  // Tests on the Free fixture tenant (beta): no plan needed.
  const taker = await mintLearner(t, 'beta');
  const onBeta = { host: 'beta.localhost', authorization: `Bearer ${taker.token}` };
  const list = await t.app.inject({ method: 'GET', url: `/api/test/get-tests?subdomain_reference=${beta}`, headers: onBeta });
  const quiz = (list.json().tests as Array<{ _id: string; test_name: string }>).find((x) => x.test_name === 'Quick Quiz')!._id;
  const blank = { selectedOption: null, selectedOptions: [], selected: [], questionFlagged: false, confidence: 'I KNOW IT', note: '' };
  const answer = (selected: number[]) => ({ comment: 'I KNOW IT', flag: false, selected, notes: '' });
  // A purchase through the sandbox's page, for the statement and its invoice.
  const checkout = checkoutBody({ id: user._id, tenantId: alpha }, await planOf(t, alpha), 'http://alpha.localhost:3000');
  const page = (
    await t.app.inject({ method: 'POST', url: '/api/payment/create-checkout-session', headers: { host: HOST, ...bearer }, payload: checkout })
  ).json().url as string;
  await t.app.inject({ method: 'POST', url: `${page}/pay`, headers: { host: HOST } });
  const invoiceUrl = (await t.app.inject({ method: 'GET', url: '/api/transaction/get-user-transactions', headers: { host: HOST, ...bearer } })).json()
    .transactions[0].invoice_url as string;
  // A ticket of the learner, answered by a staff member of alpha.
  const staff = await staffMember(t, 'alpha');
  const staffBearer = { authorization: `Bearer ${staff.token}` };
  const topic = (await t.app.inject({ method: 'GET', url: `/api/topic/get-topics?sub_domain_reference=${alpha}`, headers: { host: HOST } })).json().topics[0]
    ._id as string;
  const ticketBody = { subject: 'Question 2 looks wrong', description: 'Both B and C fit.', topic };
  const ticket = (await t.app.inject({ method: 'POST', url: '/api/ticket/create-ticket', headers: { host: HOST, ...bearer }, payload: ticketBody })).json()
    .ticket._id as string;
  const closed = (await t.app.inject({ method: 'POST', url: '/api/ticket/create-ticket', headers: { host: HOST, ...bearer }, payload: ticketBody })).json()
    .ticket._id as string;
  await t.app.inject({ method: 'PATCH', url: `/api/staff/tickets/${closed}/status`, headers: { host: HOST, ...staffBearer }, payload: { status: 'Closed' } });
  const ticketForm = multipart(
    { subject: 'With a screenshot', description: 'See the picture.', topic },
    { name: 'image', filename: 'shot.jpg', type: 'image/jpeg', data: await photoWithMetadata(64, 48) },
  );
  const tiff = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6470' } })
    .tiff()
    .toBuffer();
  const tiffTicket = multipart(
    { subject: 'With a scan', description: 'See the picture.', topic },
    { name: 'image', filename: 'scan.png', type: 'image/png', data: tiff },
  );
  const tiffProfile = multipart(
    { first_name: 'Ana', last_name: 'Lee', mobile: '+447400000000', dob: '1990-01-01' },
    { name: 'image', filename: 'scan.png', type: 'image/png', data: tiff },
  );
  const unknown = '00000000-0000-4000-8000-000000000000';
  const pictureUrl = (
    await t.app.inject({
      method: 'POST',
      url: '/api/ticket/create-ticket',
      headers: { host: HOST, ...bearer, 'content-type': ticketForm.contentType },
      payload: ticketForm.payload,
    })
  ).json().ticket.image as string;
  const { reportcard } = await (async () => {
    await t.app.inject({ method: 'GET', url: `/api/test/get-test/${quiz}`, headers: onBeta });
    return (
      await t.app.inject({
        method: 'POST',
        url: `/api/test/submit-test/${quiz}`,
        headers: onBeta,
        payload: { response: [answer([0]), answer([0, 1])], timeTaken: 1 },
      })
    ).json();
  })();
  const topicId = (await t.app.inject({ method: 'GET', url: `/api/user/get-topics/${alpha}`, headers: { host: HOST, ...bearer } })).json().topics[0]
    ._id as string;
  return {
    getTopics: [
      { method: 'GET', url: `/api/user/get-topics/${alpha}?key=card`, headers: bearer },
      { method: 'GET', url: `/api/user/get-topics/${alpha}?key=${'x'.repeat(101)}`, headers: bearer, expect: 400 },
      { method: 'GET', url: `/api/user/get-topics/${beta}`, headers: bearer, expect: 404 },
      { method: 'GET', url: `/api/user/get-topics/${alpha}`, expect: 401 },
    ],
    getTopic: [
      { method: 'GET', url: `/api/user/get-topic/${topicId}`, headers: bearer },
      { method: 'GET', url: `/api/user/get-topic/${topicId}`, headers: onBeta, expect: 404 },
      { method: 'GET', url: '/api/user/get-topic/not-a-uuid', headers: bearer, expect: 400 },
    ],
    getSummary: [
      { method: 'GET', url: `/api/sub-domain/view-summary?subdomain=${alpha}`, headers: bearer },
      { method: 'GET', url: '/api/sub-domain/view-summary', headers: bearer, expect: 400 },
    ],
    getHelpPage: [
      { method: 'GET', url: `/api/helppage/help?subdomain=${alpha}`, headers: bearer },
      { method: 'GET', url: `/api/helppage/help?subdomain=${beta}`, headers: bearer, expect: 404 },
    ],
    getUserDashboardData: [
      { method: 'GET', url: `/api/user/get-user-dashboard-data?subdomain=${beta}`, headers: onBeta },
      { method: 'GET', url: `/api/user/get-user-dashboard-data?subdomain=${alpha}`, headers: onBeta, expect: 404 },
      { method: 'GET', url: `/api/user/get-user-dashboard-data?subdomain=${beta}`, headers: { host: 'beta.localhost' }, expect: 401 },
    ],
    getLeaderboard: [
      { method: 'GET', url: `/api/user/get-leaderboard?subdomain=${beta}`, headers: onBeta },
      { method: 'GET', url: '/api/user/get-leaderboard?subdomain=x', headers: onBeta, expect: 400 },
    ],
    getLowestReport: [
      { method: 'GET', url: '/api/report/get-lowest-report', headers: onBeta },
      { method: 'GET', url: '/api/report/get-lowest-report', headers: bearer },
    ],
    getProficiencyList: [{ method: 'GET', url: '/api/user/view-proficiency', headers: onBeta }],
    getReportHistory: [
      { method: 'GET', url: '/api/report/get-report-history', headers: onBeta },
      { method: 'GET', url: '/api/report/get-report-history?limit=0', headers: onBeta, expect: 400 },
      { method: 'GET', url: `/api/report/get-report-history?after=${unknown}`, headers: onBeta, expect: 404 },
      { method: 'GET', url: '/api/report/get-report-history', headers: { host: 'beta.localhost' }, expect: 401 },
    ],
    getProficiencyDetail: [
      { method: 'GET', url: `/api/user/view-proficiency/${reportcard}`, headers: onBeta },
      { method: 'GET', url: `/api/user/view-proficiency/${reportcard}`, headers: bearer, expect: 404 },
      { method: 'GET', url: '/api/user/view-proficiency/not-a-uuid', headers: onBeta, expect: 400 },
    ],
    getUserTestData: [{ method: 'GET', url: '/api/user/get-user-test-data', headers: onBeta }],
    getUserPieChart: [
      { method: 'GET', url: '/api/user/get-user-pie-chart', headers: onBeta },
      { method: 'GET', url: '/api/user/get-user-pie-chart', headers: bearer },
    ],
    getUserConfidence: [{ method: 'GET', url: '/api/user/get-user-confidence', headers: onBeta }],
    getUserQuestionData: [{ method: 'GET', url: '/api/user/get-user-question-data', headers: onBeta }],
    getUserCalibration: [
      { method: 'GET', url: '/api/user/get-user-calibration', headers: onBeta },
      { method: 'GET', url: '/api/user/get-user-calibration', expect: 401 },
    ],
    getTicketTopics: [
      { method: 'GET', url: `/api/topic/get-topics?sub_domain_reference=${alpha}` },
      { method: 'GET', url: `/api/topic/get-topics?sub_domain_reference=${beta}`, expect: 404 },
      { method: 'GET', url: '/api/topic/get-topics', expect: 400 },
    ],
    getSubadmins: [{ method: 'GET', url: '/api/subadmin/get-subadmins' }],
    createTicket: [
      { method: 'POST', url: '/api/ticket/create-ticket', headers: bearer, payload: ticketBody, expect: 201 },
      {
        method: 'POST',
        url: '/api/ticket/create-ticket',
        headers: { ...bearer, 'content-type': ticketForm.contentType },
        payload: ticketForm.payload,
        expect: 201,
      },
      {
        method: 'POST',
        url: '/api/ticket/create-ticket',
        headers: { ...bearer, 'content-type': tiffTicket.contentType },
        payload: tiffTicket.payload,
        expect: 415,
      },
      { method: 'POST', url: '/api/ticket/create-ticket', headers: bearer, payload: { ...ticketBody, subject: ' ' }, expect: 400 },
      { method: 'POST', url: '/api/ticket/create-ticket', payload: ticketBody, expect: 401 },
      { method: 'POST', url: '/api/ticket/create-ticket', headers: bearer, payload: { ...ticketBody, topic: unknown }, expect: 404 },
    ],
    getAllTickets: [
      { method: 'GET', url: '/api/ticket/get-all-tickets?role=User', headers: bearer },
      { method: 'GET', url: '/api/ticket/get-all-tickets?role=Admin', headers: bearer, expect: 400 },
    ],
    getTicket: [
      { method: 'GET', url: `/api/ticket/get-ticket/${ticket}`, headers: bearer },
      { method: 'GET', url: `/api/ticket/get-ticket/${ticket}`, headers: { authorization: `Bearer ${other.token}` }, expect: 404 },
      { method: 'GET', url: '/api/ticket/get-ticket/not-a-uuid', headers: bearer, expect: 400 },
    ],
    getTicketImage: [
      { method: 'GET', url: pictureUrl },
      { method: 'GET', url: pictureUrl.replace(/signature=[^&]+/, 'signature=forged'), expect: 404 },
      { method: 'GET', url: `/api/ticket/image/${ticket}?expires=1&signature=x`, expect: 404 },
      { method: 'GET', url: pictureUrl.replace(/\?.*$/, ''), expect: 400 },
    ],
    postTicketMessage: [
      { method: 'PATCH', url: `/api/ticket/post-message/${ticket}`, headers: bearer, payload: { message: 'Any news?' } },
      { method: 'PATCH', url: `/api/ticket/post-message/${ticket}`, headers: bearer, payload: { message: '' }, expect: 400 },
      { method: 'PATCH', url: `/api/ticket/post-message/${closed}`, headers: bearer, payload: { message: 'Still there?' }, expect: 409 },
    ],
    getStaffTickets: [
      { method: 'GET', url: '/api/staff/tickets?status=Open', headers: staffBearer },
      { method: 'GET', url: '/api/staff/tickets', headers: bearer, expect: 403 },
    ],
    postStaffTicketMessage: [
      { method: 'POST', url: `/api/staff/tickets/${ticket}/messages`, headers: staffBearer, payload: { message: 'C is right.' }, expect: 201 },
      { method: 'POST', url: `/api/staff/tickets/${closed}/messages`, headers: staffBearer, payload: { message: 'Reopen?' }, expect: 409 },
    ],
    updateStaffTicketStatus: [
      { method: 'PATCH', url: `/api/staff/tickets/${ticket}/status`, headers: staffBearer, payload: { status: 'Pending' } },
      { method: 'PATCH', url: `/api/staff/tickets/${unknown}/status`, headers: staffBearer, payload: { status: 'Closed' }, expect: 404 },
    ],
    getTests: [
      { method: 'GET', url: `/api/test/get-tests?subdomain_reference=${beta}`, headers: onBeta },
      { method: 'GET', url: `/api/test/get-tests?subdomain_reference=${beta}`, expect: 401 },
    ],
    getTest: [
      { method: 'GET', url: `/api/test/get-test/${quiz}`, headers: onBeta },
      { method: 'GET', url: '/api/test/get-test/00000000-0000-4000-8000-000000000000', headers: onBeta, expect: 404 },
    ],
    saveTestProgress: [
      { method: 'PUT', url: `/api/test/save-progress/${quiz}`, headers: onBeta, payload: { answers: [blank, blank], currentQuestion: 1 } },
      { method: 'PUT', url: `/api/test/save-progress/${quiz}`, headers: onBeta, payload: { answers: [blank] }, expect: 400 },
    ],
    submitTest: [
      { method: 'POST', url: `/api/test/submit-test/${quiz}`, headers: onBeta, payload: { response: [answer([1]), answer([])], timeTaken: 2.5 } },
      { method: 'POST', url: `/api/test/submit-test/${quiz}`, headers: onBeta, payload: { response: [answer([1])], timeTaken: 2.5 }, expect: 200 },
    ],
    // The fixture bank's Exam holds every question, so beta's practice pool is empty: building
    // and reviewing answer their refusals here (practice.test.ts builds, answers and reviews).
    answerTutorQuestion: [
      {
        method: 'POST',
        url: `/api/test/answer-question/${quiz}`,
        headers: onBeta,
        payload: { position: 0, selected: [0], comment: 'NOT SURE', confidenceChosen: true, flag: false, notes: '' },
        expect: 404,
      },
      { method: 'POST', url: `/api/test/answer-question/${quiz}`, headers: onBeta, payload: { position: -1 }, expect: 400 },
    ],
    getCreateTestOptions: [
      { method: 'GET', url: '/api/practice/create-test-options', headers: onBeta },
      { method: 'GET', url: '/api/practice/create-test-options', expect: 401 },
    ],
    createTest: [
      {
        method: 'POST',
        url: '/api/practice/create-test',
        headers: onBeta,
        payload: { subtopics: ['00000000-0000-4000-8000-000000000000'], questions: 'all', count: 1, mode: 'timed' },
        expect: 400,
      },
    ],
    getMyTests: [{ method: 'GET', url: '/api/practice/my-tests', headers: onBeta }],
    getReviewDeck: [{ method: 'GET', url: '/api/practice/review-deck', headers: onBeta }],
    createReviewTest: [
      { method: 'POST', url: '/api/practice/review-test', headers: onBeta, payload: { mode: 'tutor' }, expect: 409 },
      { method: 'POST', url: '/api/practice/review-test', headers: onBeta, payload: { mode: 'never' }, expect: 400 },
    ],
    getReport: [
      { method: 'GET', url: `/api/report/get-report/${reportcard}`, headers: onBeta },
      { method: 'GET', url: '/api/report/get-report/00000000-0000-4000-8000-000000000000', headers: onBeta, expect: 404 },
    ],
    registerUser: [
      { method: 'POST', url: '/api/user/register', payload: registration('new-contract@example.com'), expect: 201 },
      { method: 'POST', url: '/api/user/register', payload: registration('contract@example.com'), expect: 409 },
      { method: 'POST', url: '/api/user/register', payload: { email: 'x' }, expect: 400 },
      { method: 'POST', url: '/api/user/register', payload: registration('other-host@example.com', 'beta.localhost'), expect: 400 },
    ],
    verifyEmail: [
      {
        method: 'POST',
        url: '/api/user/verify-email',
        payload: { email: 'new-contract@example.com', otp: '0000', registration: '3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE' },
        expect: 400,
      },
    ],
    resendOtp: [{ method: 'POST', url: '/api/user/resend-otp', payload: { email: 'unknown@example.com' } }],
    loginUser: [
      { method: 'POST', url: '/api/user/login', payload: { email: 'contract@example.com', password: PASSWORD, host: 'alpha.localhost' } },
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'contract@example.com', password: 'Wrong-Password-1', host: 'alpha.localhost' },
        expect: 401,
      },
      { method: 'POST', url: '/api/user/login', payload: { email: 'contract@example.com', password: PASSWORD, host: 'beta.localhost' }, expect: 400 },
    ],
    getOtpToForgotPassword: [{ method: 'POST', url: '/api/user/getotp-to-forgot-password', payload: { email: 'unknown-two@example.com' } }],
    submitOtpToForgotPassword: [
      { method: 'POST', url: '/api/user/submitotp-to-forgot-password', payload: { email: 'contract@example.com', otp: '0000' }, expect: 400 },
    ],
    resetPassword: [
      {
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { email: 'contract@example.com', password: 'Another-Pass-99', resetToken: 'x'.repeat(20) },
        expect: 400,
      },
    ],
    getProfile: [
      { method: 'GET', url: '/api/user/get-profile', headers: bearer },
      { method: 'GET', url: '/api/user/get-profile', expect: 401 },
    ],
    updateProfile: [
      { method: 'PATCH', url: '/api/user/update-profile', payload: profileForm.payload, headers: { ...bearer, 'content-type': profileForm.contentType } },
      { method: 'PATCH', url: '/api/user/update-profile', payload: { first_name: 'A' }, headers: bearer, expect: 415 },
      {
        method: 'PATCH',
        url: '/api/user/update-profile',
        payload: tiffProfile.payload,
        headers: { ...bearer, 'content-type': tiffProfile.contentType },
        expect: 415,
      },
      {
        method: 'PATCH',
        url: '/api/user/update-profile',
        payload: multipart({ first_name: 'A' }).payload,
        headers: { ...bearer, 'content-type': multipart({}).contentType.replace(/boundary=.*/, 'boundary=x') },
        expect: 400,
      },
    ],
    changePassword: [
      {
        method: 'POST',
        url: '/api/user/change-password',
        payload: { old_password: 'Wrong-Old-1', password: 'Next-Password-42', confirm_password: 'Next-Password-42' },
        headers: bearer,
        expect: 400,
      },
    ],
    refreshToken: [
      { method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } },
      { method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: 'y'.repeat(32) }, expect: 401 },
    ],
    logoutUser: [{ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: other.refreshToken }, expect: 204 }],
    getHealth: [{ method: 'GET', url: '/api/health' }],
    getReadiness: [{ method: 'GET', url: '/api/ready' }],
    getTenantManifest: [{ method: 'GET', url: '/api/tenant/manifest' }],
    getSubdomain: [
      { method: 'POST', url: '/api/user/get-subdomain', payload: { host: 'alpha.localhost' } },
      { method: 'POST', url: '/api/user/get-subdomain', payload: { host: 'beta.localhost' }, expect: 404 },
      { method: 'POST', url: '/api/user/get-subdomain', payload: {}, expect: 400 },
    ],
    getSubDomainDetails: [
      { method: 'GET', url: `/api/sub-domain/get-sub-domain/${alpha}` },
      { method: 'GET', url: `/api/sub-domain/get-sub-domain/${beta}`, expect: 404 },
    ],
    getWebsiteContent: [
      { method: 'GET', url: `/api/website/content?subdomain=${alpha}` },
      { method: 'GET', url: `/api/website/content?subdomain=${beta}`, expect: 404 },
    ],
    getFooterPages: [{ method: 'GET', url: `/api/professor_pages/get-pages?subdomain=${alpha}` }],
    getFaqs: [
      { method: 'GET', url: `/api/faq/get-faqs?subdomain=${alpha}` },
      { method: 'GET', url: '/api/faq/get-faqs?subdomain=x', expect: 400 },
    ],
    getPlans: [{ method: 'GET', url: `/api/plans/get-plans?subdomain=${alpha}` }],
    getUserTransactions: [
      { method: 'GET', url: '/api/transaction/get-user-transactions', headers: bearer },
      { method: 'GET', url: '/api/transaction/get-user-transactions', expect: 401 },
    ],
    createCheckoutSession: [
      { method: 'POST', url: '/api/payment/create-checkout-session', headers: bearer, payload: checkout },
      {
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers: bearer,
        payload: { ...checkout, redirect_url: 'https://elsewhere.example' },
        expect: 400,
      },
      {
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers: bearer,
        payload: { ...checkout, userId: '00000000-0000-4000-8000-000000000000' },
        expect: 403,
      },
      {
        method: 'POST',
        url: '/api/payment/create-checkout-session',
        headers: bearer,
        payload: { ...checkout, planId: '00000000-0000-4000-8000-000000000000' },
        expect: 404,
      },
      { method: 'POST', url: '/api/payment/create-checkout-session', headers: bearer, payload: { ...checkout, price: checkout.price + 1 }, expect: 409 },
    ],
    createOrder: [
      { method: 'POST', url: '/api/order/create-order', headers: bearer, payload: checkout },
      { method: 'POST', url: '/api/order/create-order', headers: bearer, payload: { ...checkout, price: 0.01 }, expect: 409 },
    ],
    paymentWebhook: [
      {
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        payload: { id: 'evt_x', type: 'checkout.session.completed' },
        headers: { 'x-payment-signature': '0'.repeat(64) },
        expect: 400,
      },
      {
        method: 'POST',
        url: '/api/payment/webhook/stripe',
        payload: { id: 'evt_x', type: 'checkout.session.completed' },
        headers: { 'stripe-signature': 't=1,v1=00' },
        expect: 404,
      },
    ],
    getInvoice: [
      { method: 'GET', url: invoiceUrl },
      { method: 'GET', url: invoiceUrl.replace(/signature=[^&]+/, 'signature=forged'), expect: 404 },
      { method: 'GET', url: '/api/transaction/invoice/00000000-0000-4000-8000-000000000000?expires=1&signature=x', expect: 404 },
    ],
  };
}

describe('the contract', () => {
  let t: TestApp;
  let requests: Record<string, ContractRequest[]>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    requests = await requestsFor(t);
  });
  afterAll(() => t.close());

  const operations = contractOperations();

  it('describes every call of the product spec, once', () => {
    const described = operations.map((op) => `${op.method} ${op.path}`);
    for (const call of specCalls) expect(described, call).toContain(call);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('answers every operation: 501 with a message when pending, or as the contract says', async () => {
    const handled = new Set(Object.keys(requests));
    for (const op of operations) {
      if (!handled.has(op.operationId)) {
        const url = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.app.inject({ method: op.method, url, headers: { host: HOST } });
        // A 501 here for an operation that has a handler would mean the table above is missing it.
        expect(response.statusCode, `${op.operationId} answered ${response.statusCode}: add a contract request for it`).toBe(501);
        expect(response.json()).toEqual({ message: `${op.operationId} is not built yet` });
        expect(validateResponse(op.path, op.method, 501, response.json())).toEqual([]);
      }
    }
  });

  it('answers every implemented operation with bodies the contract allows, for success and error statuses', async () => {
    for (const [operationId, calls] of Object.entries(requests)) {
      const op = operations.find((o) => o.operationId === operationId)!;
      expect(op, operationId).toBeDefined();
      for (const call of calls) {
        const response = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          payload: call.payload as object,
          headers: { host: HOST, ...call.headers },
        });
        const where = `${operationId} ${call.method} ${call.url}`;
        expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBe(call.expect ?? 200);
        expect(declaredStatuses(op.path, op.method), where).toContain(String(response.statusCode));
        if (response.statusCode === 204) expect(response.body, where).toBe('');
        else if (response.headers['content-type'] === 'application/pdf') expect(response.rawPayload.subarray(0, 5).toString(), where).toBe('%PDF-');
        else if (response.headers['content-type'] === 'image/webp') expect(response.rawPayload.subarray(8, 12).toString(), where).toBe('WEBP');
        else expect(validateResponse(op.path, op.method, response.statusCode, response.json()), where).toEqual([]);
      }
    }
  });
});
