import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LandingScreen } from '../features/content/landing-screen';
import { lazyScreen } from './lazy-screen';
import { RequireSession } from './require-session';
import { RouteFallback } from './route-fallback';

// The landing page is the entry route and ships in the main chunk; every other area is its own chunk.
const FooterPageScreen = lazyScreen('features/content/footer-page-screen.tsx', () =>
  import('../features/content/footer-page-screen').then((m) => m.FooterPageScreen),
);
const LoginScreen = lazyScreen('features/auth/login-screen.tsx', () => import('../features/auth/login-screen').then((m) => m.LoginScreen));
const SignupScreen = lazyScreen('features/auth/signup-screen.tsx', () => import('../features/auth/signup-screen').then((m) => m.SignupScreen));
const OtpScreen = lazyScreen('features/auth/otp-screen.tsx', () => import('../features/auth/otp-screen').then((m) => m.OtpScreen));
const ForgotPasswordScreen = lazyScreen('features/auth/forgot-password-screen.tsx', () =>
  import('../features/auth/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
);
const ResetPasswordScreen = lazyScreen('features/auth/reset-password-screen.tsx', () =>
  import('../features/auth/reset-password-screen').then((m) => m.ResetPasswordScreen),
);
const MembersLayout = lazyScreen('app/members-layout.tsx', () => import('./members-layout').then((m) => m.MembersLayout));
const DashboardScreen = lazyScreen('features/insights/dashboard-screen.tsx', () =>
  import('../features/insights/dashboard-screen').then((m) => m.DashboardScreen),
);
const RechargeScreen = lazyScreen('features/insights/recharge-screen.tsx', () => import('../features/insights/recharge-screen').then((m) => m.RechargeScreen));
const ProficiencyListScreen = lazyScreen('features/insights/proficiency-list-screen.tsx', () =>
  import('../features/insights/proficiency-list-screen').then((m) => m.ProficiencyListScreen),
);
const ProficiencyDetailScreen = lazyScreen('features/insights/proficiency-detail-screen.tsx', () =>
  import('../features/insights/proficiency-detail-screen').then((m) => m.ProficiencyDetailScreen),
);
const ReportsScreen = lazyScreen('features/insights/reports-screen.tsx', () => import('../features/insights/reports-screen').then((m) => m.ReportsScreen));
const ResultsHistoryScreen = lazyScreen('features/insights/results-history-screen.tsx', () =>
  import('../features/insights/results-history-screen').then((m) => m.ResultsHistoryScreen),
);
const MyAccountScreen = lazyScreen('features/account/my-account-screen.tsx', () =>
  import('../features/account/my-account-screen').then((m) => m.MyAccountScreen),
);
const TestsListScreen = lazyScreen('features/test-taking/tests-list-screen.tsx', () =>
  import('../features/test-taking/tests-list-screen').then((m) => m.TestsListScreen),
);
const TakeTestScreen = lazyScreen('features/test-taking/take-test-screen.tsx', () =>
  import('../features/test-taking/take-test-screen').then((m) => m.TakeTestScreen),
);
const CheckAnswersScreen = lazyScreen('features/test-taking/check-answers-screen.tsx', () =>
  import('../features/test-taking/check-answers-screen').then((m) => m.CheckAnswersScreen),
);
const MembershipScreen = lazyScreen('features/membership/membership-screen.tsx', () =>
  import('../features/membership/membership-screen').then((m) => m.MembershipScreen),
);
const PaymentFailedScreen = lazyScreen('features/membership/payment-failed-screen.tsx', () =>
  import('../features/membership/payment-failed-screen').then((m) => m.PaymentFailedScreen),
);
const TicketsScreen = lazyScreen('features/tickets/tickets-screen.tsx', () => import('../features/tickets/tickets-screen').then((m) => m.TicketsScreen));
const ManageTicketsScreen = lazyScreen('features/tickets/manage-tickets-screen.tsx', () =>
  import('../features/tickets/manage-tickets-screen').then((m) => m.ManageTicketsScreen),
);
const TicketChatScreen = lazyScreen('features/tickets/ticket-chat-screen.tsx', () =>
  import('../features/tickets/ticket-chat-screen').then((m) => m.TicketChatScreen),
);
const NewTicketScreen = lazyScreen('features/tickets/new-ticket-screen.tsx', () =>
  import('../features/tickets/new-ticket-screen').then((m) => m.NewTicketScreen),
);
const SpecialityModulesScreen = lazyScreen('features/catalog/speciality-modules-screen.tsx', () =>
  import('../features/catalog/speciality-modules-screen').then((m) => m.SpecialityModulesScreen),
);
const TopicDetailScreen = lazyScreen('features/catalog/topic-detail-screen.tsx', () =>
  import('../features/catalog/topic-detail-screen').then((m) => m.TopicDetailScreen),
);
const TopicPracticeScreen = lazyScreen('features/catalog/topic-practice-screen.tsx', () =>
  import('../features/catalog/topic-practice-screen').then((m) => m.TopicPracticeScreen),
);
const TopicReviewScreen = lazyScreen('features/catalog/topic-review-screen.tsx', () =>
  import('../features/catalog/topic-review-screen').then((m) => m.TopicReviewScreen),
);
const ViewSummaryScreen = lazyScreen('features/catalog/view-summary-screen.tsx', () =>
  import('../features/catalog/view-summary-screen').then((m) => m.ViewSummaryScreen),
);
const CreateTestScreen = lazyScreen('features/practice/create-test-screen.tsx', () =>
  import('../features/practice/create-test-screen').then((m) => m.CreateTestScreen),
);
const OwnTestTakeScreen = lazyScreen('features/practice/own-test-take-screen.tsx', () =>
  import('../features/practice/own-test-take-screen').then((m) => m.OwnTestTakeScreen),
);
const OwnTestReviewScreen = lazyScreen('features/practice/own-test-review-screen.tsx', () =>
  import('../features/practice/own-test-review-screen').then((m) => m.OwnTestReviewScreen),
);
const ReviewScreen = lazyScreen('features/practice/review-screen.tsx', () => import('../features/practice/review-screen').then((m) => m.ReviewScreen));
const HelpScreen = lazyScreen('features/help/help-screen.tsx', () => import('../features/help/help-screen').then((m) => m.HelpScreen));
const NotFoundScreen = lazyScreen('app/not-found-screen.tsx', () => import('./not-found-screen').then((m) => m.NotFoundScreen));

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route path="/footer-details/:id" element={<FooterPageScreen />} />
        <Route path="/user-login" element={<LoginScreen />} />
        <Route path="/user-signup" element={<SignupScreen />} />
        <Route path="/user-otp" element={<OtpScreen />} />
        <Route path="/user-forget-password" element={<ForgotPasswordScreen />} />
        <Route path="/user-reset-password" element={<ResetPasswordScreen />} />
        <Route
          path="/menu"
          element={
            <RequireSession>
              <MembersLayout />
            </RequireSession>
          }
        >
          <Route index element={<DashboardScreen />} />
          <Route path="my-account" element={<MyAccountScreen />} />
          <Route path="tests" element={<TestsListScreen />} />
          <Route path="tests/take-test/:testID" element={<TakeTestScreen />} />
          <Route path="tests/check-answers/:testID" element={<CheckAnswersScreen />} />
          <Route path="create-test" element={<CreateTestScreen />} />
          {/* The learner's own tests (Create Test, the review deck) run in the take-test screen; their reviews lead back to Create Test. */}
          <Route
            path="create-test/take-test/:testID"
            element={<OwnTestTakeScreen renderTest={({ testId, reviewPath }) => <TakeTestScreen mode="custom" testId={testId} reviewPath={reviewPath} />} />}
          />
          <Route
            path="create-test/check-answers/:testID"
            element={<OwnTestReviewScreen renderReview={({ backTo, backLabel }) => <CheckAnswersScreen backTo={backTo} backLabel={backLabel} />} />}
          />
          <Route path="review" element={<ReviewScreen />} />
          <Route path="recharge" element={<RechargeScreen />} />
          <Route path="recharge/take-test/:testID" element={<TakeTestScreen mode="recharge" />} />
          <Route path="recharge/check-answers/:testID" element={<CheckAnswersScreen backTo="/menu/recharge" />} />
          <Route path="proficiency-percentage" element={<ProficiencyListScreen />} />
          <Route path="proficiency-percentage/:examId" element={<ProficiencyDetailScreen />} />
          <Route path="reports" element={<ReportsScreen />} />
          <Route path="results" element={<ResultsHistoryScreen />} />
          <Route path="membership" element={<MembershipScreen />} />
          <Route path="payment-failed" element={<PaymentFailedScreen />} />
          <Route path="tickets" element={<TicketsScreen />} />
          <Route path="tickets/view-all" element={<ManageTicketsScreen />} />
          <Route path="tickets/chat/new" element={<NewTicketScreen />} />
          <Route path="tickets/chat/:ticketId" element={<TicketChatScreen />} />
          <Route path="speciality-modules" element={<SpecialityModulesScreen />} />
          <Route path="speciality-modules/topic-detail/:topicID" element={<TopicDetailScreen />} />
          {/* A topic's practice test runs in the take-test screen; its review leads back to the topic. */}
          <Route
            path="speciality-modules/topic-detail/:topicID/take-test"
            element={<TopicPracticeScreen renderTest={({ testId, reviewPath }) => <TakeTestScreen testId={testId} reviewPath={reviewPath} />} />}
          />
          <Route
            path="speciality-modules/topic-detail/:topicID/check-answers/:testID"
            element={<TopicReviewScreen renderReview={({ backTo, backLabel }) => <CheckAnswersScreen backTo={backTo} backLabel={backLabel} />} />}
          />
          <Route path="view-summary" element={<ViewSummaryScreen />} />
          <Route path="help" element={<HelpScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
