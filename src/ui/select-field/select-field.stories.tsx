import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../../.storybook/controlled';
import { SelectField } from './select-field';

const topics = [
  { value: 'bank', label: 'Question bank' },
  { value: 'tech', label: 'Technical problem' },
  { value: 'billing', label: 'Payments, invoices and refunds for membership plans bought on this site' },
];

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: { label: 'Topic', value: '', onChange: fn(), options: topics, emptyLabel: 'Choose a topic' },
  parameters: { layout: 'padded' },
  render: renderControlled(SelectField),
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing reports the option's value; the label names the select. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getAllByRole('combobox', { name: 'Topic' })[0]!;
    await userEvent.selectOptions(select, 'tech');
    await expect(args.onChange).toHaveBeenLastCalledWith('tech');
  },
};

export const WithHint: Story = { args: { hint: 'Pick the closest: staff can move it.' } };

/** The error is tied to the select, which is aria-invalid. */
export const Error: Story = {
  args: { error: 'Choose a topic', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getAllByRole('combobox', { name: 'Topic' })[0]!;
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a topic');
  },
};

/** A long option's text stays inside the field. */
export const LongOption: Story = { args: { value: 'billing' } };

export const Disabled: Story = { args: { value: 'bank', disabled: true } };

/** Right to left: the chevron moves to the start side. */
export const RightToLeft: Story = {
  args: { value: 'bank' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
