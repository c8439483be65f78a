import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProficiencyCard } from './proficiency-card';
import { LONG_TEST_NAME, proficiencyList } from './story-fixtures';

const meta = {
  title: 'Insights/ProficiencyCard',
  component: ProficiencyCard,
  args: { report: proficiencyList[0]! },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <ProficiencyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProficiencyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One past exam: name, date, duration, score, its bar, and View Proficiency to the report's id. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByRole('heading', { name: LONG_TEST_NAME })).toBeVisible();
    await expect(card.getByText('Taken on 12 Mar 2026')).toBeVisible();
    await expect(card.getByText('75 min')).toBeVisible();
    await expect(card.getByText('Score: 38 / 50')).toBeVisible();
    await expect(card.getByRole('meter', { name: `Overall score of ${LONG_TEST_NAME}` })).toHaveAttribute('aria-valuetext', '76%');
    const view = card.getByRole('link', { name: `View Proficiency: ${LONG_TEST_NAME}, 12 Mar 2026` });
    await expect(view).toHaveTextContent('View Proficiency');
    await expect(view.getAttribute('href')).toMatch(new RegExp(`/${proficiencyList[0]!._id}$`));
  },
};

/** A low score: the bar in the lowest band. */
export const LowScore: Story = {
  args: { report: proficiencyList[3]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuetext', '36.67%');
  },
};
