import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopicImages } from './topic-images';
import { topicDetail } from './story-fixtures';

const meta = {
  title: 'Catalog/TopicImages',
  component: TopicImages,
  args: { name: 'Cardiology', images: topicDetail.images, paused: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopicImages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused (as a user may): each image has the provider's alt text; Next shows the next. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Images of Cardiology' });
    await expect(within(region).getByRole('img', { name: 'A twelve-lead ECG showing atrial fibrillation' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Play images' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Next image' }));
    await expect(within(region).getByRole('img', { name: 'An echocardiogram of a dilated left ventricle' })).toBeVisible();
    await expect(within(region).queryByRole('img', { name: 'A twelve-lead ECG showing atrial fibrillation' })).toBeNull();
  },
};

/** Playing at the library default (5000 ms), with a pause control. */
export const Playing: Story = {
  args: { paused: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Images of Cardiology' });
    await userEvent.click(within(region).getByRole('button', { name: 'Pause images' }));
    await expect(within(region).getByRole('button', { name: 'Play images' })).toBeVisible();
  },
};
