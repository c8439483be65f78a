import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { TextField, type TextFieldProps } from './text-field';

/** The texts of the elements an element's aria-describedby points at. */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Controlled(props: Partial<TextFieldProps> & { onValue?: (v: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState(rest.value ?? '');
  return (
    <TextField
      label="Email"
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('TextField', () => {
  it('ties a real label to the input and reports each change as a string', async () => {
    const onValue = vi.fn();
    renderWeb(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(screen.getByText('Email').tagName).toBe('LABEL');
    await userEvent.type(input, 'a@b.co');
    expect(input.value).toBe('a@b.co');
    expect(onValue).toHaveBeenLastCalledWith('a@b.co');
  });

  it('describes the input with its hint and its error, and marks it invalid only with an error', () => {
    const { rerender } = renderWeb(<TextField label="Email" value="" onChange={() => {}} hint="We send the code here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(descriptions(input)).toEqual(['We send the code here.']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    rerender(<TextField label="Email" value="" onChange={() => {}} hint="We send the code here." error="Enter a valid email address" />);
    expect(descriptions(input)).toEqual(['We send the code here.', 'Enter a valid email address']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('passes the input attributes through', () => {
    renderWeb(
      <TextField
        label="Phone"
        value=""
        onChange={() => {}}
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        maxLength={15}
        placeholder="07700 900123"
        required
      />,
    );
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect([input.type, input.name, input.inputMode, input.autocomplete, input.maxLength, input.placeholder, input.required]).toEqual([
      'tel',
      'phone',
      'tel',
      'tel',
      15,
      '07700 900123',
      true,
    ]);
  });

  it('ignores typing when disabled or read-only', async () => {
    const onChange = vi.fn();
    renderWeb(
      <>
        <TextField label="Disabled" value="x" onChange={onChange} disabled />
        <TextField label="Read only" value="y" onChange={onChange} readOnly />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Disabled'), 'abc');
    await userEvent.type(screen.getByLabelText('Read only'), 'abc');
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Read only') as HTMLInputElement).readOnly).toBe(true);
  });

  it('forwards the ref to the input and gives every copy its own ids', () => {
    const ref = createRef<HTMLInputElement>();
    renderWeb(
      <>
        <TextField ref={ref} label="Name" value="" onChange={() => {}} error="Enter your name" />
        <TextField label="Name" value="" onChange={() => {}} error="Enter your name" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(ref.current).toBe(first);
    expect(first!.id).not.toBe(second!.id);
    expect(first!.getAttribute('aria-describedby')).not.toBe(second!.getAttribute('aria-describedby'));
  });
});
