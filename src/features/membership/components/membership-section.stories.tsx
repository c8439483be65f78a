import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { MembershipSection } from './membership-section';

const meta = {
  title: 'Membership/MembershipSection',
  component: MembershipSection,
  args: {
    id: 'plans',
    heading: 'Choose a plan',
    children: <p>Every plan unlocks all exams, quizzes and reports for its whole period.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MembershipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled part of the Membership screen, named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region', { name: 'Choose a plan' })[0]).toBeVisible();
  },
};

/** A wide table scrolls inside the section, never the page. */
export const WideContent: Story = {
  args: {
    id: 'wide',
    heading: 'Payment history',
    children: (
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Payments">
        <table style={{ minWidth: '80rem' }}>
          <thead>
            <tr>
              <th>Date</th>
              <th>Plan</th>
              <th>Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>02/03/2026</td>
              <td>Six months of practice exams, quizzes and speciality modules</td>
              <td>£49.00</td>
              <td>Paid</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const LongHeading: Story = {
  args: { heading: 'Why upgrade: every practice exam, quiz and speciality module, with reports and proficiency, for as long as your plan lasts' },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
