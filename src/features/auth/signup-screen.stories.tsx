import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, signedOut } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { SignupScreen } from './signup-screen';

const meta = {
  title: 'Auth/SignupScreen',
  component: SignupScreen,
  beforeEach: [
    signedOut,
    stubFetch((url) => (url.pathname === '/api/user/register' ? { status: 409, body: { message: 'An account with this email already exists' } } : undefined)),
  ],
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names, date of birth, phone with country, email and password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Already have an account?' })).toBeVisible();
  },
};

/** Sign Up with nothing typed: every field says what it needs. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect((await canvas.findAllByText('Please fill this in')).length).toBeGreaterThan(2);
  },
};

/** Right to left: the two-column rows and the phone field mirror; nothing overflows. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
