import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './code-input';
import { renderControlled } from '../../../.storybook/controlled';
import { rtlPage } from '../../../.storybook/story-helpers';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    value: '',
    onChange: fn(),
    digitLabel: (index: number, length: number) => `Digit ${index + 1} of ${length}`,
    hint: 'We sent a 4-digit code to amara@example.com.',
    name: 'otp',
  },
  parameters: { layout: 'padded' },
  render: renderControlled(CodeInput),
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesIn = (canvasElement: HTMLElement) => {
  const group = within(canvasElement).getAllByRole('group', { name: 'Verification code' })[0]!;
  return within(group).getAllByRole('textbox') as HTMLInputElement[];
};

/** Digits move focus on; letters are ignored; Backspace in an empty box goes back and clears. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await expect(boxes).toHaveLength(4);
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('1x2');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(boxes[1]).toHaveFocus();
  },
};

/** Pasting a whole code, spaces and all, into any box fills every box. */
export const PasteACode: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.paste(' 12 34 ');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    await expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4']);
    await expect(boxes[3]).toHaveFocus();
  },
};

export const SixDigits: Story = {
  args: { length: 6, value: '482', hint: 'We sent a 6-digit code to your phone.' },
  play: async ({ canvasElement }) => {
    const boxes = boxesIn(canvasElement);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[5]).toHaveAccessibleName('Digit 6 of 6');
  },
};

export const Error: Story = {
  args: { value: '1234', error: 'The code is incorrect or has expired' },
  play: async ({ canvasElement }) => {
    for (const box of boxesIn(canvasElement)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(expect.stringContaining('The code is incorrect or has expired'));
    }
  },
};

export const Disabled: Story = {
  args: { value: '12', disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxesIn(canvasElement)) await expect(box).toBeDisabled();
  },
};

/** Right to left: a code still reads left to right, box 1 on the left, and ← and → move as they look. */
export const RightToLeft: Story = {
  globals: rtlPage,
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(boxes[1]!.getBoundingClientRect().left);
    // The boxes sit at the line's start, on the right, under the label.
    const label = within(canvasElement).getAllByText('Verification code')[0]!;
    await expect(boxes[3]!.getBoundingClientRect().right).toBeCloseTo(label.getBoundingClientRect().right, 0);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[1]).toHaveFocus();
  },
};
