import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from './plan-card';
import { plans } from './story-fixtures';

const meta = {
  title: 'Membership/PlanCard',
  component: PlanCard,
  args: { plan: plans[1]!, pending: false, onUpgrade: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('article', { name: 'Three Months' })[0]!);

/** Price in the plan's currency, '<validity> Access', the features and Upgrade Now. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const plan = card(canvasElement);
    await expect(plan.getByText('£44.99')).toBeVisible();
    await expect(plan.getByText('3 Months Access')).toBeVisible();
    await userEvent.click(plan.getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(plans[1]);
  },
};

/** Its checkout is starting: a spinner in the button, and a second press does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const plan = card(canvasElement);
    const button = plan.getByRole('button', { name: /Upgrade Now/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('status')).toHaveTextContent('Starting checkout…');
    await userEvent.click(button);
    await expect(args.onUpgrade).not.toHaveBeenCalled();
  },
};

export const WholePounds: Story = { args: { plan: plans[2]! } };
