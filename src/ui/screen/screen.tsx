import styled from 'styled-components';

const WIDTHS = { narrow: '48rem', medium: '72rem', wide: '80rem' } as const;

/**
 * A members-area screen: its header (the h1 and a lead line) over its blocks, in one column at
 * most `$width` wide (narrow 48rem, medium 72rem, wide 80rem; default medium).
 */
export const Screen = styled.div<{ $width?: keyof typeof WIDTHS }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ $width = 'medium' }) => WIDTHS[$width]};
  > header { display: grid; gap: ${({ theme }) => theme.space.xs}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; overflow-wrap: anywhere; }
  > header p { color: ${({ theme }) => theme.color.text.muted}; }
`;
