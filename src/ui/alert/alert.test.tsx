import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error at once (role="alert") with its title and message', () => {
    renderWeb(
      <Alert kind="error" title="There is a problem">
        Invalid email or password.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('There is a problem' + 'Invalid email or password.');
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(['success', 'info'] as const)('announces %s politely (role="status")', (kind) => {
    renderWeb(<Alert kind={kind}>Saved.</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is info by default, and gives the form its box to focus', () => {
    const ref = createRef<HTMLDivElement>();
    renderWeb(
      <Alert ref={ref} id="form-problem" tabIndex={-1}>
        OTP sent to the mail.
      </Alert>,
    );
    expect(screen.getByRole('status')).toBe(ref.current);
    ref.current!.focus();
    expect(document.activeElement).toBe(ref.current);
    expect(ref.current!.id).toBe('form-problem');
  });
});
