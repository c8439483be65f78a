import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './section';

const meta = {
  title: 'UI/Section',
  component: Section,
  args: {
    id: 'demo',
    heading: 'Plans & Pricing',
    subheading: 'Choose the access that fits your exam date.',
    children: <p style={{ textAlign: 'center' }}>Section content</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnPage: Story = {};
export const Alternate: Story = { args: { id: 'demo-alt', tone: 'alt' } };
