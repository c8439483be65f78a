import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { HelpScreen } from './help-screen';

type Answer = { status?: number; body: unknown } | 'pending';

function serve(answer: Answer) {
  return stubApi((url) => {
    if (url.pathname !== '/api/helppage/help' || url.searchParams.get('subdomain') !== SUBDOMAIN_ID) return undefined;
    return answer === 'pending' ? new Promise<undefined>(() => {}) : answer;
  });
}

const ROUTES = [{ path: '/menu/help', element: <HelpScreen /> }];
const page = { title: 'Getting started', description: '<p>Take a <strong>quiz</strong> first.</p><ul><li>Exams are once only.</li></ul>', message: 'OK' };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('HelpScreen', () => {
  it("shows the Help header, the page's title and its HTML body", async () => {
    const calls = serve({ body: page });
    renderAt('/menu/help', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(document.title).toBe('Help | Alpha Academy');
    const article = await screen.findByRole('article', { name: 'Getting started' });
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Getting started');
    expect(within(article).getByText('quiz').tagName).toBe('STRONG');
    expect(within(article).getByRole('listitem').textContent).toBe('Exams are once only.');
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('No Help content available')).toBeNull();
  });

  it("says 'No Help content available' when the server says 'No content'", async () => {
    serve({ body: { title: null, description: null, message: 'No content' } });
    renderAt('/menu/help', ROUTES);
    expect(await screen.findByText('No Help content available')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Help']);
  });

  it('shows a spinner while loading', () => {
    serve('pending');
    renderAt('/menu/help', ROUTES);
    expect(screen.getByRole('status').textContent).toBe('Loading help');
  });

  it('shows nothing but the header when loading fails: no alert, no toast', async () => {
    const calls = serve({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    renderAt('/menu/help', ROUTES);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading help')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No Help content available')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe('');
  });
});
