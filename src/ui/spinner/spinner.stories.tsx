import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading questions' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status whose label is read out but not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent('Loading questions');
    await expect(within(status).getByText('Loading questions')).toHaveClass('visually-hidden');
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Inside a disabled button while a form is sent: the ring takes the button's text colour. */
export const InDisabledButton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button disabled>
        <Spinner {...args} label="Sending" size="sm" />
        Send code
      </Button>
      <Button variant="secondary" disabled>
        <Spinner {...args} label="Saving" size="sm" />
        Save
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getAllByRole('button', { name: /Send code/ })[0]!;
    await expect(button).toBeDisabled();
    await expect(within(button).getByRole('status')).toHaveTextContent('Sending');
  },
};

/** Inline with text, in the surrounding colour. */
export const InText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      <Spinner {...args} size="sm" />
      <span aria-hidden="true">Loading your results…</span>
    </p>
  ),
};
