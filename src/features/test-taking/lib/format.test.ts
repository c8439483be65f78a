import { describe, expect, it } from 'vitest';
import { elapsedForSubmit, optionLetter } from './format';

describe('optionLetter', () => {
  it('letters options A to P', () => {
    expect([0, 1, 15].map(optionLetter)).toEqual(['A', 'B', 'P']);
  });
});

describe('elapsedForSubmit', () => {
  it('sends minutes.seconds', () => {
    expect(elapsedForSubmit(755, 20, false)).toBe(12.35);
    expect(elapsedForSubmit(65, 20, false)).toBe(1.05);
    expect(elapsedForSubmit(0, 20, false)).toBe(0);
  });
  it('sends the allotted minutes with .00 on timeout', () => {
    expect(elapsedForSubmit(1300, 20, true)).toBe(20);
    expect(elapsedForSubmit(80, 1, true).toFixed(2)).toBe('1.00');
  });
  it('never sends more than the allotted time', () => {
    expect(elapsedForSubmit(99_999, 20, false)).toBe(20);
  });
});
