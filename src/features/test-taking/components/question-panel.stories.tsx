import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Question, QuestionState } from '../lib/answer-state';
import { QuestionPanel } from './question-panel';
import { multipleChoice, sixteenOptions, singleChoice, stateOf, subQuestions, withImage } from './story-fixtures';
import { useTakeTestText } from '../lib/use-take-test-text';
import { Main, Top } from './take-test-layout';

interface DemoProps {
  question: Question;
  /** The answer state the story opens with; the learner's clicks change it from there. */
  state: QuestionState;
  /** 1-based position shown in the counter heading. */
  n: number;
  total: number;
}

/** The question card of the take-test screen: counter heading, then the panel, with its state kept here. */
function QuestionPanelDemo({ question, state, n, total }: DemoProps) {
  // A new question or a new starting state (from the controls) starts afresh.
  return <Card key={`${question._id}:${JSON.stringify(state)}`} question={question} state={state} n={n} total={total} />;
}

function Card({ question, state: initial, n, total }: DemoProps) {
  const t = useTakeTestText();
  const headingId = useId();
  const [state, setState] = useState(initial);
  return (
    <Main aria-labelledby={headingId} style={{ maxWidth: '52rem' }}>
      <Top>
        <h2 id={headingId}>{t('counter', { n, total })}</h2>
      </Top>
      <QuestionPanel question={question} state={state} onChange={setState} />
    </Main>
  );
}

const meta = {
  title: 'Test taking/QuestionPanel',
  component: QuestionPanelDemo,
  args: { question: singleChoice, state: stateOf(singleChoice), n: 1, total: 40 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuestionPanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getAllByRole('radio', { name })[0]! as HTMLInputElement;
const checkbox = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getAllByRole('checkbox', { name })[0]! as HTMLInputElement;

/** Nothing chosen yet; confidence at its default, I KNOW IT. Choosing an option ticks it (the letter is read as "C."). */
export const SingleChoiceUnanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: 'Choose one answer' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true }).map((r) => r.closest('label')?.textContent)).toContain('I KNOW IT');
    const rca = radio(canvasElement, /^C\. Right coronary artery$/);
    await expect(rca).not.toBeChecked();
    await userEvent.click(rca);
    await expect(rca).toBeChecked();
  },
};

/** Option C chosen, with the learner only fairly sure (THINK SO). */
export const SingleChoiceAnsweredWithConfidence: Story = {
  args: { state: stateOf(singleChoice, { selectedOption: 2, confidence: 'THINK SO' }), n: 7 },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, /^C\. Right coronary artery$/)).toBeChecked();
    await expect(radio(canvasElement, /^THINK SO$/)).toBeChecked();
    await userEvent.click(radio(canvasElement, /^NOT SURE$/));
    await expect(radio(canvasElement, /^THINK SO$/)).not.toBeChecked();
  },
};

/** Checkboxes, two of them ticked; ticking again unticks. */
export const MultipleChoiceTwoTicked: Story = {
  args: { question: multipleChoice, state: stateOf(multipleChoice, { selectedOptions: [0, 1], confidence: 'NOT SURE' }), n: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: 'Choose all that apply' })[0]).toBeVisible();
    await expect(checkbox(canvasElement, /^A\. Trade payables/)).toBeChecked();
    await expect(checkbox(canvasElement, /^B\. A bank overdraft/)).toBeChecked();
    const loan = checkbox(canvasElement, /^E\. A loan note/);
    await userEvent.click(loan);
    await expect(loan).toBeChecked();
    await userEvent.click(loan);
    await expect(loan).not.toBeChecked();
  },
};

/** True/false statements: the first two answered, the last two still open. */
export const SubQuestionsPartlyAnswered: Story = {
  args: { question: subQuestions, state: stateOf(subQuestions, { selected: [true, true, null, null], confidence: 'THINK SO' }), n: 23 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getAllByRole('group', { name: /^Statement 3: A promise made in return/ })[0]!;
    await expect(within(third).getByRole('radio', { name: 'True' })).not.toBeChecked();
    await expect(within(third).getByRole('radio', { name: 'False' })).not.toBeChecked();
    await userEvent.click(within(third).getByRole('radio', { name: 'False' }));
    await expect(within(third).getByRole('radio', { name: 'False' })).toBeChecked();
    const first = canvas.getAllByRole('group', { name: /^Statement 1:/ })[0]!;
    await expect(within(first).getByRole('radio', { name: 'True' })).toBeChecked();
  },
};

/** A figure under the stem, with neutral alternative text that does not give the answer away. */
export const WithImage: Story = {
  args: { question: withImage, state: stateOf(withImage), n: 31 },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getAllByRole('img', { name: 'Figure 1 of this question' })[0]! as HTMLImageElement;
    figure.loading = 'eager';
    await waitFor(() => expect(figure.complete && figure.naturalWidth > 0).toBe(true));
  },
};

/** The figure opens full screen on Enter (its button names it), and zooms with + in the page's language. */
export const WithImageFullScreen: Story = {
  args: { question: withImage, state: stateOf(withImage), n: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('button', { name: 'Figure 1 of this question: view full screen' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Figure 1 of this question' });
    const figure = within(dialog).getByRole('img', { name: 'Figure 1 of this question' }) as HTMLImageElement;
    await waitFor(() => expect(figure.complete && figure.naturalWidth > 0).toBe(true));
    await userEvent.keyboard('+');
    await expect(within(dialog).getByText('Zoom 150%')).toBeVisible();
  },
};

/** The most options a question can have: A to P. */
export const SixteenOptions: Story = {
  args: { question: sixteenOptions, state: stateOf(sixteenOptions, { selectedOption: 15, confidence: 'NO IDEA' }), n: 40 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getAllByRole('group', { name: 'Choose one answer' })[0]!;
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(16);
    await expect(radio(canvasElement, /^P\. Toxoplasma gondii$/)).toBeChecked();
    await expect(radio(canvasElement, /^A\. Neisseria meningitidis$/)).not.toBeChecked();
  },
};
