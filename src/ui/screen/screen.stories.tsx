import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from '../panel';
import { Screen } from './screen';

/** A members-area screen's frame: the h1 and lead over its blocks, at one of three widths. */
function ScreenFrame({ width, title }: { width?: 'narrow' | 'medium' | 'wide'; title: string }) {
  return (
    <Screen $width={width}>
      <header>
        <h1>{title}</h1>
        <p>Ask the team a question or report a problem; you can follow each conversation here.</p>
      </header>
      <Panel id="screen-story-panel" heading="Tickets Sent">
        <p>Blocks stack in one column, with the same gap between them.</p>
      </Panel>
    </Screen>
  );
}

const meta = {
  title: 'UI/Screen',
  component: ScreenFrame,
  args: { title: 'Tickets' },
} satisfies Meta<typeof ScreenFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Wide: Story = { args: { width: 'wide' } };
/** A long title breaks anywhere rather than widen the page. */
export const LongTitle: Story = { args: { title: 'Cardiology-respiratory-gastroenterology-nephrology-full-length-mock-paper-under-exam-conditions' } };
