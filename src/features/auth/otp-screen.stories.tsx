import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedOut, withStorage } from '../../../.storybook/story-helpers';
import { OtpScreen } from './otp-screen';

const verifying = withStorage({ email: 'priya.natarajan@example.com', registration: '3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE', forget: null });

const meta = {
  title: 'Auth/OtpScreen',
  component: OtpScreen,
  beforeEach: [signedOut, verifying],
} satisfies Meta<typeof OtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After sign-up: the four digit boxes and where the code went. */
export const VerifyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText('priya.natarajan@example.com')).toBeVisible();
  },
};

/** The forgot-password flow's code. */
export const ResetCode: Story = {
  beforeEach: [withStorage({ email: 'priya.natarajan@example.com', registration: null, forget: 'true' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  },
};

/** Verify with half a code: the boxes say every digit is needed. */
export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(await canvas.findByText('All fields required')).toBeVisible();
  },
};

/** Opened without a sign-up in this browser: it says to start again. */
export const NoEmail: Story = {
  beforeEach: [withStorage({ email: null, registration: null, forget: null })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Start again/)).toBeVisible();
  },
};

/** The email is known but this browser made no sign-up of it (a sign-in refused until it is verified): sign up here. */
export const SignedUpElsewhere: Story = {
  beforeEach: [withStorage({ email: 'priya.natarajan@example.com', registration: null, forget: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This browser has no sign-up waiting for this email/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account?' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify Email' })).toBeNull();
  },
};
