import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTenant } from '../../../tenant/tenant-context';
import { formatDate } from '../../../tenant/intl-format';
import type { SaveStatus } from '../lib/use-autosave';
import { useTakeTestText } from '../lib/use-take-test-text';
import { rtlPage } from '../../../../.storybook/story-helpers';
import { TakeTestHeader } from './take-test-header';
import { Layout } from './take-test-layout';
import { onAPhone } from '../../../../.storybook/phone-story';

interface DemoProps {
  missing: number;
  attempted: number;
  secondsLeft: number;
  /** Allotted time in minutes. */
  minutes: number;
  saveStatus: SaveStatus;
  /** The question shown, of how many. */
  question: number;
}

// A fixed day, formatted as the screen formats today.
const day = new Date('2025-03-14T09:30:00Z');

/** The header with the title and allotted time the take-test screen builds from the tenant and the strings. */
function TakeTestHeaderDemo({ missing, attempted, secondsLeft, minutes, saveStatus, question }: DemoProps) {
  const t = useTakeTestText();
  const tenant = useTenant();
  return (
    // In the screen's layout, which spaces the header card and the status bar as on the screen.
    <Layout>
      <TakeTestHeader
        title={t('title', { name: tenant.name })}
        date={formatDate(day, 'weekday', tenant.locale)}
        missing={missing}
        attempted={attempted}
        secondsLeft={secondsLeft}
        allottedMinutes={minutes}
        saveStatus={saveStatus}
        counter={t('counter', { n: question, total: missing + attempted })}
      />
    </Layout>
  );
}

const meta = {
  title: 'Test taking/TakeTestHeader',
  component: TakeTestHeaderDemo,
  args: { missing: 31, attempted: 9, secondsLeft: 74 * 60 + 12, minutes: 90, saveStatus: 'saved', question: 10 },
  argTypes: { saveStatus: { control: 'inline-radio', options: ['saved', 'saving', 'pending', 'offline'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TakeTestHeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    within(canvasElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** Early in a 90-minute exam, answers saved. */
export const PlentyOfTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(facts(canvasElement)).toMatchObject({ Missing: '31', Attempted: '9', 'Time left': '01:14:12' });
    await expect(canvas.getAllByText('Allotted time: 90 minutes')[0]).toBeVisible();
    await expect(canvas.getAllByText('Saved')[0]).toBeVisible();
  },
};

/** Under a minute left: the countdown turns to the danger colour. */
export const LastMinute: Story = {
  args: { missing: 2, attempted: 38, secondsLeft: 47 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('timer')[0]).toHaveTextContent('00:00:47');
  },
};

/** An answer on its way to the server. */
export const Saving: Story = {
  args: { missing: 30, attempted: 10, secondsLeft: 73 * 60 + 55, saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Saving…')[0]).toBeVisible();
  },
};

/** A change waiting to be sent reads the same as saving. */
export const Pending: Story = {
  args: { missing: 30, attempted: 10, secondsLeft: 73 * 60 + 56, saveStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Saving…')[0]).toBeVisible();
  },
};

/** No connection: answers are kept on the device (warning pill). */
export const Offline: Story = {
  args: { missing: 18, attempted: 22, secondsLeft: 41 * 60 + 3, saveStatus: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Saved on this device')[0]).toBeVisible();
  },
};

/** The browser at a phone's width (390 px) in the story tests. */
const PHONE = onAPhone();

/**
 * A ten-minute quiz on a phone (390 px): the title and figures stack in the card; the status bar,
 * which stays stuck at the top as the question scrolls, is one small row of the question's number,
 * the time left and the save state (the allotted time for screen readers only).
 */
export const PhoneWidthQuiz: Story = {
  ...PHONE,
  args: { missing: 8, attempted: 0, secondsLeft: 10 * 60, minutes: 10, question: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const timer = canvas.getAllByRole('timer')[0]!;
    const bar = timer.closest('dl')!.parentElement!;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(within(bar).getByText('Question 1 of 8')).toBeVisible();
    await expect(within(bar).getByText('Saved')).toBeVisible();
    // One row: no taller than two lines of text and its padding.
    await expect(bar.getBoundingClientRect().height).toBeLessThan(64);
  },
};

/** Right to left: the header mirrors, the countdown stays 01:14:12, isolated from the text around it. */
export const RightToLeft: Story = {
  globals: rtlPage,
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toMatchObject({ 'Time left': '01:14:12' });
    const timer = within(canvasElement).getAllByRole('timer')[0]!;
    await expect(getComputedStyle(timer).direction).toBe('ltr');
    await expect(getComputedStyle(timer).unicodeBidi).toBe('isolate');
  },
};
