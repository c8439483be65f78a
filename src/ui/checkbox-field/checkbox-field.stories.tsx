import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../../.storybook/controlled';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'UI/CheckboxField',
  component: CheckboxField,
  args: {
    label: 'Hide my name on the leaderboard',
    hint: 'Other learners see you as “Learner”. You still see your own row as “You”.',
    value: false,
    onChange: fn(),
    name: 'leaderboard_name_hidden',
  },
  parameters: { layout: 'padded' },
  render: renderControlled(CheckboxField),
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label ticks the box and reports true; the hint describes the box. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getAllByRole('checkbox', { name: 'Hide my name on the leaderboard' })[0]!;
    await expect(box).toHaveAccessibleDescription('Other learners see you as “Learner”. You still see your own row as “You”.');
    await userEvent.click(within(canvasElement).getAllByText('Hide my name on the leaderboard')[0]!);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Ticked, and cleared again with the space key. */
export const Checked: Story = {
  args: { value: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getAllByRole('checkbox', { name: 'Hide my name on the leaderboard' })[0]!;
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
  },
};

/** The error is tied to the box, which is aria-invalid. */
export const Error: Story = {
  args: { hint: undefined, error: 'Choose whether to hide your name' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getAllByRole('checkbox', { name: 'Hide my name on the leaderboard' })[0]!;
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Choose whether to hide your name');
  },
};

export const Disabled: Story = { args: { value: true, disabled: true } };

/** A long label wraps beside the box; right to left, the box moves to the start side. */
export const LongLabelRightToLeft: Story = {
  args: { label: 'Hide my name on the leaderboard of this provider, on every device where I am signed in, from the next time the board is shown' },
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};
