import type { TokenValues } from '../../shared/theme/token-tree';
import { cssVariableName } from '../../shared/theme/css-variable-name';

/**
 * The typed theme styled-components reads. Every leaf is a CSS variable reference such as
 * var(--color-brand-primary): the values themselves live in the :root block the server inlines
 * (or Storybook's decorator), so switching tenant never re-renders a component.
 */
type ThemeVariables = TokenValues;

export interface AppTheme extends ThemeVariables {
  /** Literal values, for code that cannot use CSS variables (charts, canvas). */
  raw: TokenValues;
  /** Min-width media queries at the spec's breakpoints. */
  media: Record<'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
}

const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export function createTheme(values: TokenValues): AppTheme {
  return {
    ...(toVariables(values, []) as ThemeVariables),
    raw: values,
    media: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`])) as AppTheme['media'],
  };
}

function toVariables(node: object, path: string[]): object {
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [
      key,
      typeof child === 'string' ? `var(${cssVariableName([...path, key].join('.'))})` : toVariables(child as object, [...path, key]),
    ]),
  );
}
