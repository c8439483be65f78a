import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, renderWeb, stubApi } from '../../../tests/support/render-web';
import { CalibrationChart } from './components/calibration-chart';
import { ConfidenceChart } from './components/confidence-chart';
import { CountCards } from './components/count-cards';
import { Leaderboard } from './components/leaderboard';
import { ProficiencyCard } from './components/proficiency-card';
import {
  calibration,
  confidencePie,
  confidenceSeries,
  dashboard,
  leaderboard,
  LONG_TEST_NAME,
  proficiencyDetail,
  proficiencyList,
} from './components/story-fixtures';
import { VersusChart } from './components/versus-chart';
import { calibrationLineOptions } from './lib/chart-options';
import { ProficiencyDetailScreen } from './proficiency-detail-screen';

const LRM = '\u200e';
/** How each language writes these percentages (Intl's CLDR data); en-GB is the spec's. */
const cases = [
  { language: 'en-GB', pct: (n: string) => `${n}%` },
  { language: 'ar', pct: (n: string) => `${n}${LRM}%${LRM}` },
];
const colours = { series: ['#111', '#222', '#333', '#444'] as [string, string, string, string], text: '#000', muted: '#666', grid: '#ccc', font: 'sans-serif' };
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("insights' percentages, in the learner's active language", () => {
  it.each(cases)('$language: the leaderboard and the dashboard counts', ({ language, pct }) => {
    renderWeb(
      <>
        <Leaderboard rows={leaderboard} loading={false} failed={false} />
        <CountCards data={dashboard} loading={false} />
      </>,
      { language },
    );
    const you = screen.getAllByRole('row').find((row) => row.textContent?.includes('You'))!;
    expect(cells(you)).toEqual(['8', 'You', pct('76.13'), pct('37.5')]);
    const cards = within(screen.getByRole('list', { name: 'Your progress' })).getAllByRole('listitem');
    expect(cards.map((card) => card.lastElementChild?.textContent)).toEqual([
      `${pct('37.5')} attempted`,
      `${pct('30')} attempted`,
      `${pct('42.86')} attempted`,
    ]);
  });

  it.each(cases)('$language: a proficiency card and the proficiency detail (2 decimals)', async ({ language, pct }) => {
    renderWeb(<ProficiencyCard report={proficiencyList[0]!} />, { language });
    expect(screen.getByRole('meter', { name: `Overall score of ${LONG_TEST_NAME}` }).getAttribute('aria-valuetext')).toBe(pct('76'));
    stubApi((url) => (url.pathname.startsWith('/api/user/view-proficiency/') ? { body: { data: proficiencyDetail } } : undefined));
    renderAt('/menu/proficiency-percentage/r1', [{ path: '/menu/proficiency-percentage/:examId', element: <ProficiencyDetailScreen /> }], undefined, language);
    const region = await screen.findByRole('region', { name: 'Neonatology' });
    expect(
      within(region)
        .getAllByRole('meter')
        .map((m) => m.getAttribute('aria-valuetext')),
    ).toEqual([pct('66.67'), pct('75.00'), pct('33.33'), pct('87.50')]);
  });

  it.each(cases)('$language: the Reports cards, their captions and data tables', async ({ language, pct }) => {
    const u = userEvent.setup();
    renderWeb(
      <>
        <ConfidenceChart data={confidencePie} loading={false} />
        <VersusChart data={confidenceSeries} loading={false} />
        <CalibrationChart data={calibration} answered loading={false} />
      </>,
      { language },
    );
    const caption = (title: string) =>
      document.getElementById(
        within(screen.getByRole('region', { name: title }))
          .getByRole('figure')
          .getAttribute('aria-describedby')!,
      )?.textContent;
    expect(caption('Confidence')).toBe(`Your confidence in your latest test, ${LONG_TEST_NAME}: ${pct('72.5')}. You got 38 of 50 right.`);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(new RegExp(`^I KNOW IT ${pct('80')} right \\(96 of 120\\)`));
    for (const button of screen.getAllByRole('button', { name: 'Show data table' })) await u.click(button);
    const confidence = within(screen.getByRole('table', { name: 'Confidence' }))
      .getAllByRole('row')
      .slice(1);
    expect(confidence.map(cells)).toEqual([
      ['Confidence', pct('72.5')],
      ['Not confident', pct('27.5')],
    ]);
    const versus = within(screen.getByRole('table', { name: 'Confidence VS Performance' }))
      .getAllByRole('row')
      .at(-1)!;
    expect(cells(versus)).toEqual([LONG_TEST_NAME, pct('72.5'), pct('76'), '66.3']);
    const sure = within(screen.getByRole('table', { name: 'Confidence calibration' })).getAllByRole('row')[1]!;
    expect(cells(sure).slice(0, 4)).toEqual(['I KNOW IT', pct('100'), '120', pct('80')]);
    const axis = calibrationLineOptions(colours, [], language).yaxis as { labels: { formatter: (v: number) => string } };
    expect(axis.labels.formatter(49.6)).toBe(pct('50'));
  });
});
