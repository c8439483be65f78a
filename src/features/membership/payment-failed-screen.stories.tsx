import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentFailedScreen } from './payment-failed-screen';

const meta = { title: 'Membership/PaymentFailedScreen', component: PaymentFailedScreen } satisfies Meta<typeof PaymentFailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a cancelled or declined payment lands, with the way back to the plans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Your payment could not be processed at this time.')[0]).toBeVisible();
    await expect(canvas.getAllByText('Please Check your Card details')[0]).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to Membership' })[0]).toHaveAttribute('href', '/menu/membership');
  },
};
