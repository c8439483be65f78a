import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Button } from '../button';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status whose label is visually hidden text, with the ring hidden from assistive technology', () => {
    renderWeb(<Spinner label="Loading questions" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading questions');
    expect(screen.getByText('Loading questions').className).toBe('visually-hidden');
    expect(status.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('sits inside a button, which keeps its own name', () => {
    renderWeb(
      <Button disabled>
        <Spinner label="Sending" size="sm" /> Send code
      </Button>,
    );
    expect(screen.getByRole('button').textContent).toBe('Sending Send code');
    expect(screen.getByRole('status').textContent).toBe('Sending');
  });
});
