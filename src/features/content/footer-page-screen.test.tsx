import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import { FooterPageScreen } from './footer-page-screen';

const PAGE_ID = 'd1a2b3c4-0000-4000-8000-000000000001';
const pages = [{ _id: PAGE_ID, title: 'Terms of Use', url: 'terms', description: '<h2>Governing law</h2><p>English law applies.</p>' }];

function api(pagesAnswer: { status?: number; body: unknown } = { body: { pages } }) {
  stubApi((url) => {
    if (url.pathname === '/api/user/get-subdomain') return { body: { data: { _id: SUBDOMAIN_ID } } };
    if (url.pathname === '/api/professor_pages/get-pages') return pagesAnswer;
    return undefined;
  });
}

const open = (id: string) =>
  renderAt(`/footer-details/${id}`, [
    { path: '/footer-details/:id', element: <FooterPageScreen /> },
    { path: '/', element: <p>Home screen</p> },
  ]);

describe('FooterPageScreen', () => {
  it('shows the title and HTML body of the page', async () => {
    api();
    open(PAGE_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Governing law' })).toBeTruthy();
  });

  it("says 'Page not found or Invalid page id.' for an unknown id", async () => {
    api();
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Page not found or Invalid page id.' })).toBeTruthy();
  });

  it("says 'Failed to load page content' when loading fails, and toasts the server's message", async () => {
    api({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    open(PAGE_ID);
    expect(await screen.findByRole('heading', { name: 'Failed to load page content' })).toBeTruthy();
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Something went wrong on our side. Please try again.');
  });

  it('Back clears the stored subdomain id and goes home', async () => {
    api();
    open(PAGE_ID);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(localStorage.getItem('subdomainId')).toBe(SUBDOMAIN_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(localStorage.getItem('subdomainId')).toBeNull();
  });
});
