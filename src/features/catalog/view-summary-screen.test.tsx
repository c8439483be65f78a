import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { summary } from './components/story-fixtures';
import { ViewSummaryScreen } from './view-summary-screen';

type Answer = { status?: number; body: unknown } | 'pending';

function serve(answer: Answer = { body: { summary } }) {
  return stubApi((url) => {
    if (url.pathname !== '/api/sub-domain/view-summary' || url.searchParams.get('subdomain') !== SUBDOMAIN_ID) return undefined;
    return answer === 'pending' ? new Promise<undefined>(() => {}) : answer;
  });
}

const ROUTES = [{ path: '/menu/view-summary', element: <ViewSummaryScreen /> }];
/** The treeitem whose own row reads `label`. */
const item = (label: string) => screen.getByText(label, { selector: 'span' }).closest<HTMLElement>('[role="treeitem"]')!;
/** What each shown row reads: its label and badge. */
const rows = () =>
  screen
    .getAllByRole('treeitem')
    .map((el) => [...el.firstElementChild!.querySelectorAll('span:not([aria-hidden]) > span')].map((s) => s.textContent).join(' | '));
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('ViewSummaryScreen', () => {
  it('shows the domain, the subdomain, then each topic with its No. Questions badge and its subtopics with theirs, all open', async () => {
    serve();
    renderAt('/menu/view-summary', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'View Summary' })).toBeTruthy();
    expect(document.title).toBe('View Summary | Alpha Academy');
    const tree = await screen.findByRole('tree', { name: 'Course summary' });
    expect(rows()).toEqual([
      'Medicine',
      'Ward Round',
      'Cardiology | No. Questions: 42',
      'Heart failure | No. Questions: 20',
      'Arrhythmias | No. Questions: 15',
      'Valve disease | No. Questions: 7',
      'Child health | No. Questions: 18',
      'Neonatology | No. Questions: 10',
      'Child protection | No. Questions: 8',
      'Dermatology | No. Questions: 0',
    ]);
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((el) => el.getAttribute('aria-level')),
    ).toEqual(['1', '2', '3', '4', '4', '4', '3', '4', '4', '3']);
    expect(['Medicine', 'Ward Round', 'Cardiology', 'Child health'].map((l) => item(l).getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(item('Dermatology').hasAttribute('aria-expanded')).toBe(false);
  });

  it('is worked with the keyboard: arrows move focus, Left and Right close and open, Enter toggles', async () => {
    serve();
    renderAt('/menu/view-summary', ROUTES);
    await screen.findByRole('tree');
    await userEvent.tab();
    expect(document.activeElement).toBe(item('Medicine'));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Cardiology'));
    press('ArrowLeft');
    expect(item('Cardiology').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Heart failure')).toBeNull();
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Child health'));
    press('ArrowRight');
    expect(document.activeElement).toBe(item('Neonatology'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(item('Child health'));
    press('ArrowUp');
    press('ArrowRight');
    expect(item('Cardiology').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Heart failure')).toBeTruthy();
    press('Home');
    press('Enter');
    expect(item('Medicine').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
    press('End');
    expect(document.activeElement).toBe(item('Medicine'));
  });

  it('shows a spinner while loading', () => {
    serve('pending');
    renderAt('/menu/view-summary', ROUTES);
    expect(screen.getByRole('status').textContent).toBe('Loading the summary');
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it("shows the server's message when the summary cannot be loaded", async () => {
    serve({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    renderAt('/menu/view-summary', ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Something went wrong on our side. Please try again.')).toBe(true));
    expect(screen.queryByRole('status', { name: 'Loading the summary' })).toBeNull();
  });
});
