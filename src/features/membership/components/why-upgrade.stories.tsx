import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhyUpgrade } from './why-upgrade';

const meta = { title: 'Membership/WhyUpgrade', component: WhyUpgrade, parameters: { layout: 'padded' } } satisfies Meta<typeof WhyUpgrade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reasons, their copy overridable per tenant (membership:whyUpgrade.*). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const why = within(within(canvasElement).getAllByRole('region', { name: 'Why Upgrade?' })[0]!);
    await expect(why.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Unlock All Features', 'Timeline Will Extend']);
  },
};
