import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { landingContent, landingFaqs, landingPages, landingPlan } from '../../../tests/support/landing-answers';
import { offContract, type StubAnswer } from '../../../tests/support/api-handlers';
import { renderAt, stubApi, SUBDOMAIN_ID, testManifest } from '../../../tests/support/render-web';
import { LandingScreen } from './landing-screen';

const content = landingContent;
const plan = landingPlan;
const faqs = landingFaqs;

function api({ plans = [plan], faqList = faqs, subdomain = { body: { data: { _id: SUBDOMAIN_ID } } } as StubAnswer } = {}) {
  return stubApi((url) => {
    if (url.pathname === '/api/user/get-subdomain') return subdomain;
    if (url.pathname === '/api/website/content') return { body: content };
    if (url.pathname === '/api/plans/get-plans') return { body: { subDomain: { _id: SUBDOMAIN_ID, plans } } };
    if (url.pathname === '/api/faq/get-faqs') return { body: { faqs: faqList } };
    if (url.pathname === '/api/professor_pages/get-pages') return { body: { pages: landingPages } };
    return undefined;
  });
}

function MembershipProbe() {
  return <p>Membership screen {useLocation().search}</p>;
}

const landing = () =>
  renderAt('/', [
    { path: '/', element: <LandingScreen /> },
    { path: '/user-login', element: <p>Login screen</p> },
    { path: '/user-signup', element: <p>Signup screen</p> },
    { path: '/menu/membership', element: <MembershipProbe /> },
  ]);

describe('LandingScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('resolves the subdomain from the host, stores it, then shows the content for it', async () => {
    const calls = api();
    landing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pass first time' })).toBeTruthy();
    expect(localStorage.getItem('subdomainId')).toBe(SUBDOMAIN_ID);
    const lookup = calls.find((c) => c.url.endsWith('/api/user/get-subdomain'))!;
    expect(await lookup.clone().json()).toEqual({ host: window.location.hostname });
    expect(calls.filter((c) => c.url.includes(`subdomain=${SUBDOMAIN_ID}`))).toHaveLength(4);
    expect(screen.getByText('real').tagName).toBe('STRONG');
  });

  it("paints the manifest's hero at once, before any call answers", () => {
    stubApi((url) => (url.pathname === '/api/user/get-subdomain' ? new Promise(() => {}) : undefined));
    const hero = { heading: 'From the folder', tagline: 'Painted before any call.', bannerImage: '/tenant-assets/hero.svg?v=1' };
    renderAt('/', [{ path: '/', element: <LandingScreen /> }], { ...testManifest, hero });
    expect(screen.getByRole('heading', { level: 1, name: 'From the folder' })).toBeTruthy();
    expect(screen.getByText('Painted before any call.')).toBeTruthy();
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(hero.bannerImage);
  });

  it('shows plans with the pound sign, validity, access and features', async () => {
    api();
    landing();
    const card = await screen.findByRole('article', { name: 'Three Months' });
    expect(within(card).getByText('£44.99')).toBeTruthy();
    expect(within(card).getByText('3 Months')).toBeTruthy();
    expect(within(card).getByText('All banks')).toBeTruthy();
    expect(within(card).getByText('Timed mocks')).toBeTruthy();
  });

  it('uses the insight defaults when the provider gives none', async () => {
    api();
    landing();
    expect(await screen.findByRole('heading', { name: 'Insights that sharpen your revision' })).toBeTruthy();
  });

  it('hides Plans & Pricing and the FAQ when there are none', async () => {
    api({ plans: [], faqList: [] });
    landing();
    await screen.findByRole('heading', { level: 1, name: 'Pass first time' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Plans & Pricing' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
  });

  it('keeps one FAQ entry open at a time', async () => {
    api();
    landing();
    const first = await screen.findByRole('button', { name: 'Which exams?' });
    const second = screen.getByRole('button', { name: 'Can I cancel?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('links the footer to the provider pages, with the copyright line of the current year', async () => {
    api();
    landing();
    expect((await screen.findByRole('link', { name: 'Terms of Use' })).getAttribute('href')).toBe(`/footer-details/${landingPages[0]!._id}`);
    expect(screen.getByText(`© ${new Date().getFullYear()} Alpha Academy. All rights reserved.`)).toBeTruthy();
  });

  it('Get Started and Sign Up Now clear the stored subdomain id before navigating', async () => {
    api();
    landing();
    await screen.findByRole('heading', { level: 1, name: 'Pass first time' });
    expect(localStorage.getItem('subdomainId')).toBe(SUBDOMAIN_ID);
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(localStorage.getItem('subdomainId')).toBeNull();
  });

  it("says 'Subdomain not found in response' when the lookup returns no id", async () => {
    // A server breaking the contract (GetSubdomainResponse requires data): the screen says so.
    api({ subdomain: offContract({ body: {} }) });
    landing();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Subdomain not found in response'));
  });

  it('a visitor who picks a plan goes to sign up, and the pick is remembered for after it', async () => {
    api();
    landing();
    await userEvent.click(await screen.findByRole('link', { name: 'Choose Three Months' }));
    expect(await screen.findByText('Signup screen')).toBeTruthy();
    expect(sessionStorage.getItem('chosenPlan')).toBe(plan._id);
    expect(localStorage.getItem('subdomainId')).toBeNull();
  });

  it("a signed-in learner who picks a plan goes straight to that plan's checkout", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refreshToken', 'refresh');
    api();
    landing();
    await userEvent.click(await screen.findByRole('link', { name: 'Choose Three Months' }));
    expect(await screen.findByText(`Membership screen ?plan=${plan._id}`)).toBeTruthy();
  });
});
