import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../skeleton';

export interface Column<T> {
  /** The column's header text. */
  header: string;
  /** The cell of one row. */
  cell: (row: T) => ReactNode;
  /** Right-align numbers. Default false. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  /** Names the table for assistive technology (a visually hidden caption unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[] | undefined;
  /** A key for each row, unique in the list; `index` is the row's place in it, for rows that carry no unique value. */
  keyOf: (row: T, index: number) => string;
  loading: boolean;
  /** The accessible name of the skeleton while loading, e.g. "Loading recent results". */
  loadingLabel: string;
  /** Skeleton rows while loading (the dashboard's tables: 5, of 5 columns). Default 5. */
  skeletonRows?: number;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** Marks a row (the caller's own on the leaderboard). */
  highlight?: (row: T) => boolean;
}

/**
 * A table of rows with a caption, skeleton rows while loading and an empty text. On a phone
 * (narrower than the sm breakpoint) each row shows as a card of "header: value" lines, the same
 * cells, links and buttons, so no column is cut off; it stays a table for assistive technology.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  keyOf,
  loading,
  loadingLabel,
  skeletonRows = 5,
  emptyText,
  highlight,
}: DataTableProps<T>) {
  if (loading) {
    return (
      <Scroll role="status" aria-busy="true" aria-label={loadingLabel}>
        <Table aria-hidden="true">
          <tbody>
            {Array.from({ length: skeletonRows }, (_, r) => (
              <tr key={r}>
                {Array.from({ length: Math.max(columns.length, 5) }, (_, c) => (
                  <td key={c}>
                    <Skeleton width={c === 0 ? '80%' : '60%'} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );
  }
  if (!rows) return null;
  if (rows.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Scroll tabIndex={0} role="group" aria-label={caption}>
      <Table>
        <Caption $visible={showCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={keyOf(row, index)} data-highlight={highlight?.(row) || undefined}>
              {columns.map((column) => (
                <td key={column.header} data-numeric={column.numeric || undefined} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** Below the theme's sm breakpoint (576 px): a phone. */
const PHONE = '@media (max-width: 575.98px)';

const Scroll = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  th:first-child, td:first-child { white-space: normal; min-width: 9rem; overflow-wrap: anywhere; }
  th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.bg.surfaceAlt};
  }
  [data-numeric] { text-align: end; font-variant-numeric: tabular-nums; }
  tr[data-highlight] td {
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.brand.onSubtle};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  ${PHONE} {
    /* The header row stays for screen readers; each cell names its column visibly instead. */
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tbody { display: grid; gap: ${({ theme }) => theme.space.sm}; }
    tr {
      display: grid;
      padding-block: ${({ theme }) => theme.space.xs};
      border: 1px solid ${({ theme }) => theme.color.border.default};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.bg.surface};
      overflow: hidden;
    }
    td { display: block; border-bottom: 0; white-space: normal; overflow-wrap: anywhere; min-width: 0; }
    td:first-child { min-width: 0; }
    td[data-label] {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: baseline;
      text-align: start;
    }
    /* Alternative text "": the label is seen, not read twice (the header already names the cell). */
    td[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.text.muted};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
  }
`;

const Caption = styled.caption<{ $visible: boolean }>`
  ${({ $visible }) =>
    $visible
      ? 'text-align: start; padding-bottom: 0.5rem; font-weight: 600;'
      : 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;'}
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
