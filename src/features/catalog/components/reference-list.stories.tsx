import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReferenceList } from './reference-list';

const meta = {
  title: 'Catalog/ReferenceList',
  component: ReferenceList,
  args: {
    references: [
      'https://www.nice.org.uk/guidance/ng106',
      '/tenant-assets/cardiology-notes.pdf',
      'https://www.resus.org.uk/library/2021-resuscitation-guidelines/adult-advanced-life-support-guidelines-with-a-very-long-address',
      'javascript:alert(1)',
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReferenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another site's address opens in a new tab (and says so to screen readers); the own site's does not; only web addresses are links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName('https://www.nice.org.uk/guidance/ng106 (opens in a new tab)');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links[1]).not.toHaveAttribute('target');
    await expect(canvas.getByText('javascript:alert(1)').closest('a')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
