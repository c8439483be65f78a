import type { ReactNode } from 'react';
import styled from 'styled-components';

interface CardListProps<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** The accessible name of the placeholders while loading, e.g. "Loading plans". */
  loadingLabel: string;
  /** How many placeholders show while loading (the spec says, per list). */
  placeholders: number;
  /** One placeholder's skeleton lines, shaped like a card. */
  placeholder: ReactNode;
  /** Shown when the list is empty. */
  emptyText: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The narrowest a card may get before the row wraps. */
  minCardWidth?: string;
  /** Few cards fill the row (a handful of plans) rather than keeping their width (a long list). */
  stretch?: boolean;
}

/**
 * A responsive grid of cards (a list), with its loading placeholders and its empty text: the
 * Tests list's sections and Membership's plans. Nothing renders before the first answer.
 */
export function CardList<T>({
  items,
  loading,
  loadingLabel,
  placeholders,
  placeholder,
  emptyText,
  keyOf,
  renderItem,
  minCardWidth = '18rem',
  stretch = false,
}: CardListProps<T>) {
  if (loading) {
    return (
      <Grid as="div" role="status" aria-busy="true" aria-label={loadingLabel} $min={minCardWidth} $stretch={stretch}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Placeholder key={i}>{placeholder}</Placeholder>
        ))}
      </Grid>
    );
  }
  if (!items) return null;
  if (items.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Grid $min={minCardWidth} $stretch={stretch}>
      {items.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $min: string; $stretch: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space.lg}; }
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
