import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { Button } from '../../../ui/button';
import { Body, Keys, Layout, Main, Nav, Panel, QuestionSaved, Tools, Top } from './take-test-layout';

/** The take-test frame with placeholder contents where the header, question and palette go. */
function TakeTestFrame({ question }: { question: string }) {
  return (
    <Layout>
      <Top>
        <h2>Cardiology mock exam</h2>
        <span>29:00</span>
      </Top>
      <Body>
        <Main aria-labelledby="frame-question">
          <Top>
            <h2 id="frame-question">Question 4 of 40</h2>
            <Tools>
              <Button variant="secondary">Calculator</Button>
              <Button variant="secondary">Notes</Button>
            </Tools>
          </Top>
          <p>{question}</p>
          <QuestionSaved>Answer saved</QuestionSaved>
          <Nav>
            <Button variant="secondary">Previous</Button>
            <Button>Next</Button>
          </Nav>
          <Keys>Keys: 1–5 choose an option, arrows move between questions.</Keys>
        </Main>
        <Palette aria-label="Questions">
          <p>The question palette sits here, beside the question from large screens, under it on phones.</p>
        </Palette>
      </Body>
    </Layout>
  );
}

const Palette = styled(Panel).attrs({ as: 'aside' })``;

const meta = {
  title: 'Test taking/TakeTestLayout',
  component: TakeTestFrame,
  args: { question: 'A 64-year-old man has central chest pain on exertion that eases with rest. Which drug is first line for his stable angina?' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TakeTestFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header row, the question card and the palette beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region', { name: 'Question 4 of 40' })[0]).toBeVisible();
  },
};

/** A long question wraps in its card; the palette keeps its width. */
export const LongText: Story = {
  args: {
    question:
      'A 64-year-old man with type 2 diabetes, chronic kidney disease stage 3 and a previous transient ischaemic attack has central chest pain ' +
      'on exertion that eases within five minutes of rest; his resting ECG is normal and his blood pressure is 152/94 mmHg. ' +
      'Which single drug is the most appropriate first-line treatment for his stable angina, given his other conditions and current medicines?',
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
