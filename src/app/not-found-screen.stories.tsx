import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rightToLeft } from '../../.storybook/story-helpers';
import { NotFoundScreen } from './not-found-screen';

const meta = { title: 'Pages/NotFoundScreen', component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the app does not know: the provider's header, what happened and a way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Page not found' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Go to the home page' })[0]).toHaveAttribute('href', '/');
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
