import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { PasswordField, type PasswordFieldProps } from './password-field';

const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Controlled(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" {...props} value={value} onChange={setValue} />;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then shows it; the toggle says what it will do', async () => {
    renderWeb(<Controlled />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await userEvent.type(input, 's3cret!');
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(input.value).toBe('s3cret!');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    await userEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('never submits the form, by mouse or keyboard, and keeps focus on the toggle', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWeb(
      <form onSubmit={onSubmit}>
        <Controlled />
      </form>,
    );
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('type')).toBe('button');
    await userEvent.click(toggle);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('describes the input with the hint and the error', () => {
    renderWeb(<Controlled hint="Must be at least 8 characters." error="Enter your password" />);
    const input = screen.getByLabelText('Password');
    expect(descriptions(input)).toEqual(['Must be at least 8 characters.', 'Enter your password']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('uses current-password by default and passes new-password, name and required through', () => {
    const ref = createRef<HTMLInputElement>();
    renderWeb(
      <>
        <Controlled label="Current" />
        <PasswordField
          ref={ref}
          label="New"
          value=""
          onChange={() => {}}
          showLabel="Show"
          hideLabel="Hide"
          autoComplete="new-password"
          name="password"
          required
        />
      </>,
    );
    expect((screen.getByLabelText('Current') as HTMLInputElement).autocomplete).toBe('current-password');
    const fresh = screen.getByLabelText('New') as HTMLInputElement;
    expect([fresh.autocomplete, fresh.name, fresh.required]).toEqual(['new-password', 'password', true]);
    expect(ref.current).toBe(fresh);
  });

  it('disables the toggle with the input', () => {
    renderWeb(<Controlled disabled />);
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
