import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, signedOut } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginScreen,
  beforeEach: [
    signedOut,
    stubFetch((url) => (url.pathname === '/api/user/login' ? { status: 401, body: { message: 'Invalid email or password' } } : undefined)),
  ],
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the provider's name, Forgot Password? and Create an account?. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  },
};

/** Sign In with nothing typed: each field says what it needs. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findAllByText('Please fill this in')).toHaveLength(2);
  },
};

/** The server refused the email and password: its message shows above the button. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Invalid email or password')).toBeVisible();
  },
};

/** Right to left: the layout mirrors (logical spacing), nothing overflows. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
