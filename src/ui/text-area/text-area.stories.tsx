import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../../.storybook/controlled';
import { TextArea } from './text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Description', value: '', onChange: fn(), placeholder: 'Describe in detail, please...', rows: 5 },
  parameters: { layout: 'padded' },
  render: renderControlled(TextArea),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text; the label names the box. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getAllByRole('textbox', { name: 'Description' })[0]!;
    await userEvent.type(box, 'The timer kept running');
    await expect(args.onChange).toHaveBeenLastCalledWith('The timer kept running');
  },
};

export const Error: Story = {
  args: { error: 'Describe the problem', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getAllByRole('textbox', { name: 'Description' })[0]!;
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Long text scrolls inside the box; the box grows only when dragged. */
export const LongText: Story = {
  args: {
    value: (
      'On the last quiz the clock kept going after I pressed Submit, and the result page showed a longer time than I took. ' +
      'It happened twice, on a phone and on a laptop. '
    ).repeat(6),
  },
};

export const Disabled: Story = { args: { value: 'Sent', disabled: true } };
