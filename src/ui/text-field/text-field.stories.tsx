import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';
import { renderControlled } from '../../../.storybook/controlled';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email address', value: '', onChange: fn(), type: 'email', autoComplete: 'email', name: 'email' },
  parameters: { layout: 'padded' },
  render: renderControlled(TextField),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text; the label names the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Email address' })[0]!;
    await userEvent.type(input, 'amara@example.com');
    await expect(input).toHaveValue('amara@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('amara@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Full name', type: 'text', autoComplete: 'name', name: 'name', hint: 'As it appears on your certificate.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Full name' })[0]!;
    await expect(input).toHaveAccessibleDescription('As it appears on your certificate.');
  },
};

/** The error is tied to the input (aria-describedby) and the input is aria-invalid. */
export const Error: Story = {
  args: { value: 'amara@', error: 'Enter an email address in the correct format, like name@example.com', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Email address' })[0]!;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address in the correct format, like name@example.com');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { value: 'amara@example.com', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Email address' })[0]!;
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and announced, but it cannot change, and it looks it. */
export const ReadOnly: Story = {
  args: { value: 'amara@example.com', readOnly: true, hint: 'Contact support to change your email address.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Email address' })[0]!;
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('amara@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithPlaceholderAndLimit: Story = {
  args: { label: 'Registration number', type: 'text', name: 'gmc', autoComplete: 'off', inputMode: 'numeric', maxLength: 7, placeholder: '1234567' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByRole('textbox', { name: 'Registration number' })[0]!;
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('1234567');
  },
};
