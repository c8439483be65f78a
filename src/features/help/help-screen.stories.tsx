import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { HelpScreen } from './help-screen';
import { onAPhone } from '../../../.storybook/phone-story';

const server = (answer: StoryAnswer) => stubFetch((url) => (url.pathname === '/api/helppage/help' ? answer : undefined));

const page = {
  title: 'Getting started',
  description:
    '<p>Start with a <strong>quiz</strong>: quizzes can be taken again as often as you like.</p><h3>Exams</h3><ul>' +
    '<li>Practice exams can be taken once.</li><li>Your answers are saved as you go.</li></ul>' +
    '<p>Still stuck? Raise a ticket and our team will answer.</p>',
  message: 'OK',
};

/** The browser at a phone's width (390 px) in the story tests. */
const PHONE = onAPhone();

const meta = {
  title: 'Help/HelpScreen',
  component: HelpScreen,
  beforeEach: server({ body: page }),
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Help header, the page's title and its HTML body. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const article = await canvas.findByRole('article', { name: 'Getting started' });
    await expect(within(article).getByText('quiz')).toBeVisible();
    await expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** On a phone: a wide table or long address in the body stays within the screen. */
export const Phone: Story = {
  ...PHONE,
  beforeEach: server({
    body: {
      ...page,
      description: `${page.description}<p>Write to https://support.example.org/help/centre/articles/getting-started-with-practice-exams-and-quizzes</p>`,
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Getting started' })).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** The provider has no help page. */
export const NoContent: Story = {
  beforeEach: server({ body: { title: null, description: null, message: 'No content' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Help content available')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading help');
  },
};

/** A failed load shows nothing but the header (the spec). */
export const Failed: Story = {
  beforeEach: server({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('No Help content available')).toBeNull();
  },
};

/** A long title and body wrap within the screen. */
export const LongText: Story = {
  beforeEach: server({
    body: {
      ...page,
      title: 'Getting started with practice exams, quizzes, speciality modules, reports and support tickets on this site',
      description: `<p>${'Quizzes can be taken again as often as you like; practice exams once, under time, as on the day. '.repeat(8)}</p>`,
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
