import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: { layout: 'padded' },
  render: (args) => (
    <Card {...args}>
      <h3>Cardiology drill</h3>
      <p>40 questions on arrhythmias, heart failure and valve disease.</p>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { $padding: 'md' } };
export const Highlighted: Story = { args: { $highlight: true } };
