import { useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, testManifest } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import { currentToasts } from '../../ui/toast/toast-store';
import { BUILT_TEST_ID, myTests, options, SUBTOPIC, timedOnly } from './components/story-fixtures';
import { CreateTestScreen } from './create-test-screen';
import { practiceHandlers } from './practice-handlers';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

const renderScreen = (manifest = testManifest) =>
  renderAt(
    '/menu/create-test',
    [
      { path: '/menu/create-test', element: <CreateTestScreen /> },
      { path: '*', element: <Landed /> },
    ],
    manifest,
  );

const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const createButton = () => screen.getByRole('button', { name: 'Create test' });

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
  localStorage.clear();
});

describe('CreateTestScreen', () => {
  it('updates every count as the learner chooses subtopics and questions, and proposes a count within the limit', async () => {
    stubApi(practiceHandlers());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Cardiology/ }));
    expect(box(/^Heart failure/)).toHaveProperty('checked', true);
    expect(box(/^Valvular heart disease/)).toHaveProperty('checked', true);
    expect(radio(/^All/).closest('label')!.textContent).toContain('51 questions');
    expect(radio(/^Incorrect/).closest('label')!.textContent).toContain('8 questions');
    expect(screen.getByText('3 subtopics chosen')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'How many questions' }).value).toBe('10');
    expect(screen.getByText('At most 40 questions: the most a test may hold.')).toBeTruthy();

    await user.click(radio(/^Incorrect/));
    expect(box(/^Heart failure/).closest('label')!.textContent).toContain('6 questions');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'How many questions' }).value).toBe('8');
    expect(screen.getByText('At most 8 questions: all that match.')).toBeTruthy();

    // Clearing one subtopic leaves the topic mixed.
    await user.click(box(/^Heart failure/));
    expect(box(/^Cardiology/)).toHaveProperty('indeterminate', true);
    expect(radio(/^Incorrect/).closest('label')!.textContent).toContain('2 questions');
  });

  it('says the seconds a question and the minutes rounded up of a timed test, and what tutor mode does', async () => {
    stubApi(practiceHandlers());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Renal medicine/ }));
    const count = screen.getByRole('spinbutton', { name: 'How many questions' });
    await user.clear(count);
    await user.type(count, '7');
    expect(radio(/^Timed/).closest('label')!.textContent).toContain('90 seconds a question · 11 minutes in all');
    expect(radio(/^Tutor/).closest('label')!.textContent).toContain('See the answer and explanation after each question');
  });

  it('offers no tutor mode when the server or the provider does not', async () => {
    stubApi(practiceHandlers({ options: timedOnly }));
    const { unmount } = renderScreen();
    expect(await screen.findByRole('radio', { name: /^Timed/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Tutor/ })).toBeNull();
    unmount();

    stubApi(practiceHandlers());
    renderScreen({ ...testManifest, features: { ...testManifest.features, tutorMode: false } });
    expect(await screen.findByRole('radio', { name: /^Timed/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Tutor/ })).toBeNull();
  });

  it('keeps Create disabled, saying why, until something matches and the count fits', async () => {
    stubApi(practiceHandlers());
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('checkbox', { name: /^Cardiology/ });
    expect(createButton()).toHaveProperty('disabled', true);
    expect(createButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Choose at least one subtopic to create a test.')).toBeTruthy();

    await user.click(box(/^Arrhythmias/));
    await user.click(radio(/^Flagged/));
    expect(createButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('No question of the chosen subtopics is “Flagged”: choose other questions or more subtopics.')).toBeTruthy();

    await user.click(radio(/^Unused/));
    const count = screen.getByRole('spinbutton', { name: 'How many questions' });
    await user.clear(count);
    await user.type(count, '19');
    expect(createButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Enter a number of questions from 1 to 18.')).toBeTruthy();
    await user.clear(count);
    await user.type(count, '18');
    expect(createButton()).toHaveProperty('disabled', false);
  });

  it('posts the choice and opens the new test', async () => {
    const calls = stubApi(practiceHandlers());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Heart failure/ }));
    await user.click(box(/^Acute kidney injury/));
    await user.click(radio(/^Low confidence/));
    await user.click(radio(/^Tutor/));
    await user.click(createButton());
    expect(await screen.findByText(`Landed on /menu/create-test/take-test/${BUILT_TEST_ID}`)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({ subtopics: [SUBTOPIC.heartFailure, SUBTOPIC.aki], questions: 'lowConfidence', count: 7, mode: 'tutor' });
  });

  it("shows the server's refusal beside the field it names, or above the button, and no toast", async () => {
    stubApi(
      practiceHandlers({ create: { status: 400, body: { message: 'Check the number of questions', fields: { count: 'At most 5 questions match now.' } } } }),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Valvular heart disease/ }));
    await user.click(createButton());
    const count = await screen.findByRole('spinbutton', { name: 'How many questions' });
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('At most 5 questions match now.')).toBeTruthy();
    expect(currentToasts()).toHaveLength(0);
  });

  it('shows a refusal that names no field as an alert, and sends a learner without a plan to Membership', async () => {
    stubApi(practiceHandlers({ create: { status: 404, body: { message: 'Create Test is not offered' } } }));
    const user = userEvent.setup();
    const { unmount } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Asthma/ }));
    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Create Test is not offered');
    unmount();

    stubApi(practiceHandlers({ create: { status: 402, body: { message: 'An active plan is needed' } } }));
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Asthma/ }));
    await user.click(createButton());
    expect(await screen.findByText('Landed on /menu/membership?reason=plan-required')).toBeTruthy();
  });

  it("lists the learner's tests: Resume an open one, Take another, Review one with a report and its score", async () => {
    stubApi(practiceHandlers());
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'My Tests' });
    await within(panel).findByText(myTests[0]!.test_name);
    expect(
      within(panel)
        .getByRole('link', { name: `Resume ${myTests[0]!.test_name}` })
        .getAttribute('href'),
    ).toBe(`/menu/create-test/take-test/${myTests[0]!._id}`);
    const review = within(panel).getByRole('link', { name: `Review ${myTests[1]!.test_name}` });
    expect(review.getAttribute('href')).toBe(`/menu/create-test/check-answers/${myTests[1]!._id}?viewScore=true&reportId=${myTests[1]!.report!._id}`);
    expect(within(panel).getByText('66.67%')).toBeTruthy();
    expect(within(panel).getByText('Tutor')).toBeTruthy();
    expect(within(panel).getByText('14 Mar 2026')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: `Take ${myTests[2]!.test_name}` })).toBeTruthy();
  });

  it('says so when the learner has no tests yet, and when the provider does not offer Create Test', async () => {
    const calls = stubApi(practiceHandlers({ myTests: [] }));
    renderScreen({ ...testManifest, features: { ...testManifest.features, createTest: false } });
    expect(await screen.findByText('You have not created a test yet. The tests you create appear here, to resume, take again or review.')).toBeTruthy();
    expect(screen.getByText('Create Test is not offered here.')).toBeTruthy();
    expect(calls.some((c) => new URL(c.url).pathname === '/api/practice/create-test-options')).toBe(false);
    expect(options.topics).toHaveLength(3);
  });
});
