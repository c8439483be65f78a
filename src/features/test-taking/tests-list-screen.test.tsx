import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, SUBDOMAIN_ID } from '../../../tests/support/render-web';
import type { TestListItem } from './api/get-tests';
import { TestsListScreen } from './tests-list-screen';

const subdomain_reference = { _id: SUBDOMAIN_ID, sub_domain_name: 'Alpha Academy' };
const item = (over: Partial<TestListItem> & Pick<TestListItem, '_id' | 'test_name' | 'test_type'>): TestListItem => ({
  status: 'Active',
  duration_in_mins: 30,
  number_of_questions: 10,
  attempted: false,
  createdAt: '2025-03-01T09:00:00.000Z',
  subdomain_reference,
  report: null,
  ...over,
});

const cardiology = item({
  _id: '7c1e2d3f-0000-4000-8000-0000000000e1',
  test_name: 'Cardiology Mock 1',
  test_type: 'Exam',
  duration_in_mins: 90,
  number_of_questions: 40,
});
const renal = item({ _id: '7c1e2d3f-0000-4000-8000-0000000000e2', test_name: 'Renal Exam', test_type: 'Exam', duration_in_mins: 45 });
const respiratory = item({
  _id: '7c1e2d3f-0000-4000-8000-0000000000e3',
  test_name: 'Respiratory Mock',
  test_type: 'Exam',
  attempted: true,
  report: { _id: '7c1e2d3f-0000-4000-8000-0000000000f3', createdAt: '2025-03-14T12:00:00.000Z', percentage: 72.5 },
});
const ecg = item({
  _id: '7c1e2d3f-0000-4000-8000-0000000000a1',
  test_name: 'ECG Quick Quiz',
  test_type: 'Quiz',
  duration_in_mins: 1,
  number_of_questions: 5,
  attempted: true,
  report: { _id: '7c1e2d3f-0000-4000-8000-0000000000f9', createdAt: '2025-03-10T12:00:00.000Z', percentage: 40 },
});
const pharmacology = item({ _id: '7c1e2d3f-0000-4000-8000-0000000000a2', test_name: 'Pharmacology quiz', test_type: 'Quiz', duration_in_mins: 120 });
const all = [cardiology, renal, respiratory, ecg, pharmacology];

const serve = (tests: TestListItem[]) => stubApi((url) => (url.pathname === '/api/test/get-tests' ? { body: { tests } } : undefined));
const open = () =>
  renderAt('/menu/tests', [
    { path: '/menu/tests', element: <TestsListScreen /> },
    { path: '/menu/tests/take-test/:testID', element: <p>Take test screen</p> },
    { path: '/menu/tests/check-answers/:testID', element: <p>Check answers screen</p> },
  ]);

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });
const facts = (name: string) =>
  Object.fromEntries(
    within(card(name))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => vi.unstubAllGlobals());

