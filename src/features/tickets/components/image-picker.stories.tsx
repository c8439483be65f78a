import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rightToLeft } from '../../../../.storybook/story-helpers';
import { ImagePicker } from './image-picker';
import { onAPhone } from '../../../../.storybook/phone-story';

/** A one-pixel PNG, so the preview has a real image to show. */
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const image = (name: string) => new File([PIXEL], name, { type: 'image/png', lastModified: Date.UTC(2026, 2, 2) });

/** The picker as the ticket form holds it: the chosen file in state, each change reported. */
function Controlled({ file: initial, onChange }: { file: File | undefined; onChange: (file: File | undefined) => void }) {
  const [file, setFile] = useState(initial);
  return (
    <ImagePicker
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Tickets/ImagePicker',
  component: ImagePicker,
  args: { file: undefined, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getAllByLabelText('Attach an image (optional)')[0]!;

/** Nothing chosen: the button-styled label (the file input itself is visually hidden) and what is accepted. */
export const Empty: Story = {};

/** An image chosen: its preview, its name and Remove image. */
export const Chosen: Story = {
  args: { file: image('screenshot-of-question-4.png') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('screenshot-of-question-4.png')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove image' })[0]!);
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
    await userEvent.upload(input(canvasElement), image('screenshot-of-question-4.png'));
  },
};

/** Not an image: said at once, and nothing is chosen. */
export const NotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), new File(['notes'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF image.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long file name wraps beside the preview. */
export const LongFileName: Story = { args: { file: image('screenshot-2026-03-01-respiratory-medicine-mock-exam-question-17-explanation-image-missing.png') } };

export const RightToLeft: Story = { args: { file: image('screenshot-of-question-4.png') }, decorators: [rightToLeft] };

/** Reached with Tab: the hidden input has focus and its ring shows on the button-styled label. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

/** On a phone (390 px): a long file name wraps between the preview and Remove image. */
export const Phone: Story = {
  args: { file: image('screenshot-2026-03-01-respiratory-medicine-mock-exam-question-17-explanation-image-missing.png') },
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Remove image' })[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
