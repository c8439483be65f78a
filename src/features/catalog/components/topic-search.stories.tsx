import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopicSearch } from './topic-search';

const meta = {
  title: 'Catalog/TopicSearch',
  component: TopicSearch,
  args: { label: 'Search topics by name', placeholder: 'Search Topics', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TopicSearch
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TopicSearch>;

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

export const Filled: Story = {
  args: { value: 'Cardiology' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('Cardiology');
  },
};
