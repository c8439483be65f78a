import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
import { inlineKeys } from '../../../.storybook/story-helpers';
import type { Summary } from './api/catalog-types';
import { PHONE, summary } from './components/story-fixtures';
import { ViewSummaryScreen } from './view-summary-screen';

function server(answer: Summary | StoryAnswer = summary) {
  return stubFetch((url) =>
    url.pathname === '/api/sub-domain/view-summary' ? (answer === 'pending' || 'body' in answer ? answer : { body: { summary: answer } }) : undefined,
  );
}

/** The treeitem whose own row reads `label`. */
const item = (canvas: HTMLElement, label: string) => within(canvas).getByText(label, { selector: 'span' }).closest<HTMLElement>('[role="treeitem"]')!;

const meta = {
  title: 'Catalog/ViewSummaryScreen',
  component: ViewSummaryScreen,
  beforeEach: server(),
} satisfies Meta<typeof ViewSummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Domain, subdomain and topics, all open, each topic and subtopic with its No. Questions badge; the keyboard works it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Summary' })).toBeVisible();
    const tree = await canvas.findByRole('tree', { name: 'Course summary' });
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(10);
    await expect(item(canvasElement, 'Cardiology')).toHaveAttribute('aria-expanded', 'true');
    await expect(within(item(canvasElement, 'Cardiology').firstElementChild as HTMLElement).getByText('No. Questions: 42')).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: 'Heart failure No. Questions: 20' })).toBeVisible();

    item(canvasElement, 'Medicine').focus();
    const { forward, back } = inlineKeys();
    await userEvent.keyboard(`{ArrowDown}{ArrowDown}${back}`);
    await expect(item(canvasElement, 'Cardiology')).toHaveFocus();
    await expect(item(canvasElement, 'Cardiology')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Heart failure')).toBeNull();
    await userEvent.keyboard(forward + forward);
    await expect(item(canvasElement, 'Heart failure')).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** On a phone: long names wrap beside their badges; nothing is wider than the screen. */
export const Phone: Story = {
  ...PHONE,
  beforeEach: server({
    ...summary,
    topics: {
      ...summary.topics,
      'Cardiorespiratory pathophysiology and intensive care medicine for the acutely unwell adult': {
        questionsCount: 1234,
        subtopics: [{ sub_topic_name: 'Noninvasiveventilationandhighflownasaloxygen', questionsCount: 56 }],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tree')).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** A spinner while the summary loads. */
export const Loading: Story = {
  beforeEach: server('pending'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the summary');
  },
};

export const Failed: Story = {
  beforeEach: server({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
