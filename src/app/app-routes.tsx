import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LandingScreen } from '../features/content/landing-screen';
import { RequireSession } from './require-session';
import { RouteFallback } from './route-fallback';

// The landing page is the entry route and ships in the main chunk; every other area is its own chunk.
const FooterPageScreen = lazy(() => import('../features/content/footer-page-screen').then((m) => ({ default: m.FooterPageScreen })));
const LoginScreen = lazy(() => import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const SignupScreen = lazy(() => import('../features/auth/signup-screen').then((m) => ({ default: m.SignupScreen })));
const OtpScreen = lazy(() => import('../features/auth/otp-screen').then((m) => ({ default: m.OtpScreen })));
const ForgotPasswordScreen = lazy(() => import('../features/auth/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));
const ResetPasswordScreen = lazy(() => import('../features/auth/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })));
const MembersLayout = lazy(() => import('./members-layout').then((m) => ({ default: m.MembersLayout })));
const DashboardScreen = lazy(() => import('../features/insights/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const RechargeScreen = lazy(() => import('../features/insights/recharge-screen').then((m) => ({ default: m.RechargeScreen })));
const ProficiencyListScreen = lazy(() => import('../features/insights/proficiency-list-screen').then((m) => ({ default: m.ProficiencyListScreen })));
const ProficiencyDetailScreen = lazy(() => import('../features/insights/proficiency-detail-screen').then((m) => ({ default: m.ProficiencyDetailScreen })));
const ReportsScreen = lazy(() => import('../features/insights/reports-screen').then((m) => ({ default: m.ReportsScreen })));
const MyAccountScreen = lazy(() => import('../features/account/my-account-screen').then((m) => ({ default: m.MyAccountScreen })));
const TestsListScreen = lazy(() => import('../features/test-taking/tests-list-screen').then((m) => ({ default: m.TestsListScreen })));
const TakeTestScreen = lazy(() => import('../features/test-taking/take-test-screen').then((m) => ({ default: m.TakeTestScreen })));
const CheckAnswersScreen = lazy(() => import('../features/test-taking/check-answers-screen').then((m) => ({ default: m.CheckAnswersScreen })));
const MembershipScreen = lazy(() => import('../features/membership/membership-screen').then((m) => ({ default: m.MembershipScreen })));
const PaymentFailedScreen = lazy(() => import('../features/membership/payment-failed-screen').then((m) => ({ default: m.PaymentFailedScreen })));
const TicketsScreen = lazy(() => import('../features/tickets/tickets-screen').then((m) => ({ default: m.TicketsScreen })));
const ManageTicketsScreen = lazy(() => import('../features/tickets/manage-tickets-screen').then((m) => ({ default: m.ManageTicketsScreen })));
const TicketChatScreen = lazy(() => import('../features/tickets/ticket-chat-screen').then((m) => ({ default: m.TicketChatScreen })));
const NewTicketScreen = lazy(() => import('../features/tickets/new-ticket-screen').then((m) => ({ default: m.NewTicketScreen })));
const SpecialityModulesScreen = lazy(() => import('../features/catalog/speciality-modules-screen').then((m) => ({ default: m.SpecialityModulesScreen })));
const TopicDetailScreen = lazy(() => import('../features/catalog/topic-detail-screen').then((m) => ({ default: m.TopicDetailScreen })));
const TopicPracticeScreen = lazy(() => import('../features/catalog/topic-practice-screen').then((m) => ({ default: m.TopicPracticeScreen })));
const TopicReviewScreen = lazy(() => import('../features/catalog/topic-review-screen').then((m) => ({ default: m.TopicReviewScreen })));
const ViewSummaryScreen = lazy(() => import('../features/catalog/view-summary-screen').then((m) => ({ default: m.ViewSummaryScreen })));
const HelpScreen = lazy(() => import('../features/help/help-screen').then((m) => ({ default: m.HelpScreen })));
const NotFoundScreen = lazy(() => import('./not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

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
          <Route path="recharge" element={<RechargeScreen />} />
          <Route path="recharge/take-test/:testID" element={<TakeTestScreen mode="recharge" />} />
          <Route path="recharge/check-answers/:testID" element={<CheckAnswersScreen backTo="/menu/recharge" />} />
          <Route path="proficiency-percentage" element={<ProficiencyListScreen />} />
          <Route path="proficiency-percentage/:examId" element={<ProficiencyDetailScreen />} />
          <Route path="reports" element={<ReportsScreen />} />
          <Route path="membership" element={<MembershipScreen />} />
          <Route path="payment-failed" element={<PaymentFailedScreen />} />
          <Route path="tickets" element={<TicketsScreen />} />
          <Route path="tickets/view-all" element={<ManageTicketsScreen />} />
          <Route path="tickets/chat/new" element={<NewTicketScreen />} />
          <Route path="tickets/chat/:ticketId" element={<TicketChatScreen />} />
          <Route path="speciality-modules" element={<SpecialityModulesScreen />} />
          <Route path="speciality-modules/topic-detail/:topicID" element={<TopicDetailScreen />} />
          {/* A topic's practice test runs in the take-test screen; its review leads back to the topic. */}
          <Route path="speciality-modules/topic-detail/:topicID/take-test" element={<TopicPracticeScreen renderTest={({ testId, reviewPath }) => <TakeTestScreen testId={testId} reviewPath={reviewPath} />} />} />
          <Route path="speciality-modules/topic-detail/:topicID/check-answers/:testID" element={<TopicReviewScreen renderReview={({ backTo, backLabel }) => <CheckAnswersScreen backTo={backTo} backLabel={backLabel} />} />} />
          <Route path="view-summary" element={<ViewSummaryScreen />} />
          <Route path="help" element={<HelpScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
