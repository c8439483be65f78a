import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: { label: 'Search topics by name', placeholder: 'Search Topics', value: '', onChange: fn(), landmark: true, maxLength: 100 },
  parameters: { layout: 'padded' },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled search box in a search landmark, with the spec's placeholder; each keystroke is reported. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search topics by name' });
    await expect(box).toHaveAttribute('placeholder', 'Search Topics');
    await expect(canvas.getByRole('search')).toContainElement(box);
    await userEvent.type(box, 'car');
    await expect(box).toHaveValue('car');
    await expect(args.onChange).toHaveBeenLastCalledWith('car');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** One of several sections' search boxes (the Tests list): no landmark of its own. */
export const InASection: Story = {
  args: { label: 'Search Exams', placeholder: 'Search Exams..', landmark: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search Exams' })).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: 'Cardiology' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('Cardiology');
  },
};
