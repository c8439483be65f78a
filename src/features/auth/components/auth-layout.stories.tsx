import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { Button } from '../../../ui/button';

import { AuthLayout } from './auth-layout';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Sign in',
    subtitle: 'Welcome back.',
    homeLabel: 'Home',
    children: (
      <Button size="lg" block>
        Sign In
      </Button>
    ),
    footer: (
      <>
        <Link to="/forgot-password">Forgot Password?</Link>
        <Link to="/user-signup">Create an account?</Link>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's logo over one card on the hero tint, the links under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Sign in' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Home' })[0]).toHaveAttribute('href', '/');
  },
};

/** Only a title and the card's contents (the one-time-code screen without links). */
export const Minimal: Story = { args: { subtitle: undefined, footer: undefined } };

/** A long title and subtitle wrap inside the card. */
export const LongText: Story = {
  args: {
    title: 'Verify the email address you registered with before you start practising',
    subtitle:
      'Enter the email you signed up with and we’ll send you a code to reset your password. ' +
      'The code is valid for ten minutes and a new code replaces the old one.',
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
