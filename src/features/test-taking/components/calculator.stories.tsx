import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rtlPage } from '../../../../.storybook/story-helpers';
import { useTenant } from '../../../tenant/tenant-context';
import { Calculator } from './calculator';
import { CalculatorPanel } from './calculator-panel';
import { QuestionCard } from './question-card';
import { QuestionPalette } from './question-palette';
import { sampleQuestions, singleChoice, stateOf } from './story-fixtures';
import { Body, Layout, Side } from './take-test-layout';
import { useTakeTestText } from '../lib/use-take-test-text';
import { onAPhone } from '../../../../.storybook/phone-story';

interface DemoProps {
  /** Shown as the take-test screen shows it, a panel beside the question (true), or on its own (false). */
  inPanel: boolean;
  initiallyOpen?: boolean;
}

/**
 * The calculator with the take-test strings, on its own or in the panel the take-test screen
 * opens from its Calculator button (only for tenants with features.calculator on): beside the
 * question on wide screens, a bottom sheet on phones; the question stays in sight.
 */
function CalculatorDemo({ inPanel, initiallyOpen = false }: DemoProps) {
  const t = useTakeTestText();
  if (!inPanel) return <Calculator divideByZeroText={t('tools.divideByZero')} clearLabel={t('tools.clear')} equalsLabel={t('tools.equals')} />;
  return <TakeTestWithCalculator initiallyOpen={initiallyOpen} />;
}

function TakeTestWithCalculator({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useTakeTestText();
  const tenant = useTenant();
  const [open, setOpen] = useState(initiallyOpen);
  const [state, setState] = useState(stateOf(singleChoice));
  const answers = sampleQuestions.map((q, i) => (i === 0 ? state : stateOf(q)));
  return (
    <Layout>
      <Body>
        <QuestionCard
          question={singleChoice}
          state={state}
          counter={t('counter', { n: 1, total: sampleQuestions.length })}
          first
          last={false}
          savedText={t('save.questionSaved')}
          features={{ ...tenant.features, calculator: true }}
          onChange={setState}
          onPrevious={() => undefined}
          onNext={() => undefined}
          onShortcuts={() => undefined}
          onSubmit={() => undefined}
          onTool={(tool) => tool === 'calculator' && setOpen((o) => !o)}
          calculatorOpen={open}
        />
        <Side>
          <QuestionPalette questions={[...sampleQuestions]} answers={answers} current={0} onGo={() => undefined} />
          {open ? <CalculatorPanel onClose={() => setOpen(false)} /> : null}
        </Side>
      </Body>
    </Layout>
  );
}

/** The browser at a phone's width (390 px) in the story tests. */
const PHONE = onAPhone();

/** Whether all of the element is on the screen and not under anything (the sheet). */
const uncovered = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
};

const meta = {
  title: 'Test taking/Calculator',
  component: CalculatorDemo,
  args: { inPanel: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CalculatorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvas: ReturnType<typeof within>, ...keys: string[]) => {
  for (const key of keys) await userEvent.click(canvas.getAllByRole('button', { name: key })[0]!);
};

/** Works out a margin of safety: (7000 − 4000) ÷ 7000 × 100, chaining operations. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = canvas.getAllByRole('status')[0]!;
    await expect(screen).toHaveTextContent('0');
    await press(canvas, '7', '0', '0', '0', 'minus', '4', '0', '0', '0', 'divide', '7', '0', '0', '0', 'multiply', '1', '0', '0', 'Equals');
    await expect(screen).toHaveTextContent(/^42\.857142857\d*$/);
    await press(canvas, 'Clear');
    await expect(screen).toHaveTextContent(/^0$/);
  },
};

/** Division by zero is refused with a message (an alert), and the next key clears it. */
export const DivideByZero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas, '9', 'divide', '0', 'Equals');
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Cannot divide by zero');
    await press(canvas, '3');
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

const openPanel = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: 'Calculator' });
  await userEvent.click(button);
  const panel = await canvas.findByRole('dialog', { name: 'Calculator' });
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  return { canvas, button, panel };
};

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2, name: 'Question 1 of 5' });

/** Beside the question, closed: only the Calculator button (not expanded). */
export const PanelClosed: Story = {
  args: { inPanel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Calculator' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Wide screen: docked above the palette beside the question, typed into (12 × 3, Enter): 36. The question stays in view. */
export const PanelOpen: Story = {
  args: { inPanel: true },
  play: async ({ canvasElement }) => {
    const { button, panel } = await openPanel(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('12*3{Enter}');
    await expect(within(panel).getByRole('status')).toHaveTextContent(/^36$/);
    await expect(uncovered(heading(canvasElement))).toBe(true);
    // Beside the question, not over it.
    const question = within(canvasElement).getByRole('region', { name: 'Question 1 of 5' });
    const [a, b] = [question.getBoundingClientRect(), panel.getBoundingClientRect()];
    await expect(a.right <= b.left || b.right <= a.left).toBe(true);
  },
};

/** Phone: a bottom sheet, typed into (12 × 3, Enter): 36, the question's heading still in view above it. */
export const PanelOpenOnPhone: Story = {
  ...PHONE,
  args: { inPanel: true },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const { panel } = await openPanel(canvasElement);
    await userEvent.keyboard('12*3{Enter}');
    await expect(within(panel).getByRole('status')).toHaveTextContent(/^36$/);
    await expect(uncovered(heading(canvasElement))).toBe(true);
    await expect(panel.getBoundingClientRect().bottom).toBeCloseTo(innerHeight, 0);
    // Room under the page: scrolled to its end, the last thing on it (the palette) clears the sheet.
    // The room is sized from the sheet a frame after it opens, so the scroll is repeated until it is there.
    const palette = within(canvasElement).getByRole('navigation', { name: 'Questions' });
    await waitFor(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      expect(palette.getBoundingClientRect().bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().top);
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Phone: Escape closes the sheet and gives focus back to the Calculator button. */
export const PanelClosedOnPhone: Story = {
  ...PHONE,
  args: { inPanel: true },
  play: async ({ canvasElement }) => {
    const { canvas, button } = await openPanel(canvasElement);
    await userEvent.keyboard('9{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Right to left: the keypad keeps 7 8 9 from left to right and the sum reads left to right, as numbers do in every language. */
export const RightToLeft: Story = {
  globals: rtlPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seven = canvas.getAllByRole('button', { name: '7' })[0]!;
    const nine = canvas.getAllByRole('button', { name: '9' })[0]!;
    await expect(seven.getBoundingClientRect().left).toBeLessThan(nine.getBoundingClientRect().left);
    await press(canvas, '1', '2', 'decimal point', '5');
    const screen = canvas.getAllByRole('status')[0]!;
    await expect(screen).toHaveTextContent(/^12\.5$/);
    await expect(getComputedStyle(screen).direction).toBe('ltr');
  },
};
