import { useTheme } from 'styled-components';
import type { ChartColours } from './chart-options';

/** The tenant theme's chart colours, as literal values. */
export function useChartColours(): ChartColours {
  const { raw } = useTheme();
  const c = raw.color;
  return {
    series: [c.chart.series1, c.chart.series2, c.chart.series3, c.chart.series4],
    text: c.text.default,
    muted: c.text.muted,
    grid: c.border.default,
    font: raw.font.family.body,
  };
}
