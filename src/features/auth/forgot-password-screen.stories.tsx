import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedOut } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  beforeEach: [
    signedOut,
    stubFetch((url) =>
      url.pathname === '/api/user/getotp-to-forgot-password' ? { status: 429, body: { message: 'Too many codes: try again in a minute' } } : undefined,
    ),
  ],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  },
};

/** An address that is not an email. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
  },
};
