import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { rtlPage } from '../../../../.storybook/story-helpers';
import { Calculator } from './calculator';
import { useTakeTestText } from '../lib/use-take-test-text';

interface DemoProps {
  /** Shown in the take-test screen's Calculator popup (true), or on its own (false). */
  inDialog: boolean;
  initiallyOpen?: boolean;
}

/**
 * The calculator with the take-test strings, on its own or in the popup the take-test screen
 * opens from its Calculator button (only for tenants with features.calculator on).
 */
function CalculatorDemo({ inDialog, initiallyOpen = true }: DemoProps) {
  const t = useTakeTestText();
  const [open, setOpen] = useState(initiallyOpen);
  const calculator = <Calculator divideByZeroText={t('tools.divideByZero')} clearLabel={t('tools.clear')} equalsLabel={t('tools.equals')} />;
  if (!inDialog) return calculator;
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('tools.calculator')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('tools.calculator')} closeLabel={t('tools.close')}>
        {calculator}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Test taking/Calculator',
  component: CalculatorDemo,
  args: { inDialog: false },
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

/** In the take-test screen's popup, open; Close hands focus back to the Calculator button. */
export const InDialog: Story = {
  args: { inDialog: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Calculator' });
    await expect(dialog).toHaveAttribute('open');
    await press(within(dialog), '1', 'decimal point', '5', 'multiply', '4', 'Equals');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^6$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Calculator' }));
    await expect(await canvas.findByRole('dialog', { name: 'Calculator' })).toHaveAttribute('open');
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
