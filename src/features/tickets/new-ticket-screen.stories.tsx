import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtRoute, signedIn } from '../../../.storybook/story-helpers';
import { NEW_TICKET_PATH, type TicketPrefill } from '../../lib/ticket-prefill';
import { NewTicketScreen } from './new-ticket-screen';
import { ticketsServer } from './story-server';

/** The screen as Check Answers opens it: a question's quote already in the description. */
function NewTicketAt({ prefill }: { prefill?: TicketPrefill }) {
  return (
    <AtRoute pattern={NEW_TICKET_PATH} path={NEW_TICKET_PATH} state={prefill ? { prefill } : undefined}>
      <NewTicketScreen />
    </AtRoute>
  );
}

const meta = {
  title: 'Tickets/NewTicketScreen',
  component: NewTicketAt,
  beforeEach: [signedIn, ticketsServer()],
} satisfies Meta<typeof NewTicketAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** From Check Answers' "Raise a ticket": subject and description hold the question. */
export const FromAQuestion: Story = {
  args: {
    prefill: {
      subject: 'Question 2 of Cardiology mock 1',
      description:
        '"Which are risk factors for AF?"\n\nI think Hypothyroidism should also be marked correct: hyperthyroidism is the risk factor, ' +
        'but the explanation does not say which.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Question 2 of Cardiology mock 1')).toBeVisible();
  },
};
