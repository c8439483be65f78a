import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './rich-text';

const meta = {
  title: 'UI/Rich text',
  component: RichText,
  parameters: { layout: 'padded' },
  args: {
    html:
      '<h2>Our approach</h2><p>Every question is written by a UK doctor and <strong>checked by a consultant</strong>.</p><ul>' +
      '<li>Explanations that cite NICE guidance</li><li>Timed mocks</li></ul><blockquote>Revision that respects your rota.</blockquote>' +
      '<p>Questions? <a href="mailto:help@example.com">Email us</a>.</p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
