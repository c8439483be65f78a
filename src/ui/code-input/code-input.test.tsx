import { createRef, useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { CodeInput, type CodeInputProps } from './code-input';

const digitLabel = (index: number, length: number) => `Digit ${index + 1} of ${length}`;

function Controlled({ initial = '', onCode, ...props }: Partial<CodeInputProps> & { initial?: string; onCode?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      label="Verification code"
      digitLabel={digitLabel}
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        onCode?.(code);
      }}
    />
  );
}

const boxes = () => within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox') as HTMLInputElement[];
const shown = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const focused = () => boxes().indexOf(document.activeElement as HTMLInputElement);

describe('CodeInput', () => {
  it('shows `length` labelled boxes in a labelled group, the first one for the one-time-code autofill', () => {
    renderWeb(<Controlled />);
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(['Digit 1 of 4', 'Digit 2 of 4', 'Digit 3 of 4', 'Digit 4 of 4']);
    expect(boxes().map((box) => box.inputMode)).toEqual(['numeric', 'numeric', 'numeric', 'numeric']);
    expect(boxes()[0]!.autocomplete).toBe('one-time-code');
    expect(screen.getByText('Verification code').tagName).toBe('LABEL');
    expect(screen.getByLabelText('Digit 1 of 4')).toBe(boxes()[0]);
  });

  it('moves to the next box as each digit is typed and reports the code', async () => {
    const onCode = vi.fn();
    renderWeb(<Controlled onCode={onCode} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1');
    expect(focused()).toBe(1);
    await userEvent.keyboard('234');
    expect(shown()).toBe('1234');
    expect(onCode).toHaveBeenLastCalledWith('1234');
    expect(focused()).toBe(3);
  });

  it('ignores everything but digits', async () => {
    const onCode = vi.fn();
    renderWeb(<Controlled onCode={onCode} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a- .e');
    expect(onCode).not.toHaveBeenCalled();
    expect(shown()).toBe('');
    expect(focused()).toBe(0);
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    expect(onCode).not.toHaveBeenCalled();
  });

  it('Backspace in an empty box clears the previous one and moves back; in a full box it clears that box', async () => {
    renderWeb(<Controlled initial="12" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Backspace}');
    expect(shown()).toBe('1');
    expect(focused()).toBe(1);
    await userEvent.keyboard('{ArrowLeft}{Backspace}');
    expect(shown()).toBe('');
    expect(focused()).toBe(0);
  });

  it('moves with ArrowLeft and ArrowRight', async () => {
    renderWeb(<Controlled initial="1234" />);
    await userEvent.click(boxes()[1]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(2);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe(0);
  });

  it('sends a click on a box past the first empty one to the first empty one', async () => {
    renderWeb(<Controlled initial="1" />);
    await userEvent.click(boxes()[3]!);
    expect(focused()).toBe(1);
  });

  it('fills every box when a whole code is pasted into any box, spaces and all', async () => {
    const onCode = vi.fn();
    renderWeb(<Controlled onCode={onCode} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste(' 12 34 ');
    expect(shown()).toBe('1234');
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(focused()).toBe(3);
    await userEvent.click(boxes()[1]!);
    await userEvent.paste('9876');
    expect(shown()).toBe('9876');
  });

  it('takes a whole code put into one box at once (the phone autofilling it)', () => {
    renderWeb(<Controlled length={6} digitLabel={digitLabel} />);
    fireEvent.change(boxes()[0]!, { target: { value: '482913' } });
    expect(shown()).toBe('482913');
  });

  it('marks every box invalid and describes it with the error; disabled disables every box', () => {
    const ref = createRef<HTMLInputElement>();
    renderWeb(
      <CodeInput
        ref={ref}
        label="Verification code"
        digitLabel={digitLabel}
        value="12"
        onChange={() => {}}
        error="Enter the 4-digit code"
        disabled
        name="otp"
      />,
    );
    const error = screen.getByText('Enter the 4-digit code').closest('[id]')!;
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toContain(error.id);
      expect(box.disabled).toBe(true);
    }
    expect(ref.current).toBe(boxes()[0]);
    expect((document.querySelector('input[type="hidden"][name="otp"]') as HTMLInputElement).value).toBe('12');
  });
});
