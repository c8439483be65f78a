import { useLanguage } from '../../../i18n/use-language';
import { DataTable } from '../../../ui/data-table';
import type { MonthlyCount } from '../api/insight-types';
import { monthLabel, monthlyBarOptions } from '../lib/chart-options';
import { useChartColours } from '../lib/use-chart-colours';
import { useInsightsText } from '../use-insights-text';
import { ApexChart } from './apex-chart';
import { ChartCard } from './chart-card';

interface MonthlyChartProps {
  kind: 'testsTaken' | 'questions';
  months: MonthlyCount[] | undefined;
  loading: boolean;
  error?: string | undefined;
}

/** Number of Tests Taken or Number of Questions Attempted: a bar per month over the last 12. */
export function MonthlyChart({ kind, months, loading, error }: MonthlyChartProps) {
  const t = useInsightsText();
  const locale = useLanguage();
  const colours = useChartColours();
  const rows = (months ?? []).map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const total = rows.reduce((sum, m) => sum + m.count, 0);
  const name = t(`reports.${kind}.count`);
  return (
    <ChartCard
      title={t(`reports.${kind}.title`)}
      loading={loading}
      error={error}
      empty={total === 0}
      caption={t(`reports.${kind}.caption`, { total })}
      chart={
        <ApexChart
          type="bar"
          height={290}
          width="100%"
          series={[{ name, data: rows.map((m) => m.count) }]}
          options={monthlyBarOptions(
            colours,
            rows.map((m) => m.label),
            name,
            locale,
          )}
        />
      }
      table={
        <DataTable
          caption={t(`reports.${kind}.title`)}
          rows={rows}
          keyOf={(m) => m.month}
          loading={false}
          loadingLabel=""
          emptyText={t('reports.noData')}
          columns={[
            { header: t('reports.month'), cell: (m) => m.label },
            { header: name, cell: (m) => m.count, numeric: true },
          ]}
        />
      }
    />
  );
}
