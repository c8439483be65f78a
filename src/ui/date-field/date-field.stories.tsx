import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DateField } from './date-field';
import { renderControlled } from '../../../.storybook/controlled';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Date of birth', value: '', onChange: fn(), max: '2026-05-01', autoComplete: 'bday', name: 'dob' },
  parameters: { layout: 'padded' },
  render: renderControlled(DateField),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native date input: the platform's picker, with "not later than" as max. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByLabelText('Date of birth')[0]!;
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max', '2026-05-01');
  },
};

export const WithValueAndHint: Story = {
  args: { value: '1994-07-21', hint: 'For example, 21 7 1994' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByLabelText('Date of birth')[0]!;
    await expect(input).toHaveValue('1994-07-21');
    await expect(input).toHaveAccessibleDescription('For example, 21 7 1994');
  },
};

export const Error: Story = {
  args: { value: '', required: true, error: 'Enter your date of birth' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getAllByLabelText('Date of birth')[0]!;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your date of birth');
  },
};

export const Disabled: Story = {
  args: { value: '1994-07-21', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText('Date of birth')[0]).toBeDisabled();
  },
};
