import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.gen';
import { renderWeb, stubApi, testManifest, testQueryClient } from '../../tests/support/render-web';
import { anOpenedQuiz } from '../../tests/support/web-opened-test';
import { fetchedForFirstRender, firstRenderDrawn, resetFirstRender, unlessFetchedForFirstRender } from '../api/first-render-data';
import { dashboard, leaderboard, learner } from '../features/insights/components/story-fixtures';
import { DashboardScreen } from '../features/insights/dashboard-screen';
import { TakeTestScreen } from '../features/test-taking/take-test-screen';
import { prefetchRouteData } from './route-data';

type Opened = components['schemas']['GetTestResponse'];

const TEST_ID = '7d0c1a52-1f53-4a0e-9d0e-2b1c3d4e5f60';
const PATH = `/menu/tests/take-test/${TEST_ID}`;

function opened(startedAt: string): Opened {
  const subTopic = { _id: 'a1b2c3d4-0000-4000-8000-000000000001', sub_topic_name: 'Contract formation' };
  return anOpenedQuiz({
    _id: TEST_ID,
    startedAt,
    questions: [
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000011',
        question: 'Which is needed for a binding contract?',
        question_type: 'Single Choice Question',
        options: ['Consideration', 'A deed'],
        images: [],
        sub_questions: [],
        sub_topic_reference: subTopic,
      },
    ],
  });
}

const takeTest = (
  <Routes>
    <Route path="/menu/tests/take-test/:testID" element={<TakeTestScreen />} />
  </Routes>
);

const asked = (calls: Request[]) => calls.map((c) => new URL(c.url).pathname);

describe('prefetchRouteData', () => {
  afterEach(() => {
    localStorage.clear();
    resetFirstRender();
  });

  it("opens take test's attempt before the first render, which then draws the question at once and does not open it again", async () => {
    const calls = stubApi((url) => (url.pathname === `/api/test/get-test/${TEST_ID}` ? { body: opened(new Date().toISOString()) } : undefined));
    const client = testQueryClient();
    await prefetchRouteData(PATH, true, client, testManifest);
    renderWeb(takeTest, { path: PATH, queryClient: client });
    // No waiting: the first render has the question.
    expect(screen.getByRole('heading', { name: 'Question 1 of 1' })).toBeTruthy();
    expect(screen.getByText('Which is needed for a binding contract?')).toBeTruthy();
    expect(calls.map((c) => new URL(c.url).pathname + new URL(c.url).search)).toEqual([`/api/test/get-test/${TEST_ID}?mode=practice`]);
  });

  it('keeps no attempt once its screen is gone: the next visit opens the attempt again', async () => {
    let opens = 0;
    stubApi((url) => (url.pathname === `/api/test/get-test/${TEST_ID}` ? { body: opened(new Date(Date.now() - ++opens * 1000).toISOString()) } : undefined));
    const client = testQueryClient();
    await prefetchRouteData(PATH, true, client, testManifest);
    const first = renderWeb(takeTest, { path: PATH, queryClient: client });
    expect(screen.getByRole('heading', { name: 'Question 1 of 1' })).toBeTruthy();
    first.unmount();
    renderWeb(takeTest, { path: PATH, queryClient: client });
    expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeTruthy();
    expect(opens).toBe(2);
  });

  it('fetches nothing for a visitor without a session, nor for a route without data of its own', async () => {
    const calls = stubApi(() => undefined);
    const client = testQueryClient();
    await prefetchRouteData(PATH, false, client, testManifest);
    await prefetchRouteData('/menu/tests', true, client, testManifest);
    expect(calls).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it("fetches the dashboard's data before the first render, which draws it without asking again; after that first render a visit asks again", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refreshToken', 'refresh');
    localStorage.setItem('user', JSON.stringify(learner));
    const calls = stubApi((url) => {
      if (url.pathname === '/api/user/get-user-dashboard-data') return { body: { data: dashboard } };
      if (url.pathname === '/api/user/get-leaderboard') return { body: { data: leaderboard } };
      if (url.pathname === '/api/user/get-profile') return { body: { user: learner } };
      return undefined;
    });
    const client = testQueryClient();
    await prefetchRouteData('/menu', true, client, testManifest);
    expect(asked(calls)).toEqual(['/api/user/get-user-dashboard-data']);
    const dashboardScreen = (
      <Routes>
        <Route path="/menu" element={<DashboardScreen />} />
      </Routes>
    );
    const first = renderWeb(dashboardScreen, { path: '/menu', queryClient: client });
    // No waiting: the first render has the counts.
    expect(screen.getByRole('list', { name: 'Your progress' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Leaderboard' });
    expect(asked(calls).filter((path) => path === '/api/user/get-user-dashboard-data')).toHaveLength(1);

    firstRenderDrawn();
    first.unmount();
    renderWeb(dashboardScreen, { path: '/menu', queryClient: client });
    await screen.findByRole('list', { name: 'Your progress' });
    await waitFor(() => expect(asked(calls).filter((path) => path === '/api/user/get-user-dashboard-data')).toHaveLength(2));
  });

  it('holds the first render back no longer than its wait when the answer is slow (or the learner offline); the call goes on', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = stubApi(() => new Promise((resolve) => (answer = resolve)));
    const client = testQueryClient();
    const started = Date.now();
    await prefetchRouteData(PATH, true, client, testManifest, 30);
    expect(Date.now() - started).toBeLessThan(1000);
    renderWeb(takeTest, { path: PATH, queryClient: client });
    answer({ body: opened(new Date().toISOString()) });
    expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('marks nothing as fetched for the first render once that render is drawn', () => {
    firstRenderDrawn();
    fetchedForFirstRender('late');
    expect(unlessFetchedForFirstRender({ queryHash: 'late' })).toBe(true);
  });
});
