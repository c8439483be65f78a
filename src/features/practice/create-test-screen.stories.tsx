import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onAPhone } from '../../../.storybook/phone-story';
import { noSidewaysScroll, signedIn } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { timedOnly } from './components/story-fixtures';
import { CreateTestScreen } from './create-test-screen';
import { practiceHandlers } from './practice-handlers';

const meta = {
  title: 'Features/Practice/CreateTestScreen',
  component: CreateTestScreen,
  beforeEach: [signedIn, stubFetch(practiceHandlers())],
} satisfies Meta<typeof CreateTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: every topic and subtopic with its questions, the filters at none, Create disabled with the reason. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Test' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /^Cardiology/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create test' })).toBeDisabled();
    await expect(canvas.getByText('Choose at least one subtopic to create a test.')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'My Tests' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** A topic ticked (all its subtopics), another subtopic, Incorrect questions: every count follows; Create is ready. */
export const SomeChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Cardiology/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Acute kidney injury/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Incorrect/ }));
    await expect(canvas.getByRole('checkbox', { name: /^Heart failure/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Renal medicine/ })).toBePartiallyChecked();
    await expect(canvas.getByRole('spinbutton')).toHaveValue(10);
    await expect(canvas.getByText('At most 13 questions: all that match.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create test' })).toBeEnabled();
  },
};

/** The chosen subtopic has no flagged question: Create stays disabled, saying why. */
export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Arrhythmias/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Flagged/ }));
    await expect(canvas.getByRole('button', { name: 'Create test' })).toBeDisabled();
    await expect(canvas.getByText('No question of the chosen subtopics is “Flagged”: choose other questions or more subtopics.')).toBeVisible();
  },
};

/** The provider offers timed tests only: no Tutor choice. */
export const TutorNotOffered: Story = {
  beforeEach: [stubFetch(practiceHandlers({ options: timedOnly }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /^Timed/ })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /^Tutor/ })).toBeNull();
  },
};

/** The server refuses the count (the questions changed meanwhile): its sentence shows beside the field. */
export const ServerError: Story = {
  beforeEach: [
    stubFetch(
      practiceHandlers({ create: { status: 400, body: { message: 'Check the number of questions', fields: { count: 'At most 5 questions match now.' } } } }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Valvular heart disease/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create test' }));
    await waitFor(() => expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('At most 5 questions match now.')).toBeVisible();
  },
};

/** While the question bank loads. */
export const Loading: Story = {
  beforeEach: [stubFetch(practiceHandlers({ options: 'pending', myTests: 'pending' }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the question bank' })).toBeInTheDocument();
  },
};

/** On a phone: topics stack, the choices wrap, nothing scrolls sideways. */
export const Phone: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Renal medicine/ }));
    await expect(window.innerWidth).toBe(390);
    await expect(noSidewaysScroll()).toBe(true);
  },
};
