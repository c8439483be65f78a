import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { baseValues } from '../../../shared/theme/token-tree';
import { createTheme } from '../../theme/theme';
import { Button } from '../button';
import { Spinner } from './spinner';

const theme = createTheme(baseValues());
const renderUi = (ui: ReactElement) => render(ui, { wrapper: ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });

describe('Spinner', () => {
  it('is a status whose label is visually hidden text, with the ring hidden from assistive technology', () => {
    renderUi(<Spinner label="Loading questions" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading questions');
    expect(screen.getByText('Loading questions').className).toBe('visually-hidden');
    expect(status.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('sits inside a button, which keeps its own name', () => {
    renderUi(
      <Button disabled>
        <Spinner label="Sending" size="sm" /> Send code
      </Button>,
    );
    expect(screen.getByRole('button').textContent).toBe('Sending Send code');
    expect(screen.getByRole('status').textContent).toBe('Sending');
  });
});
