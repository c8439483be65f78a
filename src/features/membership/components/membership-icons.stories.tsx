import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { IconProps } from '../../../ui/icon';
import { CalendarPlusIcon, CardFailedIcon, UnlockIcon } from './membership-icons';

const ICONS = { UnlockIcon, CalendarPlusIcon, CardFailedIcon };

/** The membership screens' own icons, each with its name, at one size. */
function MembershipIcons({ size }: { size: NonNullable<IconProps['size']> }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <Icon size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Membership/MembershipIcons',
  component: MembershipIcons,
  args: { size: 24 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MembershipIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unlock (every feature), calendar plus (more days) and failed card (payment did not go through). */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons.length).toBeGreaterThanOrEqual(3);
    // Decorative: the words beside them carry the meaning.
    await expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getAllByText('UnlockIcon')[0]).toBeVisible();
  },
};

/** As the why-upgrade and payment-failed screens draw them. */
export const Large: Story = { args: { size: 48 } };
