import styled from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Screen } from '../../ui/screen';
import { useCalibration, useConfidencePie, useConfidenceSeries, useQuestionsPerMonth, useTestsPerMonth } from './api/get-report-charts';
import { CalibrationChart } from './components/calibration-chart';
import { ConfidenceChart } from './components/confidence-chart';
import { MonthlyChart } from './components/monthly-chart';
import { VersusChart } from './components/versus-chart';
import { useInsightsText } from './use-insights-text';

/** Reports (spec): four chart cards, each loading on its own, and the confidence calibration card. */
export function ReportsScreen() {
  const t = useInsightsText();
  usePageTitle(t('reports.title'));
  const tests = useTestsPerMonth();
  const pie = useConfidencePie();
  const versus = useConfidenceSeries();
  const questions = useQuestionsPerMonth();
  const calibration = useCalibration();
  return (
    <Screen $width="wide">
      <header>
        <h1>{t('reports.title')}</h1>
        <p>{t('reports.lead')}</p>
      </header>
      <Grid>
        <MonthlyChart kind="testsTaken" months={tests.data} loading={tests.isPending} error={tests.error?.message} />
        <ConfidenceChart data={pie.data} loading={pie.isPending} error={pie.error?.message} />
        <VersusChart data={versus.data} loading={versus.isPending} error={versus.error?.message} />
        <MonthlyChart kind="questions" months={questions.data} loading={questions.isPending} error={questions.error?.message} />
        <CalibrationChart
          data={calibration.data}
          answered={(tests.data ?? []).some((m) => m.count > 0)}
          loading={calibration.isPending}
          error={calibration.error?.message}
        />
      </Grid>
    </Screen>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
`;
