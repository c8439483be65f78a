import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { kind: 'error', title: 'There is a problem', children: 'Invalid email or password.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Form-level errors are announced at once. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getAllByRole('alert')[0]!;
    await expect(alert).toHaveTextContent('There is a problem');
    await expect(alert).toHaveTextContent('Invalid email or password.');
  },
};

export const Success: Story = {
  args: { kind: 'success', title: undefined, children: 'OTP sent to the mail.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('OTP sent to the mail.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Info: Story = {
  args: { kind: 'info', title: 'Your plan ends soon', children: 'Your access ends on 30 June. Renew to keep your progress and notes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Your plan ends soon');
  },
};

/** A long message wraps on a phone; several paragraphs are spaced. */
export const LongError: Story = {
  args: {
    title: 'We could not create your account',
    children: (
      <>
        <p>The email address amara.okafor.very.long.address@hospital-trust.example.nhs.uk is already registered.</p>
        <p>Sign in instead, or reset your password.</p>
      </>
    ),
  },
};

/** Focusable (tabIndex -1) so a form can move focus to it after a failed submit. */
export const Focusable: Story = {
  args: { tabIndex: -1 },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getAllByRole('alert')[0]!;
    alert.focus();
    await expect(alert).toHaveFocus();
  },
};