describe('TestsListScreen', () => {
  it('asks for the provider’s tests and shows the three sections with their search boxes', async () => {
    const calls = serve(all);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Tests' })).toBeTruthy();
    expect(document.title).toBe('Tests | Alpha Academy');
    await screen.findByRole('article', { name: 'Cardiology Mock 1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Exams', 'Quizzes', 'Review Completed Exam-Scoreboard']);
    expect(screen.getAllByRole('searchbox').map((box) => box.getAttribute('placeholder'))).toEqual([
      'Search Exams..',
      'Search Quizzes..',
      'Search Completed Exams..',
    ]);
    expect(within(section('Exams')).getByRole('searchbox', { name: 'Search exams' })).toBeTruthy();
    expect(new URL(calls[0]!.url).searchParams.get('subdomain_reference')).toBe(SUBDOMAIN_ID);
  });

  it('lists untaken Exams, every Quiz, and the Exams with a report, each with its button', async () => {
    serve(all);
    open();
    await screen.findByRole('article', { name: 'Cardiology Mock 1' });
    expect(cardNames('Exams')).toEqual(['Cardiology Mock 1', 'Renal Exam']);
    expect(cardNames('Quizzes')).toEqual(['ECG Quick Quiz', 'Pharmacology quiz']);
    expect(cardNames('Review Completed Exam-Scoreboard')).toEqual(['Respiratory Mock']);
    expect(within(section('Exams')).getAllByRole('button', { name: 'Take Exam' })).toHaveLength(2);
    expect(within(section('Quizzes')).getAllByRole('button', { name: 'Take Quiz' })).toHaveLength(2);
    const viewScore = within(section('Review Completed Exam-Scoreboard')).getByRole('link', { name: 'View Score' });
    expect(viewScore.getAttribute('href')).toBe(`/menu/tests/check-answers/${respiratory._id}?viewScore=true&reportId=${respiratory.report!._id}`);
  });

  it('shows allotted time in minutes under an hour, otherwise hours and minutes; questions; Completed On; the blurb', async () => {
    serve(all);
    open();
    await screen.findByRole('article', { name: 'Cardiology Mock 1' });
    expect(facts('Cardiology Mock 1')).toEqual({ 'Allotted Time': '1 hour 30 minutes', 'No. of Questions': '40' });
    expect(facts('Renal Exam')).toEqual({ 'Allotted Time': '45 minutes', 'No. of Questions': '10' });
    expect(facts('ECG Quick Quiz')['Allotted Time']).toBe('1 minute');
    expect(facts('Pharmacology quiz')['Allotted Time']).toBe('2 hours');
    expect(facts('Respiratory Mock')).toEqual({ 'Allotted Time': '30 minutes', 'No. of Questions': '10', 'Completed On': '14 Mar 2025' });
    expect(within(card('Renal Exam')).getByText('Test your knowledge with this MCQ.')).toBeTruthy();
  });

  it('searches each section by test name, ignoring case, and says when nothing matches', async () => {
    serve(all);
    const u = userEvent.setup();
    open();
    await screen.findByRole('article', { name: 'Cardiology Mock 1' });
    await u.type(screen.getByPlaceholderText('Search Exams..'), 'cARDIO');
    expect(cardNames('Exams')).toEqual(['Cardiology Mock 1']);
    expect(cardNames('Quizzes')).toEqual(['ECG Quick Quiz', 'Pharmacology quiz']);
    await u.type(screen.getByPlaceholderText('Search Quizzes..'), 'QUIZ');
    expect(cardNames('Quizzes')).toEqual(['ECG Quick Quiz', 'Pharmacology quiz']);
    await u.type(screen.getByPlaceholderText('Search Quizzes..'), 'zes');
    expect(within(section('Quizzes')).getByText('No Quiz found!')).toBeTruthy();
    await u.type(screen.getByPlaceholderText('Search Completed Exams..'), 'mock');
    expect(cardNames('Review Completed Exam-Scoreboard')).toEqual(['Respiratory Mock']);
    await u.clear(screen.getByPlaceholderText('Search Exams..'));
    expect(cardNames('Exams')).toEqual(['Cardiology Mock 1', 'Renal Exam']);
  });

  it('shows the empty texts when there is nothing to list', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No Exams found!')).toBeTruthy();
    expect(within(section('Quizzes')).getByText('No Quiz found!')).toBeTruthy();
    expect(within(section('Review Completed Exam-Scoreboard')).getByText('No Completed exams found!')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('Take Exam opens the start dialog; Go Back closes it and focus returns; Start Exam goes to the test', async () => {
    serve(all);
    const u = userEvent.setup();
    open();
    const take = within(await screen.findByRole('article', { name: 'Cardiology Mock 1' })).getByRole('button', { name: 'Take Exam' });
    await u.click(take);
    const dialog = screen.getByRole('dialog', { name: 'Cardiology Mock 1' });
    expect(within(dialog).getByText('Practice exams can only be taken once.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Time allotted: 90 minutes', 'Number of questions: 40']);
    expect(within(dialog).getByRole('link', { name: 'Start Exam' }).getAttribute('href')).toBe(`/menu/tests/take-test/${cardiology._id}`);
    await u.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('link', { name: 'Start Exam' })).toBeNull();
    expect(document.activeElement).toBe(take);
    await u.click(take);
    await u.click(screen.getByRole('link', { name: 'Start Exam' }));
    expect(await screen.findByText('Take test screen')).toBeTruthy();
  });

  it('Take Quiz opens the dialog with the quiz note and Start Quiz', async () => {
    serve(all);
    const u = userEvent.setup();
    open();
    await u.click(within(await screen.findByRole('article', { name: 'ECG Quick Quiz' })).getByRole('button', { name: 'Take Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'ECG Quick Quiz' });
    expect(within(dialog).getByText('Quizzes can be taken as often as you like.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Time allotted: 1 minute', 'Number of questions: 5']);
    expect(within(dialog).getByRole('link', { name: 'Start Quiz' }).getAttribute('href')).toBe(`/menu/tests/take-test/${ecg._id}`);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Start Quiz' })).toBeNull();
  });

  it('shows 6 placeholder cards in each section while the tests load', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    open();
    for (const name of ['Loading exams', 'Loading quizzes', 'Loading completed exams']) {
      const placeholders = screen.getByRole('status', { name });
      expect(placeholders.getAttribute('aria-busy')).toBe('true');
      expect(placeholders.children).toHaveLength(6);
    }
    expect(screen.getAllByRole('searchbox')).toHaveLength(3);
    expect(screen.queryByText('No Exams found!')).toBeNull();
  });
});
