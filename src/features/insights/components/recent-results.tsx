import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../tenant/intl-format';
import { DataTable } from '../../../ui/data-table';
import type { DashboardReport } from '../api/insight-types';
import { cutText } from '../lib/cut-text';
import { reviewPath } from '../lib/review-path';
import { useInsightsText } from '../use-insights-text';

interface RecentResultsProps {
  reports: DashboardReport[] | undefined;
  loading: boolean;
}

/** The learner's latest results: test name (cut at 30; it opens the result's review), type, questions, date and score. */
export function RecentResults({ reports, loading }: RecentResultsProps) {
  const t = useInsightsText();
  const locale = useLanguage();
  return (
    <DataTable
      caption={t('dashboard.results.heading')}
      rows={reports}
      keyOf={(r) => r._id}
      loading={loading}
      loadingLabel={t('dashboard.results.loading')}
      emptyText={t('dashboard.results.empty')}
      columns={[
        {
          header: t('dashboard.results.name'),
          cell: (r) => (
            <Link to={reviewPath(r.test._id, r._id, 'dashboard')} title={r.test.test_name}>
              {cutText(r.test.test_name)}
            </Link>
          ),
        },
        { header: t('dashboard.results.type'), cell: (r) => t(`testType.${r.test.test_type}`) },
        { header: t('dashboard.results.questions'), cell: (r) => r.test.number_of_questions, numeric: true },
        { header: t('dashboard.results.date'), cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt, 'short', locale)}</time> },
        { header: t('dashboard.results.score'), cell: (r) => t('dashboard.results.scoreValue', { correct: r.correct_answers, total: r.total }), numeric: true },
      ]}
    />
  );
}
