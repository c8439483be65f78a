import styled from 'styled-components';

/** A raised surface that groups related content. Pad with `$padding` (default 'lg'). */
export const Card = styled.div<{ $padding?: 'md' | 'lg'; $highlight?: boolean }>`
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.color.brand.primary : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding = 'lg' }) => ($padding === 'lg' ? theme.space.lg : theme.space.md)};
`;
