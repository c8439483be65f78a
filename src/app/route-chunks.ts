/**
 * The lazy screens each hash route renders, as source paths under src/. The build turns this into
 * a few lines inlined into index.html (scripts/vite/route-preloads.ts) that ask for the current
 * route's chunks while the main chunk downloads, instead of after it has run: one round trip less
 * before a deep link paints. The first matching pattern wins; app-routes.tsx must stay in step
 * (route-chunks.test.ts checks every lazy screen is listed).
 */
const MEMBERS = 'app/members-layout.tsx';

export const routeChunks: ReadonlyArray<readonly [pattern: string, modules: readonly string[]]> = [
  ['^/footer-details/', ['features/content/footer-page-screen.tsx']],
  ['^/user-login', ['features/auth/login-screen.tsx']],
  ['^/user-signup', ['features/auth/signup-screen.tsx']],
  ['^/user-otp', ['features/auth/otp-screen.tsx']],
  ['^/user-forget-password', ['features/auth/forgot-password-screen.tsx']],
  ['^/user-reset-password', ['features/auth/reset-password-screen.tsx']],
  ['^/menu/?$', [MEMBERS, 'features/insights/dashboard-screen.tsx']],
  ['^/menu/my-account', [MEMBERS, 'features/account/my-account-screen.tsx']],
  ['^/menu/(tests|recharge)/take-test/', [MEMBERS, 'features/test-taking/take-test-screen.tsx']],
  ['^/menu/(tests|recharge)/check-answers/', [MEMBERS, 'features/test-taking/check-answers-screen.tsx']],
  ['^/menu/create-test/take-test/', [MEMBERS, 'features/practice/own-test-take-screen.tsx', 'features/test-taking/take-test-screen.tsx']],
  ['^/menu/create-test/check-answers/', [MEMBERS, 'features/practice/own-test-review-screen.tsx', 'features/test-taking/check-answers-screen.tsx']],
  ['^/menu/create-test', [MEMBERS, 'features/practice/create-test-screen.tsx']],
  ['^/menu/review', [MEMBERS, 'features/practice/review-screen.tsx']],
  ['^/menu/tests', [MEMBERS, 'features/test-taking/tests-list-screen.tsx']],
  ['^/menu/recharge', [MEMBERS, 'features/insights/recharge-screen.tsx']],
  ['^/menu/proficiency-percentage/.', [MEMBERS, 'features/insights/proficiency-detail-screen.tsx']],
  ['^/menu/proficiency-percentage', [MEMBERS, 'features/insights/proficiency-list-screen.tsx']],
  ['^/menu/reports', [MEMBERS, 'features/insights/reports-screen.tsx']],
  ['^/menu/results', [MEMBERS, 'features/insights/results-history-screen.tsx']],
  ['^/menu/membership', [MEMBERS, 'features/membership/membership-screen.tsx']],
  ['^/menu/payment-failed', [MEMBERS, 'features/membership/payment-failed-screen.tsx']],
  ['^/menu/tickets/view-all', [MEMBERS, 'features/tickets/manage-tickets-screen.tsx']],
  ['^/menu/tickets/chat/new', [MEMBERS, 'features/tickets/new-ticket-screen.tsx']],
  ['^/menu/tickets/chat/', [MEMBERS, 'features/tickets/ticket-chat-screen.tsx']],
  ['^/menu/tickets', [MEMBERS, 'features/tickets/tickets-screen.tsx']],
  [
    '^/menu/speciality-modules/topic-detail/[^/]+/take-test',
    [MEMBERS, 'features/catalog/topic-practice-screen.tsx', 'features/test-taking/take-test-screen.tsx'],
  ],
  [
    '^/menu/speciality-modules/topic-detail/[^/]+/check-answers/',
    [MEMBERS, 'features/catalog/topic-review-screen.tsx', 'features/test-taking/check-answers-screen.tsx'],
  ],
  ['^/menu/speciality-modules/topic-detail/', [MEMBERS, 'features/catalog/topic-detail-screen.tsx']],
  ['^/menu/speciality-modules', [MEMBERS, 'features/catalog/speciality-modules-screen.tsx']],
  ['^/menu/view-summary', [MEMBERS, 'features/catalog/view-summary-screen.tsx']],
  ['^/menu/help', [MEMBERS, 'features/help/help-screen.tsx']],
];
