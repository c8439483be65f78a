import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../../../.storybook/controlled';
import { rightToLeft } from '../../../../.storybook/story-helpers';
import { AuthPasswordField } from './auth-password-field';

const meta = {
  title: 'Auth/AuthPasswordField',
  component: AuthPasswordField,
  args: { label: 'Password', value: 'correct horse', onChange: fn(), autoComplete: 'current-password' },
  render: renderControlled(AuthPasswordField),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuthPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at first; the toggle is named in the sign-in screens' words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getAllByLabelText('Password')[0]!;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hide password' })[0]!);
  },
};

export const Empty: Story = { args: { value: '' } };

export const WithHintAndError: Story = {
  args: { label: 'New password', value: 'short', hint: 'Must be at least 8 characters.', error: 'Must be at least 8 characters.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = { decorators: [rightToLeft] };
