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

  it('takes the keyboard: digits, . and , , + - * / and × ÷, Enter and =, Backspace and Delete', async () => {
    renderCalc();
    const status = () => screen.getByRole('status').textContent;
    screen.getByRole('button', { name: '7' }).focus();
    // Enter on a focused key gives the result only; it does not also press the key.
    await userEvent.keyboard('12*3{Enter}');
    expect(status()).toBe('36');
    await userEvent.keyboard('{Delete}1,5+2.5=');
    expect(status()).toBe('4');
    await userEvent.keyboard('{Delete}9×4÷3-2/5{Enter}');
    expect(status()).toBe('2');
    await userEvent.keyboard('{Delete}1234{Backspace}{Backspace}');
    expect(status()).toBe('12');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(status()).toBe('0');
    await userEvent.keyboard('8/0{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Cannot divide by zero');
  });

  it('shows the sum under way beside the number', async () => {
    renderCalc();
    screen.getByRole('button', { name: '7' }).focus();
    await userEvent.keyboard('12*');
    expect(screen.getByText('12 ×')).toBeTruthy();
    await userEvent.keyboard('3');
    expect(screen.getByRole('status').textContent).toBe('3');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('12 ×')).toBeNull();
  });
});
