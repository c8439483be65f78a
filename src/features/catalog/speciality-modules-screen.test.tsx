import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import type { SpecialityTopic } from './api/catalog-types';
import { LONG_TOPIC_NAME, topics } from './components/story-fixtures';
import { SpecialityModulesScreen } from './speciality-modules-screen';

type Answer = { status?: number; body: unknown } | 'pending';

/** Answers the topic list; `byKey` answers a search (by its key) differently from the full list. */
function serve(
  list: Answer = { body: { topics } },
  byKey: (key: string) => Answer = (key) => ({ body: { topics: topics.filter((t) => t.topic_name.toLowerCase().includes(key.toLowerCase())) } }),
) {
  return stubApi((url) => {
    if (url.pathname !== `/api/user/get-topics/${SUBDOMAIN_ID}`) return undefined;
    const key = url.searchParams.get('key');
    const answer = key === null ? list : byKey(key);
    return answer === 'pending' ? new Promise<undefined>(() => {}) : answer;
  });
}
const ok = (list: SpecialityTopic[]) => ({ body: { topics: list } });
const searches = (calls: Request[]) => calls.map((c) => new URL(c.url).searchParams.get('key')).filter((key) => key !== null);

const ROUTES = [
  { path: '/menu/speciality-modules', element: <SpecialityModulesScreen /> },
  { path: '/menu/speciality-modules/topic-detail/:topicID', element: <p>Topic detail screen</p> },
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
});

describe('SpecialityModulesScreen', () => {
  it('shows a card per topic with its name, subtopic and question counts, each with View Details to topic-detail/{id}', async () => {
    const calls = serve();
    renderAt('/menu/speciality-modules', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Speciality Modules' })).toBeTruthy();
    expect(document.title).toBe('Speciality Modules | Alpha Academy');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Cardiology', 'Child health', LONG_TOPIC_NAME, 'Dermatology']);
    const first = within(cards[0]!);
    expect(first.getByText('Subtopics: 3')).toBeTruthy();
    expect(first.getByText('No. of questions: 42')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^View Details: / });
    expect(links.map((l) => l.textContent)).toEqual(['View Details', 'View Details', 'View Details', 'View Details']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(topics.map((t) => `/menu/speciality-modules/topic-detail/${t._id}`));
    // The first load asks for every topic (no key).
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).search).toBe('');

    await userEvent.click(links[1]!);
    expect(await screen.findByText('Topic detail screen')).toBeTruthy();
  });

  it('has a search box with the placeholder Search Topics', async () => {
    serve();
    renderAt('/menu/speciality-modules', ROUTES);
    const search = screen.getByRole('searchbox', { name: 'Search topics by name' });
    expect(search.getAttribute('placeholder')).toBe('Search Topics');
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBe(search);
  });

  it('searches 500 ms after typing stops: nothing before, each change restarts the wait, then one request with key=', async () => {
    const calls = serve();
    renderAt('/menu/speciality-modules', ROUTES);
    await screen.findAllByRole('article');
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search topics by name' });

    fireEvent.change(search, { target: { value: 'car' } });
    act(() => vi.advanceTimersByTime(499));
    expect(searches(calls)).toEqual([]);
    // Typing again restarts the wait: 499 ms after the second change is still too soon.
    fireEvent.change(search, { target: { value: 'cardiol' } });
    act(() => vi.advanceTimersByTime(499));
    expect(searches(calls)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(searches(calls)).toEqual(['cardiol']));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(screen.getByRole('article')).getByRole('heading').textContent).toBe('Cardiology');
    expect(screen.getByText('1 topic found')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('keeps the list shown (busy) while a search loads, then a blank search lists every topic again without asking twice', async () => {
    const calls = serve(undefined, () => 'pending');
    renderAt('/menu/speciality-modules', ROUTES);
    await screen.findAllByRole('article');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'derm' } });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await waitFor(() => expect(searches(calls)).toEqual(['derm']));
    expect(screen.getByRole('list', { name: 'Topics' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(4);

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ' } });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Topics' }).hasAttribute('aria-busy')).toBe(false));
    expect(calls).toHaveLength(2);
  });

  it('shows six placeholder cards while loading', () => {
    serve('pending');
    renderAt('/menu/speciality-modules', ROUTES);
    const status = screen.getByRole('status', { name: 'Loading topics' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.children).toHaveLength(6);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so when there is no topic, and when a search finds none', async () => {
    serve(ok([]), () => ok([]));
    renderAt('/menu/speciality-modules', ROUTES);
    expect(await screen.findByText('No topics found.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    expect(await screen.findByText('No topics found for “zzz”.')).toBeTruthy();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    serve({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    renderAt('/menu/speciality-modules', ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Something went wrong on our side. Please try again.')).toBe(true));
    expect(screen.queryByText('No topics found.')).toBeNull();
  });
});
