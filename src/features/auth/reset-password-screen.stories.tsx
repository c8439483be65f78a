import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedOut, withStorage } from '../../../.storybook/story-helpers';
import { ResetPasswordScreen } from './reset-password-screen';

const meta = {
  title: 'Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  beforeEach: [signedOut, withStorage({ email: 'priya@example.com', forget: 'true' }, { resetToken: 'story-reset-token' })],
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  },
};

/** A new password under 8 characters. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [password] = canvas.getAllByLabelText(/password/i, { selector: 'input' });
    await userEvent.type(password!, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect((await canvas.findAllByText('Must be at least 8 characters.')).length).toBeGreaterThan(0);
  },
};
