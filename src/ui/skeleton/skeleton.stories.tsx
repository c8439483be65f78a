import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Block: Story = { args: { height: '12rem', radius: 'lg' } };
export const Paragraph: Story = { render: () => <SkeletonText lines={4} /> };
export const CardPlaceholders: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading plans" style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height="16rem" radius="lg" />
      ))}
    </div>
  ),
};
