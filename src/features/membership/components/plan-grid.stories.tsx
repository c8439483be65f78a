import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlanGrid } from './plan-grid';
import { fixtureId, plans } from './story-fixtures';

const meta = {
  title: 'Membership/PlanGrid',
  component: PlanGrid,
  args: { plans, loading: false, isPending: (_planId: string): boolean => false, onUpgrade: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plans: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Upgrade Now' }).length).toBeGreaterThanOrEqual(3);
  },
};

/** Three placeholder cards while the plans load. */
export const Loading: Story = {
  args: { plans: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status', { name: 'Loading plans' })[0]!;
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(3);
  },
};

/** One card's checkout is starting; the others are untouched. */
export const OnePending: Story = {
  args: { isPending: (id) => id === fixtureId(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getAllByRole('article', { name: 'Three Months' })[0]!).getByRole('status')).toBeInTheDocument();
    await expect(within(canvas.getAllByRole('article', { name: 'One Month' })[0]!).queryByRole('status')).toBeNull();
  },
};

export const NoneOnSale: Story = { args: { plans: [] } };
