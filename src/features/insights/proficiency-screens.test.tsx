import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import type { ProficiencyDetail, ProficiencyListItem } from './api/insight-types';
import { LONG_TEST_NAME, proficiencyDetail, proficiencyList } from './components/story-fixtures';
import { ProficiencyDetailScreen } from './proficiency-detail-screen';
import { ProficiencyListScreen } from './proficiency-list-screen';

type Answer = { status?: number; body: unknown } | 'pending';

function serve({ list = { body: { reports: proficiencyList } }, detail = { body: { data: proficiencyDetail } } }: { list?: Answer; detail?: Answer } = {}) {
  return stubApi((url) => {
    const pick = (answer: Answer) => (answer === 'pending' ? new Promise<undefined>(() => {}) : answer);
    if (url.pathname === '/api/user/view-proficiency') return pick(list);
    if (url.pathname.startsWith('/api/user/view-proficiency/')) return pick(detail);
    return undefined;
  });
}
const reportsOk = (reports: ProficiencyListItem[]) => ({ body: { reports } });
const detailOk = (data: ProficiencyDetail) => ({ body: { data } });

const ROUTES = [
  { path: '/menu/proficiency-percentage', element: <ProficiencyListScreen /> },
  { path: '/menu/proficiency-percentage/:examId', element: <ProficiencyDetailScreen /> },
];
const FIRST = proficiencyList[0]!._id;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('ProficiencyListScreen', () => {
  it('shows one card per past exam in the order the server gives (newest first), each with name, date, score and bar', async () => {
    serve();
    renderAt('/menu/proficiency-percentage', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Proficiency' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      LONG_TEST_NAME,
      'Acute Medicine Mock Exam A',
      'Respiratory Medicine Mock',
      'Gastroenterology Mock Exam',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Taken on 12 Mar 2026')).toBeTruthy();
    expect(first.getByText('75 min')).toBeTruthy();
    expect(first.getByText('Score: 38 / 50')).toBeTruthy();
    expect(first.getByRole('meter', { name: `Overall score of ${LONG_TEST_NAME}` }).getAttribute('aria-valuetext')).toBe('76%');
    expect(document.title).toBe('Proficiency | Alpha Academy');
  });

  it("each View Proficiency goes to the report's own page, which asks for that report", async () => {
    const calls = serve();
    renderAt('/menu/proficiency-percentage', ROUTES);
    const links = await screen.findAllByRole('link', { name: /^View Proficiency: / });
    expect(links.map((l) => l.textContent)).toEqual(['View Proficiency', 'View Proficiency', 'View Proficiency', 'View Proficiency']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(proficiencyList.map((r) => `/menu/proficiency-percentage/${r._id}`));
    expect(links[0]!.getAttribute('aria-label')).toBe(`View Proficiency: ${LONG_TEST_NAME}, 12 Mar 2026`);
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: LONG_TEST_NAME })).toBeTruthy();
    expect(calls.map((c) => new URL(c.url).pathname)).toContain(`/api/user/view-proficiency/${FIRST}`);
  });

  it('shows six placeholder cards while loading', () => {
    serve({ list: 'pending' });
    renderAt('/menu/proficiency-percentage', ROUTES);
    const status = screen.getByRole('status', { name: 'Loading your reports' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.children).toHaveLength(6);
  });

  it("says 'No Report found!' when there is none", async () => {
    serve({ list: reportsOk([]) });
    renderAt('/menu/proficiency-percentage', ROUTES);
    expect(await screen.findByText('No Report found!')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows the server's message when loading fails", async () => {
    serve({ list: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } });
    renderAt('/menu/proficiency-percentage', ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Something went wrong on our side. Please try again.')).toBe(true));
    expect(screen.queryByText('No Report found!')).toBeNull();
  });
});

describe('ProficiencyDetailScreen', () => {
  it("titles the page with the exam's name and shows the overall bar to 2 decimals", async () => {
    serve();
    renderAt(`/menu/proficiency-percentage/${FIRST}`, ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: LONG_TEST_NAME })).toBeTruthy();
    expect(document.title).toBe(`${LONG_TEST_NAME} | Alpha Academy`);
    expect(screen.getByRole('meter', { name: `Overall score of ${LONG_TEST_NAME}` }).getAttribute('aria-valuetext')).toBe('76.00%');
    expect(screen.getByRole('link', { name: 'Back to Proficiency' }).getAttribute('href')).toBe('/menu/proficiency-percentage');
  });

  it('shows each topic and its subtopics with percentages to 2 decimals', async () => {
    serve();
    renderAt(`/menu/proficiency-percentage/${FIRST}`, ROUTES);
    await screen.findByRole('heading', { level: 1 });
    const topics = proficiencyDetail.topic_wise.map((t) => screen.getByRole('region', { name: t.topic }));
    expect(topics.map((t) => within(t).getByRole('heading', { level: 3 }).textContent)).toEqual(['Neonatology', 'Child protection', 'Acute illness']);
    expect(
      topics.map((t) =>
        within(t)
          .getByRole('meter', { name: t.getAttribute('aria-label')! })
          .getAttribute('aria-valuetext'),
      ),
    ).toEqual(['66.67%', '91.67%', '38.46%']);
    const sub = (topic: HTMLElement) =>
      within(within(topic).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => [li.querySelector('span')!.textContent, within(li).getByRole('meter').getAttribute('aria-valuetext')]);
    expect(sub(topics[0]!)).toEqual([
      ['Neonatal jaundice', '75.00%'],
      ['Respiratory distress', '33.33%'],
      ['Feeding problems', '87.50%'],
    ]);
    expect(sub(topics[1]!)).toEqual([
      ['Recognising abuse', '100.00%'],
      ['Information sharing', '83.33%'],
    ]);
    expect(sub(topics[2]!)).toEqual([
      ['Sepsis', '50.00%'],
      ['Febrile seizures', '0.00%'],
    ]);
    expect(within(topics[0]!).getByText('66.67%')).toBeTruthy();
  });

  it('shows a placeholder while loading', () => {
    serve({ detail: 'pending' });
    renderAt(`/menu/proficiency-percentage/${FIRST}`, ROUTES);
    expect(screen.getByRole('status', { name: 'Loading proficiency' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows the server's message when the report cannot be loaded", async () => {
    serve({ detail: { status: 404, body: { message: 'Report not found' } } });
    renderAt(`/menu/proficiency-percentage/${FIRST}`, ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Report not found')).toBe(true));
    expect(screen.queryByRole('status', { name: 'Loading proficiency' })).toBeNull();
  });

  it('Back to Proficiency returns to the list', async () => {
    serve({ detail: detailOk(proficiencyDetail) });
    renderAt(`/menu/proficiency-percentage/${FIRST}`, ROUTES);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Proficiency' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proficiency' })).toBeTruthy();
    expect((await screen.findAllByRole('article')).length).toBe(4);
  });
});
