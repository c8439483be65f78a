import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { toast, Toaster } from '../../ui/toast';
import { fixtureId } from './components/story-fixtures';
import { RechargeScreen } from './recharge-screen';

const WEAKEST_TEST = fixtureId(7);

/** The lowest-score report's test: an id, none (null), or a call that never returns. */
function server(lowest: string | null | StoryAnswer = WEAKEST_TEST) {
  return stubFetch((url) => {
    if (url.pathname === '/api/report/get-lowest-report')
      return lowest === 'pending' ? 'pending' : lowest !== null && typeof lowest === 'object' ? lowest : { body: { testId: lowest } };
    return undefined;
  });
}

function TakeTest() {
  const { testID } = useParams();
  return <p>Recharge test {testID}</p>;
}

/** The screen at its route, where Recharge Now leads, and the app's toasts. */
function RechargeDemo() {
  return (
    <>
      <Routes>
        <Route path="/" element={<RechargeScreen />} />
        <Route path="/menu/recharge/take-test/:testID" element={<TakeTest />} />
      </Routes>
      <Toaster regionLabel="Notifications" closeLabel="Dismiss notification" />
    </>
  );
}

const meta = {
  title: 'Insights/RechargeScreen',
  component: RechargeDemo,
  beforeEach: [
    () => {
      toast.clear();
      return () => toast.clear();
    },
    server(),
  ],
} satisfies Meta<typeof RechargeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the three slides with their pause control, What will you get, and Recharge Now. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
    const slides = canvas.getByRole('region', { name: 'Why recharge' });
    await expect(within(slides).getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent('Every mistake is a lesson');
    await expect(within(slides).getByRole('button', { name: 'Pause slides' })).toBeVisible();
    const benefits = canvas.getByRole('region', { name: 'What will you get' });
    await expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited Attempts', 'Improve Your Confidence.']);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Recharge Now/ })).toHaveAttribute('aria-disabled', 'false'));
  },
};

/** Paused by the learner: the slides stay, and changes are announced. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const slides = within(within(canvasElement).getByRole('region', { name: 'Why recharge' }));
    await userEvent.click(slides.getByRole('button', { name: 'Pause slides' }));
    await expect(slides.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await userEvent.click(slides.getByRole('button', { name: 'Next slide' }));
    await expect(slides.getByRole('group', { name: 'Slide 2 of 3' })).toHaveTextContent('Sure is not the same as right');
  },
};

/** Recharge Now takes the learner to their weakest test. */
export const RechargeNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Recharge Now/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(button);
    await expect(await canvas.findByText(`Recharge test ${WEAKEST_TEST}`)).toBeVisible();
  },
};

/** No report yet: Recharge Now says 'Test not found' and stays. */
export const NoTestFound: Story = {
  beforeEach: server(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Recharge Now/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Test not found'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
  },
};

/** Still finding the weakest test: the button is busy and does nothing. */
export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Recharge Now/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
  },
};
