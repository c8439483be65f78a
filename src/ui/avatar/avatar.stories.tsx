import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

/** A made-up portrait, inline so the story needs no network. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f4d6c4"/>' +
      '<circle cx="40" cy="32" r="15" fill="#8a5a44"/><path d="M12 80c2-18 14-27 28-27s26 9 28 27z" fill="#2f6f8f"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Amara Okafor', src: portrait },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getAllByRole('img', { name: 'Amara Okafor' })[0]!;
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('width', '40');
  },
};

/** No picture: the initials on the brand's subtle tint. */
export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const fallback = within(canvasElement).getAllByRole('img', { name: 'Amara Okafor' })[0]!;
    await expect(fallback).toHaveTextContent('AO');
  },
};

/** The platform's default picture counts as no picture. */
export const DefaultPicture: Story = {
  args: { src: '/default-profile.svg', name: 'Priya Shah' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Priya Shah' })[0]).toHaveTextContent('PS');
  },
};

/** A picture that fails to load shows the initials, never a broken image. */
export const BrokenPicture: Story = {
  args: { src: '/no-such-picture.jpg', name: 'Tomasz Nowak' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'Tomasz Nowak' })[0]).toHaveTextContent('TN'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Avatar {...args} size={24} />
      <Avatar {...args} size={40} />
      <Avatar {...args} size={64} />
      <Avatar {...args} src={null} size={24} />
      <Avatar {...args} src={null} size={40} />
      <Avatar {...args} src={null} size={64} />
      <Avatar {...args} src={null} size={96} />
    </div>
  ),
};
