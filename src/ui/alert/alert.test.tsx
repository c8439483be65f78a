import { createRef, type ReactElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { baseValues } from '../../../shared/theme/token-tree';
import { createTheme } from '../../theme/theme';
import { Alert } from './alert';

const theme = createTheme(baseValues());
const renderUi = (ui: ReactElement) => render(ui, { wrapper: ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });

describe('Alert', () => {
  it('announces an error at once (role="alert") with its title and message', () => {
    renderUi(
      <Alert kind="error" title="There is a problem">
        Invalid email or password.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('There is a problem' + 'Invalid email or password.');
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(['success', 'info'] as const)('announces %s politely (role="status")', (kind) => {
    renderUi(<Alert kind={kind}>Saved.</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is info by default, and gives the form its box to focus', () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(
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
