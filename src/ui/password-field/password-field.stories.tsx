import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';
import { renderControlled } from '../../../.storybook/controlled';

const controlled = renderControlled(PasswordField);

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onChange: fn(), showLabel: 'Show password', hideLabel: 'Hide password', name: 'password' },
  parameters: { layout: 'padded' },
  render: controlled,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows and hides the password; it is a toggle button (aria-pressed) and never submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getAllByLabelText('Password')[0]!;
    await userEvent.type(input, 'correct horse');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getAllByRole('button', { name: 'Show password' })[0]!;
    await expect(toggle).toHaveAttribute('type', 'button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: { label: 'Create a password', autoComplete: 'new-password', hint: 'Must be at least 8 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByLabelText('Create a password')[0]!;
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Must be at least 8 characters.');
  },
};

export const Error: Story = {
  args: { value: 'short', hint: 'Must be at least 8 characters.', error: 'Password must be at least 8 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByLabelText('Password')[0]!;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be at least 8 characters. Password must be at least 8 characters');
  },
};

export const Disabled: Story = {
  args: { value: 'secret-password', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Password')[0]).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Show password' })[0]).toBeDisabled();
  },
};

/** Inside a form: Enter on the toggle toggles; it does not submit. */
export const InAForm: Story = {
  render: (args) => <form onSubmit={(event) => event.preventDefault()}>{controlled(args)}</form>,
  play: async ({ canvasElement }) => {
    const onSubmit = fn();
    canvasElement.querySelector('form')!.addEventListener('submit', onSubmit);
    const toggle = within(canvasElement).getAllByRole('button', { name: 'Show password' })[0]!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
