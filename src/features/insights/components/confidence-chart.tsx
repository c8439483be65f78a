import { useLanguage } from '../../../i18n/use-language';
import { formatPercent } from '../../../tenant/intl-format';
import { DataTable } from '../../../ui/data-table';
import type { PieChartData } from '../api/insight-types';
import { confidenceDonutOptions } from '../lib/chart-options';
import { useChartColours } from '../lib/use-chart-colours';
import { useInsightsText } from '../use-insights-text';
import { ApexChart } from './apex-chart';
import { ChartCard } from './chart-card';

interface ConfidenceChartProps {
  data: PieChartData | null | undefined;
  loading: boolean;
  error?: string | undefined;
}

/**
 * Confidence: a doughnut of the latest test's confidence (from the answers whose confidence the
 * learner chose, which it says), with its name and correct answers out of the total.
 */
export function ConfidenceChart({ data, loading, error }: ConfidenceChartProps) {
  const t = useInsightsText();
  const colours = useChartColours();
  const language = useLanguage();
  const labels: [string, string] = [t('reports.confidence.label'), t('reports.confidence.rest')];
  // The figure comes from the answers whose confidence the learner chose: a test where they chose none has no figure.
  const noneChosen = data != null && data.confidence_answers === 0;
  return (
    <ChartCard
      title={t('reports.confidence.title')}
      loading={loading}
      error={error}
      empty={!data || noneChosen}
      emptyText={noneChosen ? t('reports.confidence.noneChosen', { test: data.test_name, correct: data.correct_answer, total: data.total }) : undefined}
      note={t('reports.chosenOnly')}
      caption={
        data
          ? t('reports.confidence.caption', {
              test: data.test_name,
              confidence: formatPercent(data.confidence, language),
              correct: data.correct_answer,
              total: data.total,
            })
          : ''
      }
      footer={data ? <p>{t('reports.confidence.correct', { correct: data.correct_answer, total: data.total })}</p> : null}
      chart={
        data ? (
          <ApexChart
            type="donut"
            height={240}
            width="100%"
            series={data.graphdata}
            options={confidenceDonutOptions(colours, labels, formatPercent(data.confidence, language))}
          />
        ) : null
      }
      table={
        data ? (
          <DataTable
            caption={t('reports.confidence.title')}
            rows={labels.map((label, i) => ({ label, value: data.graphdata[i] ?? 0 }))}
            keyOf={(r) => r.label}
            loading={false}
            loadingLabel=""
            emptyText={t('reports.noData')}
            columns={[
              { header: t('reports.confidence.label'), cell: (r) => r.label },
              { header: t('reports.confidence.value'), cell: (r) => formatPercent(r.value, language), numeric: true },
            ]}
          />
        ) : null
      }
    />
  );
}
