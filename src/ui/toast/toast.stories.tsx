import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../../.storybook/story-clock';
import { Button } from '../button';
import { toast } from './toast-store';
import { Toaster } from './toaster';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.error('Failed to load page content')}>Show error</Button>
      <Button variant="secondary" onClick={() => toast.success('OTP sent to the mail')}>
        Show success
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: { regionLabel: 'Notifications', closeLabel: 'Dismiss notification' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <>
      <ToastDemo />
      <Toaster {...args} />
    </>
  ),
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show error' })[0]!);
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Failed to load page content'));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    await waitFor(() => expect(canvas.queryAllByRole('alert')).toHaveLength(0));
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show success' })[0]!);
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent('OTP sent to the mail'));
  },
};

/** A toast closes by itself after 5 seconds (time moved on by the story: it stands still otherwise). */
export const ClosesItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show success' })[0]!);
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent('OTP sent to the mail'));
    await storyClock.advance(4900);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('OTP sent to the mail');
    await storyClock.advance(100);
    await waitFor(() => expect(canvas.queryAllByRole('status')).toHaveLength(0));
  },
};
