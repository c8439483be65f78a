import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../.storybook/story-helpers';
import { ManageTicketsScreen } from './manage-tickets-screen';
import { ticketsServer } from './story-server';

const meta = {
  title: 'Tickets/ManageTicketsScreen',
  component: ManageTicketsScreen,
  beforeEach: [signedIn, ticketsServer()],
} satisfies Meta<typeof ManageTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ticket of the learner as rows with status, raised date and a link to its chat. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Tickets' })).toBeVisible();
    await expect(await canvas.findByText('Timer kept running after submit')).toBeVisible();
  },
};

/** + Create Ticket opens the form in a dialog. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Create Ticket' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Create Ticket' })).toBeVisible();
  },
};

export const Loading: Story = { beforeEach: [ticketsServer({ list: 'pending' })] };

export const Empty: Story = { beforeEach: [ticketsServer({ list: [] })] };
