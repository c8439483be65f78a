import { describe, expect, it } from 'vitest';
import { baseValues } from '../../shared/theme/token-tree';
import { createTheme } from './theme';

describe('createTheme', () => {
  it('points every token at its CSS variable, so tenants switch by CSS alone', () => {
    const theme = createTheme(baseValues());
    expect(theme.color.brand.primary).toBe('var(--color-brand-primary)');
    expect(theme.color.text.mutedOnInverse).toBe('var(--color-text-muted-on-inverse)');
    expect(theme.radius.md).toBe('var(--radius-md)');
  });

  it('keeps the literal values for charts and the spec breakpoints as media queries', () => {
    const theme = createTheme(baseValues());
    expect(theme.raw.color.chart.series1).toBe('#00008b');
    expect(theme.media).toEqual({
      sm: '@media (min-width: 576px)',
      md: '@media (min-width: 768px)',
      lg: '@media (min-width: 992px)',
      xl: '@media (min-width: 1200px)',
      xxl: '@media (min-width: 1400px)',
    });
  });
});
