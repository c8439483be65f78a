import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { fixtureId } from './components/story-fixtures';
import { RechargeScreen } from './recharge-screen';

const WEAKEST_TEST = fixtureId(7);

function serve(testId: string | null | 'pending' = WEAKEST_TEST) {
  return stubApi((url) => {
    if (url.pathname === '/api/report/get-lowest-report') return testId === 'pending' ? new Promise(() => {}) : { body: { testId } };
    return undefined;
  });
}

function TakeTest() {
  return <p>Recharge test {useParams().testID}</p>;
}

const renderRecharge = () =>
  renderAt('/menu/recharge', [
    { path: '/menu/recharge', element: <RechargeScreen /> },
    { path: '/menu/recharge/take-test/:testID', element: <TakeTest /> },
  ]);

const rechargeNow = () => screen.getByRole('button', { name: /Recharge Now/ });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
});

describe('RechargeScreen', () => {
  it("shows the title, three slides and 'What will you get'", () => {
    serve();
    renderRecharge();
    expect(screen.getByRole('heading', { level: 1, name: 'Recharge' })).toBeTruthy();
    expect(document.title).toBe('Recharge | Alpha Academy');
    const slides = screen.getByRole('region', { name: 'Why recharge' });
    expect(within(slides).getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(within(slides).getByRole('group', { name: 'Slide 1 of 3' }).textContent).toContain('Every mistake is a lesson');
    expect(within(slides).getByRole('button', { name: 'Pause slides' })).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'What will you get' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited Attempts', 'Improve Your Confidence.']);
  });

  it('moves to the next slide every 3000 ms', () => {
    vi.useFakeTimers();
    serve('pending');
    renderRecharge();
    const slides = screen.getByRole('region', { name: 'Why recharge' });
    act(() => vi.advanceTimersByTime(2999));
    expect(within(slides).getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(slides).getByRole('group', { name: 'Slide 2 of 3' }).textContent).toContain('Sure is not the same as right');
    act(() => vi.advanceTimersByTime(3000));
    expect(within(slides).getByRole('group', { name: 'Slide 3 of 3' }).textContent).toContain('Small steps, big scores');
    fireEvent.click(within(slides).getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(within(slides).getByRole('group', { name: 'Slide 3 of 3' })).toBeTruthy();
  });

  it("Recharge Now goes to the take-test route of the learner's lowest-score test", async () => {
    const calls = serve();
    renderRecharge();
    await waitFor(() => expect(rechargeNow().getAttribute('aria-disabled')).toBe('false'));
    await userEvent.click(rechargeNow());
    expect(await screen.findByText(`Recharge test ${WEAKEST_TEST}`)).toBeTruthy();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/report/get-lowest-report']);
  });

  it("says 'Test not found' and stays when there is no test to recharge", async () => {
    serve(null);
    renderRecharge();
    await waitFor(() => expect(rechargeNow().getAttribute('aria-disabled')).toBe('false'));
    await userEvent.click(rechargeNow());
    expect((await screen.findByRole('alert')).textContent).toContain('Test not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Recharge' })).toBeTruthy();
    expect(screen.queryByText(/^Recharge test/)).toBeNull();
  });

  it('does nothing while the lowest-score test is still being found', async () => {
    serve('pending');
    renderRecharge();
    expect(rechargeNow().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(rechargeNow());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Recharge test/)).toBeNull();
  });
});
