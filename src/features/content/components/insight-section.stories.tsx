import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { InsightSection } from './insight-section';

const meta = {
  title: 'Content/InsightSection',
  component: InsightSection,
  args: {
    insight: {
      heading: 'See where you stand',
      subheading: 'Your scores, your proficiency by topic and your progress over time, after every test.',
      insightImage: null,
    },
  },
} satisfies Meta<typeof InsightSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's words beside the default chart, drawn in the brand's colours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'See where you stand' })[0]).toBeVisible();
  },
};

/** Nothing set by the provider (or content still loading): every part falls back to its default. */
export const Defaults: Story = { args: { insight: undefined } };

/** A long heading and subheading wrap; the chart keeps its place. */
export const LongText: Story = {
  args: {
    insight: {
      heading: 'Know exactly which topics of the syllabus are holding your score back, and which ones you have already mastered',
      subheading:
        'After every exam and quiz your report breaks your answers down by topic and subtopic, ' +
        'compares your confidence with your accuracy and shows how your percentage has moved month by month, ' +
        'so you spend your revision time where it counts.',
      insightImage: null,
    },
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
