import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import type { ProficiencyDetail } from './api/insight-types';
import { LONG_TEST_NAME, proficiencyDetail, proficiencyList } from './components/story-fixtures';
import { ProficiencyDetailScreen } from './proficiency-detail-screen';

const REPORT_ID = proficiencyList[0]!._id;
const PATH = `/menu/proficiency-percentage/${REPORT_ID}`;

function server(detail: ProficiencyDetail | StoryAnswer = proficiencyDetail) {
  return stubFetch((url) => {
    if (url.pathname === `/api/user/view-proficiency/${REPORT_ID}`) return detail === 'pending' || 'body' in detail ? detail : { body: { data: detail } };
    return undefined;
  });
}

/** The screen at its route, with the report id as examId. */
function ProficiencyDetailAt() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATH) void navigate(PATH, { replace: true });
  }, [navigate, pathname]);
  return (
    <Routes>
      <Route path="/menu/proficiency-percentage/:examId" element={<ProficiencyDetailScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const meta = {
  title: 'Insights/ProficiencyDetailScreen',
  component: ProficiencyDetailAt,
  beforeEach: server(),
} satisfies Meta<typeof ProficiencyDetailAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exam's name as title, the overall bar, then each topic and its subtopics to 2 decimals. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: LONG_TEST_NAME })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: `Overall score of ${LONG_TEST_NAME}` })).toHaveAttribute('aria-valuetext', '76.00%');
    const neonatology = canvas.getByRole('region', { name: 'Neonatology' });
    await expect(within(neonatology).getByRole('meter', { name: 'Neonatology' })).toHaveAttribute('aria-valuetext', '66.67%');
    const subtopics = within(neonatology).getByRole('list', { name: 'Subtopics of Neonatology' });
    await expect(
      within(subtopics)
        .getAllByRole('meter')
        .map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuetext')]),
    ).toEqual([
      ['Neonatal jaundice', '75.00%'],
      ['Respiratory distress', '33.33%'],
      ['Feeding problems', '87.50%'],
    ]);
    await expect(within(canvas.getByRole('region', { name: 'Acute illness' })).getByText('0.00%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Proficiency' })).toHaveAttribute('href', '/menu/proficiency-percentage');
  },
};

export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading proficiency' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Back to Proficiency' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: server({ status: 404, body: { message: 'Report not found' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Report not found');
  },
};
