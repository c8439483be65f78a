import { useLanguage } from '../../../i18n/use-language';
import styled from 'styled-components';
import { formatPercent } from '../../../tenant/intl-format';
import { DataTable } from '../../../ui/data-table';
import type { CalibrationData } from '../api/insight-types';
import { calibrationVerdict } from '../lib/calibration-verdict';
import { calibrationLineOptions, monthLabel } from '../lib/chart-options';
import { useChartColours } from '../lib/use-chart-colours';
import { useInsightsText } from '../use-insights-text';
import { ApexChart } from './apex-chart';
import { ChartCard } from './chart-card';

interface CalibrationChartProps {
  data: CalibrationData | undefined;
  /** Whether the learner has any result: without one the card has no data; with some, none had a chosen level. */
  answered: boolean;
  loading: boolean;
  error?: string | undefined;
}

/** A confidence level as the learner's language names it (the data names it as the spec does, in English capitals). */
const LEVEL_KEYS: Record<string, string> = { 'I KNOW IT': 'iKnowIt', 'THINK SO': 'thinkSo', 'NOT SURE': 'notSure', 'NO IDEA': 'noIdea' };

const VERDICT_KEYS = { over: 'reports.calibration.verdictOver', under: 'reports.calibration.verdictUnder', good: 'reports.calibration.verdictGood' } as const;

/** Beyond the spec: for each confidence level, how often the learner was right, overall and month by month. */
export function CalibrationChart({ data, answered, loading, error }: CalibrationChartProps) {
  const t = useInsightsText();
  const locale = useLanguage();
  const colours = useChartColours();
  const overall = data?.overall ?? [];
  const levelName = (level: string) => (LEVEL_KEYS[level] ? t(`reports.calibration.levels.${LEVEL_KEYS[level]}`) : level);
  const months = data?.months ?? [];
  return (
    <ChartCard
      title={t('reports.calibration.title')}
      loading={loading}
      error={error}
      empty={overall.every((l) => l.answers === 0)}
      emptyText={answered ? t('reports.calibration.noneChosen') : undefined}
      caption={t('reports.calibration.caption')}
      note={t('reports.chosenOnly')}
      chart={
        <ApexChart
          type="line"
          height={290}
          width="100%"
          series={overall.map((level, i) => ({ name: levelName(level.level), data: months.map((m) => m.levels[i]?.accuracy ?? null) }))}
          options={calibrationLineOptions(
            colours,
            months.map((m) => monthLabel(m.month, locale)),
            locale,
          )}
        />
      }
      footer={
        <Levels>
          {overall.map((level) => {
            const verdict = calibrationVerdict(level);
            return (
              <li key={level.level}>
                <strong>{levelName(level.level)}</strong>{' '}
                {level.accuracy === null
                  ? t('reports.calibration.never')
                  : t('reports.calibration.summary', { accuracy: formatPercent(level.accuracy, locale), correct: level.correct, answers: level.answers })}
                {verdict !== 'unknown' ? <span> {t(VERDICT_KEYS[verdict])}</span> : null}
              </li>
            );
          })}
        </Levels>
      }
      table={
        <DataTable
          caption={t('reports.calibration.title')}
          rows={overall}
          keyOf={(l) => l.level}
          loading={false}
          loadingLabel=""
          emptyText={t('reports.noData')}
          columns={[
            { header: t('reports.calibration.level'), cell: (l) => levelName(l.level) },
            { header: t('reports.calibration.promise'), cell: (l) => formatPercent(l.expected, locale), numeric: true },
            { header: t('reports.calibration.answers'), cell: (l) => l.answers, numeric: true },
            { header: t('reports.calibration.right'), cell: (l) => (l.accuracy === null ? '–' : formatPercent(l.accuracy, locale)), numeric: true },
            ...months.map((m) => ({
              header: monthLabel(m.month, locale),
              cell: (l: (typeof overall)[number]) => {
                const a = m.levels.find((x) => x.level === l.level)?.accuracy;
                return a == null ? '–' : formatPercent(a, locale);
              },
              numeric: true,
            })),
          ]}
        />
      }
    />
  );
}

const Levels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
