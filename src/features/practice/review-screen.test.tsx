import { useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, testManifest } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { BUILT_TEST_ID, deckNoneDue } from './components/story-fixtures';
import { practiceHandlers } from './practice-handlers';
import { ReviewScreen } from './review-screen';

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

const renderScreen = (manifest = testManifest) =>
  renderAt(
    '/menu/review',
    [
      { path: '/menu/review', element: <ReviewScreen /> },
      { path: '*', element: <Landed /> },
    ],
    manifest,
  );

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
  localStorage.clear();
});

describe('ReviewScreen', () => {
  it('says how many are due and scheduled and when the next falls due, and Review now makes the test in the chosen mode and opens it', async () => {
    const calls = stubApi(practiceHandlers());
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('12 questions')).toBeTruthy();
    expect(screen.getByText('31 questions')).toBeTruthy();
    expect(screen.getByText('16 March 2026')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Tutor/ }));
    await user.click(screen.getByRole('button', { name: 'Review now' }));
    expect(await screen.findByText(`Landed on /menu/create-test/take-test/${BUILT_TEST_ID}`)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/practice/review-test');
    expect(await post.json()).toEqual({ mode: 'tutor' });
  });

  it('says so when nothing is due, with no Review now', async () => {
    stubApi(practiceHandlers({ deck: deckNoneDue }));
    renderScreen();
    expect(await screen.findByText(/^Nothing is due for review now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review now' })).toBeNull();
  });

  it("shows the server's 409 when the questions stopped being due meanwhile; offers no mode choice without tutor mode", async () => {
    stubApi(practiceHandlers({ review: { status: 409, body: { message: 'No questions are due for review' } } }));
    const user = userEvent.setup();
    renderScreen({ ...testManifest, features: { ...testManifest.features, tutorMode: false } });
    await user.click(await screen.findByRole('button', { name: 'Review now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No questions are due for review');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
