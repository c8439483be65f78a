import { describe, expect, it } from 'vitest';
import { baseTokens } from './base-tokens.ts';
import { cssVariableDeclarations } from './css-variables.ts';
import { cssVariableName } from './css-variable-name.ts';
import { baseValues, flattenValues, mergeTokens, valueAt } from './token-tree.ts';

describe('base tokens', () => {
  it('give every token a value and a description of its role', () => {
    const leaves = flattenValues(baseValues());
    expect(leaves.length).toBeGreaterThan(60);
    const described = (node: object): boolean =>
      Object.values(node).every((child) => ('value' in child ? /^[A-Z].{6,}\.$/.test(child.description) : described(child)));
    expect(described(baseTokens)).toBe(true);
  });
});

describe('mergeTokens', () => {
  it('overrides only the leaves a tenant gives, keeping their siblings', () => {
    const merged = mergeTokens({ color: { brand: { primary: '#0b6470' } }, radius: { md: '10px' } });
    expect(merged.color.brand.primary).toBe('#0b6470');
    expect(merged.color.brand.onPrimary).toBe(baseTokens.color.brand.onPrimary.value);
    expect(merged.color.text.default).toBe(baseTokens.color.text.default.value);
    expect(merged.radius.md).toBe('10px');
    expect(merged.radius.lg).toBe(baseTokens.radius.lg.value);
  });

  it('ignores keys the base set does not have and never changes the base', () => {
    const merged = mergeTokens({ color: { nope: { x: '#fff' } } } as never);
    expect(valueAt(merged, 'color.nope.x')).toBeUndefined();
    expect(baseTokens.color.brand.primary.value).toBe('#1d4ed8');
  });

  it('returns the base values when there is no override', () => {
    expect(mergeTokens(undefined)).toEqual(baseValues());
  });

  it('draws the charts in the brand colours when a tenant sets a brand and no chart colours', () => {
    const merged = mergeTokens({ color: { brand: { primary: '#0b6470', secondary: '#c2462c' } } });
    expect(merged.color.chart).toEqual({ series1: '#0b6470', series2: '#c2462c', series3: '#00008b', series4: '#b7791f' });
  });

  it('leaves out a brand colour too pale for a chart on white, or too close to one already taken', () => {
    // Lime fails 3:1 on white; navy and teal sit near the purple, red near the gold: the gold comes
    // second and the base series fill the places left in their order.
    const merged = mergeTokens({ color: { brand: { primary: '#5a24b4', secondary: '#c6f24e' } } });
    expect(merged.color.chart).toEqual({ series1: '#5a24b4', series2: '#b7791f', series3: '#00008b', series4: '#0e7490' });
  });

  it('keeps the chart colours a tenant sets, whatever its brand', () => {
    const merged = mergeTokens({ color: { brand: { primary: '#0b6470' }, chart: { series2: '#7c2d12' } } });
    expect(merged.color.chart).toEqual({ ...baseValues().color.chart, series2: '#7c2d12' });
  });
});

describe('CSS variables', () => {
  it('are named from the token path in kebab case', () => {
    expect(cssVariableName('color.brand.onPrimary')).toBe('--color-brand-on-primary');
    expect(cssVariableName('color.band.upTo40')).toBe('--color-band-up-to40');
    expect(cssVariableName('font.size.xxl')).toBe('--font-size-xxl');
  });

  it('declare every token of a merged theme', () => {
    const css = cssVariableDeclarations(mergeTokens({ color: { brand: { primary: '#0b6470' } } }));
    expect(css).toContain('--color-brand-primary:#0b6470;');
    expect(css).toContain(`--radius-md:${baseTokens.radius.md.value};`);
    expect(css.split(';').filter(Boolean)).toHaveLength(flattenValues(baseValues()).length);
  });
});
