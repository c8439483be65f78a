import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Question, QuestionState } from '../lib/answer-state';
import { QuestionPalette } from './question-palette';
import { answeredState, fixtureId, sampleQuestions, stateOf } from './story-fixtures';

/** A 40-question mock paper: the sample questions repeated, each with its own id. */
const paper: Question[] = Array.from({ length: 40 }, (_, i) => ({ ...sampleQuestions[i % sampleQuestions.length]!, _id: fixtureId(300 + i) }));

const FLAGGED = new Set([4, 9, 17, 26, 33]);
const SKIPPED = new Set([2, 7, 13, 20]);

/**
 * Part-way through: questions 1 to 25 mostly answered (a few skipped, one sub-question question
 * only half done), 26 to 40 not reached, five flagged (answered or not).
 */
const midway: QuestionState[] = paper.map((q, i) => {
  const questionFlagged = FLAGGED.has(i);
  if (i === 22) return stateOf(q, { selected: [true, null, false, null], questionFlagged });
  if (i < 25 && !SKIPPED.has(i)) return answeredState(q, { questionFlagged });
  return stateOf(q, { questionFlagged });
});

interface DemoProps {
  questions: Question[];
  answers: QuestionState[];
  /** 0-based index of the question on screen. */
  current: number;
  onGo: (index: number) => void;
}

/** The palette beside the question card (16rem wide on large screens), moving `current` as the screen does. */
function QuestionPaletteDemo({ questions, answers, current, onGo }: DemoProps) {
  return <Palette key={current} questions={questions} answers={answers} current={current} onGo={onGo} />;
}

function Palette({ questions, answers, current: initial, onGo }: DemoProps) {
  const [current, setCurrent] = useState(initial);
  return (
    <div style={{ maxWidth: '16rem' }}>
      <QuestionPalette
        questions={questions}
        answers={answers}
        current={current}
        onGo={(i) => {
          setCurrent(i);
          onGo(i);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Test taking/QuestionPalette',
  component: QuestionPaletteDemo,
  args: { questions: paper, answers: midway, current: 17, onGo: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuestionPaletteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered (filled), missing (outlined), flagged (corner mark) and the current question (dark border). */
export const Midway: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getAllByRole('navigation', { name: 'Questions' })[0]!;
    const cells = within(nav).getAllByRole('button');
    await expect(cells).toHaveLength(40);
    await expect(within(nav).getByRole('button', { name: 'Question 18, answered, flagged' })).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Question 23, not answered' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Question 34, not answered, flagged' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Question 1, answered' }));
    await expect(args.onGo).toHaveBeenCalledWith(0);
    await expect(within(nav).getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByRole('button', { name: 'Question 18, answered, flagged' })).not.toHaveAttribute('aria-current');
  },
};

/** The start of an attempt: nothing answered or flagged, on question 1. */
export const JustStarted: Story = {
  args: { answers: paper.map((q) => stateOf(q)), current: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation', { name: 'Questions' })[0]!;
    await expect(within(nav).getAllByRole('button', { name: /not answered$/ })).toHaveLength(40);
  },
};

/** Every question answered, two still flagged for a second look, on the last question. */
export const AllAnswered: Story = {
  args: { answers: paper.map((q, i) => answeredState(q, { questionFlagged: i === 5 || i === 38 })), current: 39 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation', { name: 'Questions' })[0]!;
    await expect(within(nav).queryAllByRole('button', { name: /not answered/ })).toHaveLength(0);
    await expect(within(nav).getByRole('button', { name: 'Question 40, answered' })).toHaveAttribute('aria-current', 'step');
  },
};
