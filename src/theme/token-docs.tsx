import styled from 'styled-components';

/** Helpers of the Foundations stories (design tokens, colour contrast); the app does not use them. */

/** A token's value in a theme, by its dotted path. */
export function tokenValue(theme: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme) as string;
}

export const Table = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption { text-align: start; font-weight: ${({ theme }) => theme.font.weight.bold}; padding-block: ${({ theme }) => theme.space.xs}; }
  th, td {
    text-align: start;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

/** A sample of one colour on another. */
export const Sample = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
`;

/** A bar drawn in a graphic colour. */
export const GraphicBar = styled.span`
  display: block;
  inline-size: 4rem;
  block-size: 0.75rem;
`;
