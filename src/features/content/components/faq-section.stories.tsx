import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import type { Faq } from '../api/get-faqs';
import { FaqSection } from './faq-section';

const faqs: Faq[] = [
  {
    _id: '0b6c1f2e-3a4d-4e5f-8a6b-7c8d9e0f1a01',
    question: 'Can I take an exam more than once?',
    answer: 'Each practice exam can be taken once, like the real thing. Quizzes can be taken as often as you like.',
  },
  {
    _id: '0b6c1f2e-3a4d-4e5f-8a6b-7c8d9e0f1a02',
    question: 'Do my answers save if I lose my connection?',
    answer: 'Yes. Your answers are saved as you go, so you can carry on from another device.',
  },
  {
    _id: '0b6c1f2e-3a4d-4e5f-8a6b-7c8d9e0f1a03',
    question: 'How is my confidence score worked out?',
    answer: 'Each answer carries the confidence you chose; the report shows their average.',
  },
];

const LONG =
  'Every question is written by a clinician who sat the exam in the last three years, reviewed by a consultant in the speciality, ' +
  'and rewritten whenever the guidance it rests on changes, so that what you practise is what you will be asked on the day';

const meta = {
  title: 'Content/FaqSection',
  component: FaqSection,
  args: { faqs },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer open; opening another closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getAllByRole('button', { name: 'Do my answers save if I lose my connection?' })[0]!;
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('button', { name: 'Can I take an exam more than once?' })[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneQuestion: Story = { args: { faqs: faqs.slice(0, 1) } };

/** A long question and answer wrap within the column. */
export const LongText: Story = {
  args: { faqs: [{ _id: '0b6c1f2e-3a4d-4e5f-8a6b-7c8d9e0f1a04', question: `${LONG}?`, answer: `${LONG}. ${LONG}.` }, ...faqs.slice(1)] },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
