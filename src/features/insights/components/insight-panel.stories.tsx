import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsightPanel } from './insight-panel';

const meta = {
  title: 'Insights/InsightPanel',
  component: InsightPanel,
  args: {
    id: 'recent-results',
    heading: 'Recent Results',
    viewAll: { to: '/menu/proficiency-percentage', text: 'View All', label: 'View all: Recent Results' },
    children: <p>Your latest scores appear here.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InsightPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, with View All (its accessible name says what it lists). */
export const WithViewAll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent Results' });
    const link = within(region).getByRole('link', { name: 'View all: Recent Results' });
    await expect(link).toHaveAttribute('href', '/menu/proficiency-percentage');
    await expect(link).toHaveTextContent('View All');
    await expect(within(region).getByText('Your latest scores appear here.')).toBeVisible();
  },
};

/** The leaderboard's panel has no View All. */
export const WithoutViewAll: Story = {
  args: { id: 'leaderboard', heading: 'Leaderboard', viewAll: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Leaderboard' });
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
