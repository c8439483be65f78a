import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { DataTable } from '../../../ui/data-table';
import type { LeaderboardEntry } from '../api/insight-types';
import { useInsightsText } from '../use-insights-text';

interface LeaderboardProps {
  rows: LeaderboardEntry[] | undefined;
  loading: boolean;
  failed: boolean;
}

const pct = (n: number) => `${Number(n.toFixed(2))}%`;

/** The 5 rows around the learner ('You'): rank, name, performance and attempted percentages. */
export function Leaderboard({ rows, loading, failed }: LeaderboardProps) {
  const t = useInsightsText();
  if (loading) return <Loading role="status">{t('dashboard.leaderboard.loading')}</Loading>;
  if (failed) return <Alert kind="error">{t('dashboard.leaderboard.failed')}</Alert>;
  return (
    <DataTable
      caption={t('dashboard.leaderboard.heading')}
      rows={rows}
      keyOf={(r) => `${r.rank}-${r.name}`}
      loading={false}
      loadingLabel={t('dashboard.leaderboard.loading')}
      emptyText={t('dashboard.leaderboard.empty')}
      highlight={(r) => r.name === 'You'}
      columns={[
        { header: t('dashboard.leaderboard.rank'), cell: (r) => r.rank, numeric: true },
        { header: t('dashboard.leaderboard.name'), cell: (r) => r.name },
        { header: t('dashboard.leaderboard.performance'), cell: (r) => pct(r.performance), numeric: true },
        { header: t('dashboard.leaderboard.attempted'), cell: (r) => pct(r.attemptedPercentage), numeric: true },
      ]}
    />
  );
}

const Loading = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
`;
