import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Membership/Badge',
  component: Badge,
  args: { children: 'Monthly' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Warning: Story = { args: { $tone: 'warning', children: 'Refunded' } };
