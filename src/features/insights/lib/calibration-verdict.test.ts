import { describe, expect, it } from 'vitest';
import { calibrationVerdict } from './calibration-verdict';
import { monthLabel } from './chart-options';
import { cutText } from './cut-text';

describe('calibrationVerdict', () => {
  it('calls a level over-confident below its promise, under-confident above it, calibrated within 15 points', () => {
    expect(calibrationVerdict({ expected: 100, answers: 20, accuracy: 60 })).toBe('over');
    expect(calibrationVerdict({ expected: 100, answers: 20, accuracy: 85 })).toBe('good');
    expect(calibrationVerdict({ expected: 0, answers: 10, accuracy: 40 })).toBe('under');
    expect(calibrationVerdict({ expected: 67, answers: 10, accuracy: 52 })).toBe('good');
  });
  it('says nothing about a level used fewer than 5 times', () => {
    expect(calibrationVerdict({ expected: 100, answers: 4, accuracy: 0 })).toBe('unknown');
    expect(calibrationVerdict({ expected: 33, answers: 0, accuracy: null })).toBe('unknown');
  });
});

describe('chart and table text', () => {
  it('labels months in the tenant locale, in UTC, across a year boundary', () => {
    expect(['2025-12', '2026-01'].map((m) => monthLabel(m, 'en-GB'))).toEqual(['Dec 25', 'Jan 26']);
  });
  it('cuts test names at 30 characters with an ellipsis', () => {
    expect(cutText('Cardiology and Respiratory Mock Paper 2')).toBe('Cardiology and Respiratory Moc…');
    expect(cutText('Quick Quiz')).toBe('Quick Quiz');
  });
});
