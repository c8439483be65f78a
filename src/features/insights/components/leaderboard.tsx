import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { DataTable } from '../../../ui/data-table';
import type { LeaderboardEntry } from '../api/insight-types';
import { useLanguage } from '../../../i18n/use-language';
import { formatPercent } from '../../../tenant/intl-format';
import { useInsightsText } from '../use-insights-text';

interface LeaderboardProps {
  rows: LeaderboardEntry[] | undefined;
  loading: boolean;
  failed: boolean;
}

const isYou = (row: LeaderboardEntry) => row.name === 'You';

/**
 * The 5 rows around the learner ('You'): rank, name, performance and attempted percentages. A
 * learner without results is not ranked: they see the top of the board and how to get onto it.
 */
export function Leaderboard({ rows, loading, failed }: LeaderboardProps) {
  const t = useInsightsText();
  const language = useLanguage();
  if (loading) return <Loading role="status">{t('dashboard.leaderboard.loading')}</Loading>;
  if (failed) return <Alert kind="error">{t('dashboard.leaderboard.failed')}</Alert>;
  const table = (
    <DataTable
      caption={t('dashboard.leaderboard.heading')}
      rows={rows}
      // Neither rank nor name is unique: learners share ranks, and every hidden name is 'Learner'.
      keyOf={(_, index) => String(index)}
      loading={false}
      loadingLabel={t('dashboard.leaderboard.loading')}
      emptyText={t('dashboard.leaderboard.empty')}
      highlight={isYou}
      columns={[
        { header: t('dashboard.leaderboard.rank'), cell: (r) => r.rank, numeric: true },
        { header: t('dashboard.leaderboard.name'), cell: (r) => r.name },
        { header: t('dashboard.leaderboard.performance'), cell: (r) => formatPercent(r.performance, language), numeric: true },
        { header: t('dashboard.leaderboard.attempted'), cell: (r) => formatPercent(r.attemptedPercentage, language), numeric: true },
      ]}
    />
  );
  if (!rows?.length || rows.some(isYou)) return table;
  return (
    <>
      {table}
      <Note>{t('dashboard.leaderboard.notRanked')}</Note>
    </>
  );
}

const Loading = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Note = styled.p`
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
