import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card } from '../card';

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
  /** Set columns instead of as many as fit: one on phones, then `md` and `lg` a row from those breakpoints. */
  columns?: { md: number; lg: number };
  /** The list's accessible name, e.g. "Topics". */
  label?: string;
  /** A new answer is on its way while these items still show (a search): the list says it is busy. */
  busy?: boolean;
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
  columns,
  label,
  busy = false,
}: CardListProps<T>) {
  if (loading) {
    return (
      <Grid as="div" role="status" aria-busy="true" aria-label={loadingLabel} $min={minCardWidth} $stretch={stretch} $columns={columns}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Placeholder key={i}>{placeholder}</Placeholder>
        ))}
      </Grid>
    );
  }
  if (!items) return null;
  if (items.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Grid aria-label={label} aria-busy={busy || undefined} $min={minCardWidth} $stretch={stretch} $columns={columns}>
      {items.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $min: string; $stretch: boolean; $columns: { md: number; lg: number } | undefined }>`
  display: grid;
  grid-template-columns: ${({ $stretch, $min, $columns }) =>
    $columns ? 'minmax(0, 1fr)' : `repeat(${$stretch ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${$min}), 1fr))`};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space.lg}; }
  ${({ theme, $columns }) =>
    $columns
      ? css`
          ${theme.media.md} { grid-template-columns: repeat(${$columns.md}, minmax(0, 1fr)); }
          ${theme.media.lg} { grid-template-columns: repeat(${$columns.lg}, minmax(0, 1fr)); }
        `
      : ''}
`;

const Placeholder = styled(Card).attrs({ $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
