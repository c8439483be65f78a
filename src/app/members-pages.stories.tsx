import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { AtRoute, noSidewaysScroll, withStorage } from '../../.storybook/story-helpers';
import { stubFetch } from '../../.storybook/stub-fetch';
import { MyAccountScreen } from '../features/account/my-account-screen';
import { HelpScreen } from '../features/help/help-screen';
import { completedExams, exams, quizzes } from '../features/test-taking/components/story-fixtures';
import { TestsListScreen } from '../features/test-taking/tests-list-screen';
import { staff, tickets, topics } from '../features/tickets/components/story-fixtures';
import { TicketsScreen } from '../features/tickets/tickets-screen';
import { MembersLayout } from './members-layout';
import { onAPhone } from '../../.storybook/phone-story';
import { learner as accountLearner } from '../features/account/components/story-fixtures';

/** The account stories' learner, with the mobile number these pictures were drawn with. */
const learner = { ...accountLearner, mobile: '+447700900123' };

/** Every call the pages below make, answered with the stories' fixed data. */
const server = stubFetch((url) => {
  if (url.pathname === '/api/user/get-profile') return { body: { user: learner } };
  if (url.pathname === '/api/ticket/get-all-tickets') return { body: { tickets } };
  if (url.pathname === '/api/topic/get-topics') return { body: { topics } };
  if (url.pathname === '/api/subadmin/get-subadmins') return { body: { professors: staff } };
  if (url.pathname === '/api/test/get-tests') return { body: { tests: [...exams, ...quizzes, ...completedExams] } };
  if (url.pathname === '/api/helppage/help')
    return {
      body: {
        title: 'Getting started',
        description: '<p>Start with a <strong>quiz</strong>: quizzes can be taken again as often as you like.</p>',
        message: 'OK',
      },
    };
  return undefined;
});

type Page = 'tests' | 'tickets' | 'help' | 'my-account';

/** A members-area page as the learner sees it: the real layout (header, menu, account) around the real screen. */
function MembersPage({ page }: { page: Page }) {
  return (
    <AtRoute pattern="/menu/*" path={`/menu/${page}`}>
      <Routes>
        <Route element={<MembersLayout />}>
          <Route path="tests" element={<TestsListScreen />} />
          <Route path="tickets" element={<TicketsScreen />} />
          <Route path="help" element={<HelpScreen />} />
          <Route path="my-account" element={<MyAccountScreen />} />
        </Route>
      </Routes>
    </AtRoute>
  );
}

const meta = {
  title: 'Pages/Members area',
  component: MembersPage,
  args: { page: 'tests' },
  beforeEach: [withStorage({ token: 'story-access', refreshToken: 'story-refresh', user: JSON.stringify(learner) }), server],
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Members area' })).toBeInTheDocument();
    await expect(await canvas.findByText(exams[0]!.test_name)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const Tickets: Story = { args: { page: 'tickets' } };
export const Help: Story = { args: { page: 'help' } };
export const MyAccount: Story = { args: { page: 'my-account' } };

/** On a phone the menu folds behind a button. */
export const PhoneMenu: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(noSidewaysScroll()).toBe(true);
  },
};
