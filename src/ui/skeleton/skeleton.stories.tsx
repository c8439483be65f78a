import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonFor, SkeletonText } from './skeleton';

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
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading plans"
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height="16rem" radius="lg" />
      ))}
    </div>
  ),
};
/** The size of what it stands for: a card laid out, not shown. */
export const SizeOfItsContent: Story = {
  render: () => (
    <SkeletonFor>
      <div style={{ padding: '1rem' }}>
        <h2>A heading</h2>
        <p>Two lines of text that take the room the real card will take when it comes.</p>
      </div>
    </SkeletonFor>
  ),
};
