import { useLanguage } from '../../../i18n/use-language';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import { formatNumber, formatPercent } from '../../../tenant/intl-format';
import { DataTable } from '../../../ui/data-table';
import type { ConfidenceChartData } from '../api/insight-types';
import { versusBarOptions } from '../lib/chart-options';
import { useChartColours } from '../lib/use-chart-colours';
import { useInsightsText } from '../use-insights-text';
import { ApexChart } from './apex-chart';
import { ChartCard } from './chart-card';

interface VersusChartProps {
  data: ConfidenceChartData | undefined;
  loading: boolean;
  error?: string | undefined;
}

/** Confidence VS Performance: grouped bars of confidence, performance and time taken per recent test, with value labels. */
export function VersusChart({ data, loading, error }: VersusChartProps) {
  const t = useInsightsText();
  const colours = useChartColours();
  const language = useLanguage();
  const phone = usePhoneWidth();
  const tests = data?.xLabels ?? [];
  // Confidence is null for a test where the learner chose no confidence level: no bar, '–' in the table.
  const rows = tests.map((name, i) => ({ key: `${i}`, name, confidence: data!.pData[i] ?? null, performance: data!.uData[i]!, time: data!.qData[i]! }));
  return (
    <ChartCard
      title={t('reports.versus.title')}
      loading={loading}
      error={error}
      empty={tests.length === 0}
      caption={t('reports.versus.caption', { count: tests.length })}
      note={t('reports.chosenOnly')}
      chart={
        <ApexChart
          type="bar"
          height={290}
          width="100%"
          series={[
            { name: t('reports.versus.confidence'), data: rows.map((r) => r.confidence) },
            { name: t('reports.versus.performance'), data: rows.map((r) => r.performance) },
            { name: t('reports.versus.time'), data: rows.map((r) => r.time) },
          ]}
          options={versusBarOptions(colours, tests, language, {
            series: [t('reports.versus.confidence'), t('reports.versus.performance'), t('reports.versus.time')],
            percentTitle: t('reports.versus.percentAxis'),
            minutesTitle: t('reports.versus.minutesAxis'),
            ...(phone ? { compact: { minutesTitle: t('reports.versus.minutesAxisShort') } } : {}),
          })}
        />
      }
      table={
        <DataTable
          caption={t('reports.versus.title')}
          rows={rows}
          keyOf={(r) => r.key}
          loading={false}
          loadingLabel=""
          emptyText={t('reports.noData')}
          columns={[
            { header: t('reports.versus.test'), cell: (r) => r.name },
            { header: t('reports.versus.confidence'), cell: (r) => (r.confidence === null ? '–' : formatPercent(r.confidence, language)), numeric: true },
            { header: t('reports.versus.performance'), cell: (r) => formatPercent(r.performance, language), numeric: true },
            { header: t('reports.versus.time'), cell: (r) => formatNumber(r.time, language), numeric: true },
          ]}
        />
      }
    />
  );
}
