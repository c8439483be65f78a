import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { useInsightsText } from '../use-insights-text';

interface ChartCardProps {
  title: string;
  loading: boolean;
  error?: string | undefined;
  /** No data yet: the card says 'No data to display' instead of drawing an empty chart. */
  empty: boolean;
  /** What the chart shows, in words: read by everyone, and the chart's accessible description. */
  caption: ReactNode;
  /** The chart (hidden from assistive technology: the caption and the table say it). */
  chart: ReactNode;
  /** The same numbers as a table, behind a toggle. */
  table: ReactNode;
  /** Text under the caption (calibration's verdicts). */
  footer?: ReactNode;
  /** What the figures are made of, next to them (confidence: only the levels the learner chose). */
  note?: string | undefined;
  /** What the card says instead of 'No data to display' when `empty`. */
  emptyText?: string | undefined;
}

/** One card of Reports: title, its own skeleton, the chart with a caption, and a data-table toggle. */
export function ChartCard({ title, loading, error, empty, caption, chart, table, footer, note, emptyText }: ChartCardProps) {
  const t = useInsightsText();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {loading ? (
        <div role="status" aria-busy="true" aria-label={t('reports.loading', { chart: title })}>
          <Skeleton height="12rem" radius="md" />
        </div>
      ) : error ? (
        <Alert kind="error">{error}</Alert>
      ) : empty ? (
        <Empty>{emptyText ?? t('reports.noData')}</Empty>
      ) : (
        <>
          <Figure aria-describedby={`${id}-caption`}>
            {/* ApexCharts draws for left to right (axes, its HTML legend and tooltips): the chart stays ltr in an rtl page;
                the caption and the table say it in the page's direction. */}
            <div aria-hidden="true" dir="ltr">
              {chart}
            </div>
            <figcaption id={`${id}-caption`}>{caption}</figcaption>
          </Figure>
          {note ? <Note>{note}</Note> : null}
          {footer}
          <Button variant="secondary" size="md" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable((s) => !s)}>
            {showTable ? t('reports.hideTable') : t('reports.showTable')}
          </Button>
          <div id={`${id}-table`} hidden={!showTable}>
            {showTable ? table : null}
          </div>
        </>
      )}
    </Panel>
  );
}

const Panel = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  display: grid;
  /* One column no wider than the card: a wide data table (calibration's months) scrolls in its own box instead of widening the card past a phone's screen. */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  > * { width: 100%; }
  > button { width: auto; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div { width: 100%; max-width: 400px; min-height: 188px; }
  figcaption { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

const Empty = styled.p`
  display: grid;
  place-items: center;
  min-height: 12rem;
  color: ${({ theme }) => theme.color.text.muted};
`;
