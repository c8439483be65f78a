import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatNumber, formatPercent } from '../../../tenant/intl-format';
import { DataTable } from '../../../ui/data-table';
import type { ReportHistoryItem } from '../api/insight-types';
import { reviewPath } from '../lib/review-path';
import { useResultsHistoryText } from '../lib/use-results-history-text';

interface ResultsHistoryTableProps {
  reports: readonly ReportHistoryItem[] | undefined;
  loading: boolean;
}

/** Every result loaded so far: the test's name (opening its review), kind, score, percentage and date. */
export function ResultsHistoryTable({ reports, loading }: ResultsHistoryTableProps) {
  const t = useResultsHistoryText();
  const locale = useLanguage();
  return (
    <DataTable
      caption={t('caption')}
      rows={reports}
      keyOf={(r) => r._id}
      loading={loading}
      loadingLabel={t('loading')}
      skeletonRows={8}
      emptyText={t('empty')}
      columns={[
        {
          header: t('name'),
          cell: (r) => (
            <Link to={reviewPath(r.test._id, r._id, 'results')} aria-label={t('review', { name: r.test.test_name })}>
              {r.test.test_name}
            </Link>
          ),
        },
        { header: t('kind'), cell: (r) => t(`kinds.${r.kind}`) },
        {
          header: t('score'),
          cell: (r) => t('scoreValue', { correct: formatNumber(r.correct_answers, locale), total: formatNumber(r.total, locale) }),
          numeric: true,
        },
        { header: t('percentage'), cell: (r) => formatPercent(r.percentage, locale), numeric: true },
        { header: t('date'), cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt, 'short', locale)}</time> },
      ]}
    />
  );
}
