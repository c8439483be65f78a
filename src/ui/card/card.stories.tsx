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
/** A flat card inside a page: no shadow, small padding. */
export const Flat: Story = { args: { $shadow: 'none', $padding: 'sm' } };
/** A card floating alone, as the sign-in's. */
export const Floating: Story = { args: { $shadow: 'lg' } };
/** The brand's top edge: a plan. */
export const BrandEdge: Story = { args: { $accent: 'brand' } };
/** The danger colour's top edge: a failed payment. */
export const DangerEdge: Story = { args: { $accent: 'danger' } };
/** No padding, for content that pads itself (a table that scrolls). */
export const Unpadded: Story = { args: { $padding: 'none' } };
