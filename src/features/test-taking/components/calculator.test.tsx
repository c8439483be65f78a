import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { Calculator } from './calculator';

const renderCalc = () => renderWeb(<Calculator divideByZeroText="Cannot divide by zero" clearLabel="Clear" equalsLabel="Equals" />);
const press = async (...keys: string[]) => {
  for (const k of keys) await userEvent.click(screen.getByRole('button', { name: k }));
};

describe('Calculator', () => {
  it('does arithmetic left to right', async () => {
    renderCalc();
    await press('1', '2', 'plus', '3', 'multiply', '2', 'Equals');
    expect(screen.getByRole('status').textContent).toBe('30');
  });

  it("says 'Cannot divide by zero' and keeps the number", async () => {
    renderCalc();
    await press('8', 'divide', '0', 'Equals');
    expect(screen.getByRole('alert').textContent).toBe('Cannot divide by zero');
    expect(screen.getByRole('status').textContent).toBe('0');
    await press('Clear');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('handles decimals', async () => {
    renderCalc();
    await press('0', 'decimal point', '1', 'plus', '0', 'decimal point', '2', 'Equals');
    expect(screen.getByRole('status').textContent).toBe('0.3');
  });
});
