import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rightToLeft, signedIn } from '../../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../../.storybook/stub-fetch';
import { PasswordSection } from './password-section';

const server = (changed: StoryAnswer = 'pending') => stubFetch((url) => (url.pathname === '/api/user/change-password' ? changed : undefined));

const meta = {
  title: 'Account/PasswordSection',
  component: PasswordSection,
  beforeEach: [signedIn, server()],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('region', { name: 'Password & Security' })[0]!);

const fill = async (canvasElement: HTMLElement) => {
  const fields = section(canvasElement);
  await userEvent.type(fields.getByLabelText(/Current password/), 'old password 1');
  await userEvent.type(fields.getByLabelText(/^New password/), 'new password 2');
  await userEvent.type(fields.getByLabelText(/Confirm/), 'new password 2');
  await userEvent.click(fields.getByRole('button', { name: 'Update password' }));
};

/** Current, new and confirm, each with its own show toggle. */
export const Default: Story = {};

/** Nothing typed: each field says what it needs. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const fields = section(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Update password' }));
    await expect(await fields.findAllByText('Please fill this in')).not.toHaveLength(0);
  },
};

/** Changing: the button shows its spinner. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await section(canvasElement).findByText('Saving…')).toBeInTheDocument();
  },
};

/** Changed: confirmed in place, the fields emptied. */
export const Changed: Story = {
  beforeEach: [server({ body: { message: 'Password changed', token: 'story-access', refreshToken: 'story-refresh' } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await section(canvasElement).findByText(/password has been changed/)).toBeVisible();
  },
};

/** The server refused the current password: its message under that field. */
export const WrongCurrent: Story = {
  beforeEach: [
    server({
      status: 400,
      body: {
        message: 'The password entered as current is not your current password.',
        fields: { old_password: 'The password entered as current is not your current password.' },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await section(canvasElement).findByText('The password entered as current is not your current password.')).toBeVisible();
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
