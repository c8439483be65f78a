import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowLink } from '../arrow-link';
import { Button } from '../button';
import { Panel } from './panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: {
    id: 'recent-results',
    heading: 'Recent Results',
    action: (
      <ArrowLink to="/menu/proficiency-percentage" aria-label="View all: Recent Results">
        View All
      </ArrowLink>
    ),
    children: <p>Your latest scores appear here.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, with View All at the heading's end (its accessible name says what it lists). */
export const WithViewAll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent Results' });
    const link = within(region).getByRole('link', { name: 'View all: Recent Results' });
    await expect(link).toHaveAttribute('href', '/menu/proficiency-percentage');
    await expect(link).toHaveTextContent('View All');
    await expect(within(region).getByText('Your latest scores appear here.')).toBeVisible();
  },
};

/** Manage Tickets: a button as the action. */
export const WithButton: Story = {
  args: { id: 'my-tickets', heading: 'My Tickets', action: <Button>+ Create Ticket</Button>, children: <p>No ticket found!</p> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'My Tickets' });
    await expect(within(region).getByRole('button', { name: '+ Create Ticket' })).toBeVisible();
  },
};

/** The leaderboard's panel has no action. */
export const WithoutAction: Story = {
  args: { id: 'leaderboard', heading: 'Leaderboard', action: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Leaderboard' });
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
