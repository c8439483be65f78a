import { createRef, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { DateField } from './date-field';

const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('DateField', () => {
  it('is a native date input with its label, value, min and max', () => {
    const ref = createRef<HTMLInputElement>();
    renderWeb(<DateField ref={ref} label="Exam date" value="2026-03-14" onChange={() => {}} min="2020-01-01" max="2026-05-01" name="examDate" required />);
    const input = screen.getByLabelText('Exam date') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect([input.type, input.value, input.min, input.max, input.name, input.required]).toEqual([
      'date',
      '2026-03-14',
      '2020-01-01',
      '2026-05-01',
      'examDate',
      true,
    ]);
  });

  it("reports the picked date as 'YYYY-MM-DD' and a cleared one as ''", () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <DateField
          label="Date of birth"
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    renderWeb(<Controlled />);
    const input = screen.getByLabelText('Date of birth');
    fireEvent.change(input, { target: { value: '1990-07-21' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-07-21');
    expect((input as HTMLInputElement).value).toBe('1990-07-21');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('describes the input with the hint and the error', () => {
    renderWeb(<DateField label="Exam date" value="" onChange={() => {}} hint="For example, 27 3 2026" error="The date cannot be in the future" />);
    const input = screen.getByLabelText('Exam date');
    expect(descriptions(input)).toEqual(['For example, 27 3 2026', 'The date cannot be in the future']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('can be disabled', () => {
    renderWeb(<DateField label="Exam date" value="" onChange={() => {}} disabled />);
    expect((screen.getByLabelText('Exam date') as HTMLInputElement).disabled).toBe(true);
  });
});
