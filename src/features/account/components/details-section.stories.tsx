import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import tenants from 'virtual:tenant-themes';
import { noSidewaysScroll, rightToLeft, signedIn } from '../../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../../.storybook/stub-fetch';
import { learner, longLearner } from './story-fixtures';
import { DetailsSection } from './details-section';

/** update-profile answers as the story says; by default it never answers, so Save stays busy. */
const server = (updated: StoryAnswer = 'pending') => stubFetch((url) => (url.pathname === '/api/user/update-profile' ? updated : undefined));

const meta = {
  title: 'Account/DetailsSection',
  component: DetailsSection,
  args: { user: learner },
  beforeEach: [signedIn, server()],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DetailsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('region', { name: 'Basic Details' })[0]!);
const hasLeaderboard = (slug: unknown) => (tenants.find((t) => t.slug === slug) ?? tenants[0]!).manifest.features.leaderboard;
/** The hide-my-name box, where the tenant has a leaderboard (elsewhere there is none). */
async function hideNameBox(canvasElement: HTMLElement, slug: unknown) {
  const box = section(canvasElement).queryByRole('checkbox', { name: 'Hide my name on the leaderboard' });
  await expect(box !== null).toBe(hasLeaderboard(slug));
  return box;
}

/** Names, phone and date of birth to edit; the email shown but disabled; where the tenant has a leaderboard, the name shown on it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const details = section(canvasElement);
    await expect(details.getByRole('textbox', { name: /First name/ })).toHaveValue('Priya');
    await expect(details.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    const box = await hideNameBox(canvasElement, globals.tenant);
    if (box) await expect(box).not.toBeChecked();
  },
};

/** A learner who hides their name from other learners on the leaderboard (a tenant without one offers no such choice). */
export const NameHidden: Story = {
  args: { user: { ...learner, leaderboard_name_hidden: true } },
  play: async ({ canvasElement, globals }) => {
    const box = await hideNameBox(canvasElement, globals.tenant);
    if (box) await expect(box).toBeChecked();
  },
};

/** Emptied names: each says what it needs. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const details = section(canvasElement);
    await userEvent.clear(details.getByRole('textbox', { name: /First name/ }));
    await userEvent.clear(details.getByRole('textbox', { name: /Last name/ }));
    await userEvent.click(details.getByRole('button', { name: 'Save changes' }));
    await expect(await details.findAllByText('Please fill this in')).toHaveLength(2);
  },
};

/** Saving: the button shows its spinner. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const details = section(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Save changes' }));
    await expect(await details.findByText('Saving…')).toBeInTheDocument();
  },
};

/** Long names and address wrap within the form. */
export const LongText: Story = {
  args: { user: longLearner },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};
