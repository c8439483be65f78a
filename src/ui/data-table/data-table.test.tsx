import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
  score: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Oliver B.', score: 81 },
  { id: 'b', name: 'You', score: 76 },
  { id: 'c', name: 'Kwame A.', score: 72 },
];
const columns: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Score', cell: (r) => `${r.score}%`, numeric: true },
];

const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderWeb(
    <DataTable<Row>
      caption="Leaderboard"
      columns={columns}
      rows={rows}
      keyOf={(r) => r.id}
      loading={false}
      loadingLabel="Loading leaderboard"
      emptyText="No data available"
      {...props}
    />,
  );

describe('DataTable', () => {
  it('shows a table named by its caption, with column headers and a row per item in order', () => {
    table();
    const t = screen.getByRole('table', { name: 'Leaderboard' });
    const headers = within(t).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Score']);
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(
      within(t)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Oliver B.', '81%'],
      ['You', '76%'],
      ['Kwame A.', '72%'],
    ]);
  });

  it('marks numeric columns and the highlighted row', () => {
    table({ highlight: (r) => r.name === 'You' });
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.getAttribute('data-highlight'))).toEqual([null, 'true', null]);
    expect(
      within(bodyRows[0]!)
        .getAllByRole('cell')
        .map((c) => c.hasAttribute('data-numeric')),
    ).toEqual([false, true]);
    expect(screen.getAllByRole('columnheader').map((h) => h.hasAttribute('data-numeric'))).toEqual([false, true]);
  });

  it('scrolls inside a focusable box named like the table', () => {
    table();
    const box = screen.getByRole('group', { name: 'Leaderboard' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box).toContain(screen.getByRole('table'));
  });

  it('shows skeleton rows while loading, at least 5 columns wide, named and busy, with no table exposed', () => {
    table({ rows: undefined, loading: true });
    const status = screen.getByRole('status', { name: 'Loading leaderboard' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect([...status.querySelectorAll('tr')].map((r) => r.querySelectorAll('td').length)).toEqual([5, 5, 5, 5, 5]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Oliver B.')).toBeNull();
  });

  it('takes the number of skeleton rows, and widens them for more columns', () => {
    const six = Array.from({ length: 6 }, (_, i): Column<Row> => ({ header: `C${i}`, cell: (r) => r.name }));
    table({ loading: true, skeletonRows: 3, columns: six });
    const skeleton = screen.getByRole('status').querySelectorAll('tr');
    expect([...skeleton].map((r) => r.querySelectorAll('td').length)).toEqual([6, 6, 6]);
  });

  it('shows the empty text when there are no rows, and nothing before the first answer', () => {
    const { rerender } = table({ rows: [] });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable<Row>
        caption="Leaderboard"
        columns={columns}
        rows={undefined}
        keyOf={(r) => r.id}
        loading={false}
        loadingLabel="Loading leaderboard"
        emptyText="No data available"
      />,
    );
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
