import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWeb } from '../../../../tests/support/render-web';
import { Keys } from './take-test-layout';

afterEach(() => vi.restoreAllMocks());

// happy-dom answers (hover: none) and (pointer: coarse) from navigator.maxTouchPoints.
const touchPoints = (count: number) => vi.spyOn(window.navigator, 'maxTouchPoints', 'get').mockReturnValue(count);

describe('the keyboard shortcuts hint', () => {
  it('shows with a mouse and a keyboard (a fine pointer that hovers)', () => {
    touchPoints(0);
    renderWeb(<Keys>Keyboard: A–P choose an option</Keys>);
    expect(getComputedStyle(screen.getByText(/^Keyboard:/)).display).not.toBe('none');
  });

  it('is hidden on a touch screen without hover (a phone), where no shortcut can be typed', () => {
    touchPoints(5);
    renderWeb(<Keys>Keyboard: A–P choose an option</Keys>);
    expect(getComputedStyle(screen.getByText(/^Keyboard:/)).display).toBe('none');
  });
});
