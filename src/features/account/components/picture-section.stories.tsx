import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rightToLeft, signedIn } from '../../../../.storybook/story-helpers';
import { stubFetch } from '../../../../.storybook/stub-fetch';
import { learner, longLearner } from './story-fixtures';
import { PictureSection } from './picture-section';

/** A one-pixel PNG, so the preview has a real image to show. */
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** update-profile never answers, so Upload stays busy. */
const server = stubFetch((url) => (url.pathname === '/api/user/update-profile' ? 'pending' : undefined));

const meta = {
  title: 'Account/PictureSection',
  component: PictureSection,
  args: { user: learner },
  beforeEach: [signedIn, server],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PictureSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('picture-input')[0]!;

/** No picture yet: the learner's initials, what is accepted, and Choose a picture. */
export const Default: Story = {};

/** A picture chosen: its preview and Upload picture. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), new File([PIXEL], 'me.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Preview of your new picture' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Upload picture' })[0]).toBeVisible();
  },
};

/** Uploading: the button shows its spinner. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), new File([PIXEL], 'me.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Upload picture' })[0]!);
    await expect(await canvas.findByText('Saving…')).toBeInTheDocument();
  },
};

/** Not a picture: said under the button, nothing chosen. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), new File(['notes'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('Choose a JPEG, PNG, WebP, GIF, AVIF or HEIC picture');
  },
};

export const LongName: Story = { args: { user: longLearner } };

export const RightToLeft: Story = { decorators: [rightToLeft] };
