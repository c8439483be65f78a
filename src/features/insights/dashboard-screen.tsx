import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useProfile } from '../../api/profile';
import { useNeedsPlan } from '../../lib/use-needs-plan';
import { useTenant } from '../../tenant/tenant-context';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { ArrowLink } from '../../ui/arrow-link';
import { Panel } from '../../ui/panel';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { useDashboard } from './api/get-dashboard';
import { useLeaderboard } from './api/get-leaderboard';
import { CountCards } from './components/count-cards';
import { Leaderboard } from './components/leaderboard';
import { RecentResults } from './components/recent-results';
import { RecentTests } from './components/recent-tests';
import { RecentTickets } from './components/recent-tickets';
import { useInsightsText } from './use-insights-text';

// The review deck's card comes in its own small chunk after the screen has drawn: it never delays the first paint.
const ReviewDeckNudge = lazy(() => import('./components/review-deck-card').then((m) => ({ default: m.ReviewDeckNudge })));

/** The members area's home (spec Dashboard): counts, recent results, newest tests, the leaderboard and new tickets. */
export function DashboardScreen() {
  const t = useInsightsText();
  const { features } = useTenant();
  const dashboard = useDashboard();
  const needsPlan = useNeedsPlan();
  usePageTitle(t('dashboard.title'));
  const data = dashboard.data;
  const viewAll = (to: string, what: string) => (
    <ArrowLink to={to} aria-label={t('dashboard.viewAllLabel', { what })}>
      {t('dashboard.viewAll')}
    </ArrowLink>
  );
  return (
    <Screen $width="wide">
      <header>
        <Welcome />
        <p>{t('dashboard.lead')}</p>
      </header>
      {dashboard.isError ? <Alert kind="error">{dashboard.error.message}</Alert> : null}
      <CountCards data={data} loading={dashboard.isPending} />
      {features.reviewDeck ? (
        <Suspense fallback={null}>
          <ReviewDeckNudge />
        </Suspense>
      ) : null}
      <Columns>
        <Panel
          id="recent-results"
          heading={t('dashboard.results.heading')}
          action={
            <Links>
              {viewAll('/menu/proficiency-percentage', t('dashboard.results.heading'))}
              <AllResultsLink />
            </Links>
          }
        >
          <RecentResults reports={data?.reports} loading={dashboard.isPending} />
        </Panel>
        <Panel id="recent-tests" heading={t('dashboard.tests.heading')} action={viewAll('/menu/tests', t('dashboard.tests.heading'))}>
          <RecentTests tests={data?.tests} loading={dashboard.isPending} needsPlan={needsPlan} />
        </Panel>
        {features.leaderboard ? <LeaderboardPanel /> : null}
        {features.tickets ? (
          <Panel id="new-tickets" heading={t('dashboard.tickets.heading')} action={viewAll('/menu/tickets/view-all', t('dashboard.tickets.heading'))}>
            <RecentTickets tickets={data?.tickets} loading={dashboard.isPending} />
          </Panel>
        ) : null}
      </Columns>
    </Screen>
  );
}

// Each of these asks for its own data, so that its answer redraws it alone, not the whole screen.

function AllResultsLink() {
  const t = useInsightsText();
  return (
    <ArrowLink to="/menu/results" aria-label={t('dashboard.allResultsLabel')}>
      {t('dashboard.allResults')}
    </ArrowLink>
  );
}

function Welcome() {
  const t = useInsightsText();
  const { data: user } = useProfile();
  return user ? <h1>{t('dashboard.welcome', { firstName: user.first_name, lastName: user.last_name })}</h1> : <Skeleton height="2.5rem" width="60%" />;
}

function LeaderboardPanel() {
  const t = useInsightsText();
  const leaderboard = useLeaderboard(t('dashboard.leaderboard.failed'));
  return (
    <Panel id="leaderboard" heading={t('dashboard.leaderboard.heading')}>
      <Leaderboard rows={leaderboard.data} loading={leaderboard.isPending} failed={leaderboard.isError} />
    </Panel>
  );
}

/** The Recent Results panel's two links: View All (spec) and All results. */
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** Two panels side by side only where each is wide enough for a five-column table (status included) without scrolling. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 34rem), 1fr));
`;
