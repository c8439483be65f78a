import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../card';
import { Skeleton } from '../skeleton';
import { CardList } from './card-list';

const modules = [
  { id: 'cardio', name: 'Cardiology drill' },
  { id: 'resp', name: 'Respiratory round' },
  { id: 'renal', name: 'Renal and urology' },
];

const meta = {
  title: 'UI/CardList',
  component: CardList<{ id: string; name: string }>,
  parameters: { layout: 'padded' },
  args: {
    items: modules,
    loading: false,
    loadingLabel: 'Loading modules',
    placeholders: 3,
    placeholder: (
      <>
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="4rem" />
      </>
    ),
    emptyText: 'No modules yet.',
    keyOf: (m: { id: string }) => m.id,
    renderItem: (m: { name: string }) => (
      <Card>
        <h3>{m.name}</h3>
      </Card>
    ),
  },
} satisfies Meta<typeof CardList<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading modules' })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No modules yet.')).toBeVisible();
  },
};
export const Stretched: Story = { args: { items: modules.slice(0, 2), stretch: true, minCardWidth: '16rem' } };
