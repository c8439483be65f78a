import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID, testManifest } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import type { Plan } from '../../api/plans';
import type { Transaction, TransactionsResponse } from './api/get-user-transactions';
import { daysFromNow, fixtureId, paidThreeMonths, paidWithoutInvoice, plans, refundedOneMonth, subscription, transactions } from './components/story-fixtures';
import { MembershipScreen } from './membership-screen';

const USER_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';
const user = aLearner({ _id: USER_ID, mobile: '+447400123456', dob: '1998-04-12' });
const CHECKOUT_URL = '/checkout/sandbox/cs_test_123';

interface Server {
  history?: () => TransactionsResponse;
  planList?: Plan[];
  checkout?: () => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
}

/** The membership calls, answered from the given state; returns the calls made. */
function serve({ history = () => ({ transactions, subscription }), planList = plans, checkout = () => ({ body: { url: CHECKOUT_URL } }) }: Server = {}) {
  return stubApi((url) => {
    if (url.pathname === '/api/transaction/get-user-transactions') return { body: history() };
    if (url.pathname === '/api/plans/get-plans') return { body: { subDomain: { _id: SUBDOMAIN_ID, plans: planList } } };
    if (url.pathname === '/api/payment/create-checkout-session') return checkout();
    if (url.pathname === '/api/user/get-profile') return { body: { user } };
    return undefined;
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const open = (path = '/menu/membership') =>
  renderAt(path, [
    {
      path: '/menu/membership',
      element: (
        <>
          <MembershipScreen />
          <Where />
        </>
      ),
    },
  ]);

const table = () => screen.getByRole('table', { name: 'Your payments, newest first' });
/** Each body row as [row header, ...cells]. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const planCard = (name: string) => screen.getByRole('article', { name });
const upgrade = (name: string) => within(planCard(name)).getByRole('button', { name: /Upgrade Now/ });
/** A promise the test settles when it chooses. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('MembershipScreen', () => {
  it('shows one column per payment, named rows, the first 20 characters of the payment id, and a View link only for an invoice', async () => {
    serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    expect(document.title).toBe('Membership | Alpha Academy');
    await screen.findByRole('table');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Payment 1', 'Payment 2Refunded', 'Payment 3']);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Plan', 'Validity', 'Amount', 'Payment ID', 'Payment Date', 'Invoice']);
    expect(rows()).toEqual([
      ['Plan', '3 Months', '1 Month', '1 Month'],
      ['Validity', '90 days', '30 days', '30 days'],
      ['Amount', '£44.99', '£19.99', '£19.99'],
      ['Payment ID', 'pi_3QxT9sLkd82hFa0Z1', 'pi_3PwR7aKjc71gEz9Y0', 'sandbox_5d1f0c2b9e8a'],
      ['Payment Date', 'Friday, 14 March 2025', 'Monday, 6 January 2025', 'Saturday, 2 November 2024'],
      ['Invoice', 'View invoice INV-000042 (opens in a new tab)', 'View invoice INV-000017 (opens in a new tab)', '—No invoice'],
    ]);
    expect(paidThreeMonths.payment_id.length).toBeGreaterThan(20);
    const links = within(table()).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe(paidThreeMonths.invoice_url);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener');
    // The table scrolls within its own labelled region, reachable by keyboard.
    const region = screen.getByRole('region', { name: 'Your payments, newest first' });
    expect(region.contains(table())).toBe(true);
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('marks a refunded payment and strikes its amount', async () => {
    serve({ history: () => ({ transactions: [refundedOneMonth], subscription: null }) });
    open();
    const header = await screen.findByRole('columnheader', { name: /Payment 1/ });
    expect(within(header).getByText('Refunded')).toBeTruthy();
    expect(within(table()).getByText('£19.99').tagName).toBe('S');
  });

  it('tells a learner with no payments so, instead of showing an empty table', async () => {
    serve({ history: () => ({ transactions: [], subscription: null }) });
    open();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(screen.getByText('When you buy a plan, the payment and its invoice appear here.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows My Subscription with the Monthly badge, the amount per month and the expiry date, only when there is a subscription', async () => {
    serve();
    const { unmount } = open();
    const card = await screen.findByRole('region', { name: 'My Subscription' });
    expect(within(card).getByText('Monthly')).toBeTruthy();
    expect(card.textContent).toContain('£44.99 / month');
    expect(card.textContent).toContain('Plan Expiring On: 12 June 2025');
    unmount();

    serve({ history: () => ({ transactions, subscription: null }) });
    open();
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'My Subscription' })).toBeNull();
  });

  it('gives two reasons to upgrade, in the provider’s own words when it has them', async () => {
    serve();
    const { unmount } = open();
    const why = () => screen.getByRole('region', { name: 'Why Upgrade?' });
    expect(
      within(why())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Unlock All Features', 'Timeline Will Extend']);
    expect(within(why()).getByText(/^Take every exam and quiz/)).toBeTruthy();
    unmount();

    const copy = { 'membership:whyUpgrade.unlock.body': 'Every bank, every mock, every explanation.' };
    renderAt('/menu/membership', [{ path: '/menu/membership', element: <MembershipScreen /> }], { ...testManifest, copy });
    expect(within(why()).getByText('Every bank, every mock, every explanation.')).toBeTruthy();
  });

  it('shows three placeholder cards while the plans load, then each plan with its price, access and features', async () => {
    const plansAnswer = held<{ body: unknown }>();
    stubApi((url) => {
      if (url.pathname === '/api/plans/get-plans') return plansAnswer.promise;
      if (url.pathname === '/api/transaction/get-user-transactions') return { body: { transactions, subscription } };
      return undefined;
    });
    open();
    const placeholders = screen.getByRole('status', { name: 'Loading plans' });
    expect(placeholders.getAttribute('aria-busy')).toBe('true');
    expect(placeholders.children).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Loading payment history' })).toBeTruthy();

    plansAnswer.settle({ body: { subDomain: { _id: SUBDOMAIN_ID, plans } } });
    const card = await screen.findByRole('article', { name: 'Three Months' });
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
    expect(within(card).getByText('£44.99')).toBeTruthy();
    expect(within(card).getByText('3 Months Access')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(plans[1]!.features);
    expect(within(planCard('Twelve Months')).getByText('£99')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Upgrade Now/ })).toHaveLength(3);
  });

  it('Upgrade Now asks for a checkout for that plan, spins on that card only, then goes to the checkout url', async () => {
    const answer = held<{ body: unknown }>();
    const calls = serve({ checkout: () => answer.promise });
    open();
    await userEvent.click(await waitFor(() => upgrade('Three Months')));
    await waitFor(() => expect(within(planCard('Three Months')).getByRole('status').textContent).toBe('Starting checkout…'));
    expect(upgrade('Three Months').getAttribute('aria-disabled')).toBe('true');
    expect(within(planCard('One Month')).queryByRole('status')).toBeNull();
    expect(upgrade('One Month').getAttribute('aria-disabled')).toBe('false');

    const request = calls.find((c) => c.url.endsWith('/api/payment/create-checkout-session'))!;
    expect(request.method).toBe('POST');
    expect(await request.clone().json()).toEqual({
      price: 44.99,
      plan_type: '3 Months',
      planId: fixtureId(2),
      subdomain: SUBDOMAIN_ID,
      userId: USER_ID,
      redirect_url: window.location.origin,
    });

    // A second press while pending asks for nothing more.
    await userEvent.click(upgrade('Three Months'));
    expect(calls.filter((c) => c.url.endsWith('/create-checkout-session'))).toHaveLength(1);

    answer.settle({ body: { url: CHECKOUT_URL } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    // Still spinning while the browser leaves.
    expect(within(planCard('Three Months')).getByRole('status')).toBeTruthy();
  });

  it("shows the server's message when a checkout cannot start", async () => {
    serve({ checkout: () => ({ status: 503, body: { message: 'Payments are not available on this server.' } }) });
    open();
    await userEvent.click(await waitFor(() => upgrade('One Month')));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('Payments are not available on this server.');
    expect(within(planCard('One Month')).queryByRole('status')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the current price when the plan was repriced since the page loaded, and leaves for no checkout', async () => {
    const repriced = plans.map((plan) => (plan.name === 'One Month' ? { ...plan, price: 24.99, price_minor: 2499 } : plan));
    let current = plans;
    stubApi((url) => {
      if (url.pathname === '/api/plans/get-plans') return { body: { subDomain: { _id: SUBDOMAIN_ID, plans: current } } };
      if (url.pathname === '/api/transaction/get-user-transactions') return { body: { transactions, subscription } };
      if (url.pathname === '/api/user/get-profile') return { body: { user } };
      if (url.pathname !== '/api/payment/create-checkout-session') return undefined;
      current = repriced;
      return {
        status: 409,
        body: { message: "This plan's price has changed since the page was loaded, so nothing was charged. Check the current price and try again." },
      };
    });
    open();
    await userEvent.click(await waitFor(() => upgrade('One Month')));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(
      "This plan's price has changed since the page was loaded, so nothing was charged. Check the current price and try again.",
    );
    await waitFor(() => expect(planCard('One Month').textContent).toContain('£24.99'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a learner sent here by a test why they are here', async () => {
    serve();
    open('/menu/membership?reason=plan-required');
    const notice = screen.getByText('You need an active plan to take tests. Choose a plan below.');
    expect(notice.closest('[role="status"]')).toBeTruthy();
  });

  it('starts the checkout of the plan picked on the landing page at once, once, and forgets the pick', async () => {
    sessionStorage.setItem('chosenPlan', fixtureId(3));
    const answer = held<{ body: unknown }>();
    const calls = serve({ checkout: () => answer.promise });
    open(`/menu/membership?plan=${fixtureId(3)}`);
    await waitFor(() => expect(within(planCard('Twelve Months')).getByRole('status').textContent).toBe('Starting checkout…'));
    expect(within(planCard('One Month')).queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem('chosenPlan')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/menu/membership'));
    const checkouts = calls.filter((c) => c.url.endsWith('/create-checkout-session'));
    expect(checkouts).toHaveLength(1);
    expect(await checkouts[0]!.clone().json()).toMatchObject({ planId: fixtureId(3), price: 99, plan_type: '12 Months' });
    answer.settle({ body: { url: CHECKOUT_URL } });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('says so when the picked plan is no longer on sale', async () => {
    const calls = serve();
    open(`/menu/membership?plan=${fixtureId(99)}`);
    expect(await screen.findByText('The plan you chose is no longer on sale. Choose a plan below.')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/create-checkout-session'))).toHaveLength(0);
  });
});

describe('MembershipScreen after paying', () => {
  const status = () => screen.getAllByRole('status').find((s) => /payment/i.test(s.textContent ?? ''))!;
  const fresh: Transaction = { ...paidThreeMonths, _id: fixtureId(200), payment_id: 'pi_new_payment_000000001', createdAt: daysFromNow(0) };
  const extended = { ...subscription, expiry: '2025-09-10T10:30:00.000Z' };

  it('leaves for the checkout, then on return polls every 2 s until the new payment is listed, and says the plan is active', async () => {
    // Leaving: the payments listed before the checkout are remembered.
    serve();
    const { unmount } = open();
    await screen.findByRole('table');
    await userEvent.click(upgrade('Three Months'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    unmount();

    // Back from the provider before its webhook has arrived: the list is asked for again every 2 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived = false;
    const calls = serve({ history: () => (arrived ? { transactions: [fresh, ...transactions], subscription: extended } : { transactions, subscription }) });
    open('/menu/membership?checkout=done');
    const listCalls = () => calls.filter((c) => c.url.endsWith('/get-user-transactions')).length;
    await waitFor(() => expect(listCalls()).toBe(1));
    expect(status().textContent).toBe('Thank you. We are confirming your payment with the payment provider…');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(status().textContent).toContain('confirming');

    arrived = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(status().textContent).toBe('Payment received: your plan is active until 10 September 2025.'));
    const polled = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(listCalls()).toBe(polled);
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(4);
    expect(sessionStorage.getItem('checkoutBaseline')).toBeNull();
  });

  it('with the built-in sandbox the payment is already listed on arrival', async () => {
    const calls = serve({ history: () => ({ transactions: [fresh, paidWithoutInvoice], subscription: extended }) });
    open('/menu/membership?checkout=done');
    await waitFor(() => expect(status().textContent).toBe('Payment received: your plan is active until 10 September 2025.'));
    expect(calls.filter((c) => c.url.endsWith('/get-user-transactions'))).toHaveLength(1);
  });

  it('drops checkout=done from the address once read, so a reload does not announce the payment again', async () => {
    serve({ history: () => ({ transactions: [fresh, paidWithoutInvoice], subscription: extended }) });
    open('/menu/membership?checkout=done');
    await waitFor(() => expect(status().textContent).toBe('Payment received: your plan is active until 10 September 2025.'));
    expect(screen.getByTestId('where').textContent).toBe('/menu/membership');
  });

  it('stops asking after 60 s and says the payment is not confirmed yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem('checkoutBaseline', JSON.stringify({ known: transactions.map((tx) => tx._id) }));
    const calls = serve();
    open('/menu/membership?checkout=done');
    const listCalls = () => calls.filter((c) => c.url.endsWith('/get-user-transactions')).length;
    await waitFor(() => expect(listCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(status().textContent).toMatch(/^Your payment has not been confirmed yet/));
    const asked = listCalls();
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThanOrEqual(32);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(listCalls()).toBe(asked);
  });
});
