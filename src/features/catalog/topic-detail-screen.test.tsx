import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { toast } from '../../ui/toast';
import type { SpecialityTopicDetail } from './api/catalog-types';
import { toReference } from './components/reference-list';
import { bareTopic, SUBTOPIC_TEST_ID, TOPIC_ID, TOPIC_TEST_ID, topicDetail } from './components/story-fixtures';
import { TopicDetailScreen } from './topic-detail-screen';
import { TopicPracticeScreen } from './topic-practice-screen';
import { TopicReviewScreen } from './topic-review-screen';

type Answer = { status?: number; body: unknown } | 'pending';

function serve(answer: Answer = { body: { topic: topicDetail } }) {
  return stubApi((url) => {
    if (url.pathname !== `/api/user/get-topic/${TOPIC_ID}`) return undefined;
    return answer === 'pending' ? new Promise<undefined>(() => {}) : answer;
  });
}
const ok = (topic: SpecialityTopicDetail) => ({ body: { topic } });

/** Stands in for a screen, showing where it is. */
function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} at {pathname}
      {search}
    </p>
  );
}

const DETAIL = `/menu/speciality-modules/topic-detail/${TOPIC_ID}`;
const ROUTES = [
  { path: '/menu/speciality-modules', element: <Where name="List" /> },
  { path: '/menu/speciality-modules/topic-detail/:topicID', element: <TopicDetailScreen /> },
  { path: '/menu/speciality-modules/topic-detail/:topicID/take-test', element: <Where name="Practice" /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('TopicDetailScreen', () => {
  it('titles the page with the host and shows the name, the counts and the description', async () => {
    document.title = 'Before';
    serve();
    renderAt(DETAIL, ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardiology' })).toBeTruthy();
    expect(document.title).toBe('localhost:3000');
    expect(document.title).toBe(window.location.host);
    expect(screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])).toEqual([
      ['Subtopics', '3'],
      ['Total questions', '42'],
    ]);
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('heart failure').tagName).toBe('STRONG');
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Acute coronary syndromes', 'Valve disease']);
  });

  it('shows the images as a pausable carousel, each with its alt text', async () => {
    serve();
    renderAt(DETAIL, ROUTES);
    const carousel = await screen.findByRole('region', { name: 'Images of Cardiology' });
    const images = [...carousel.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(topicDetail.images.map((i) => i.alt));
    expect(images.map((img) => img.getAttribute('src'))).toEqual(topicDetail.images.map((i) => i.url));
    expect(within(carousel).getByRole('img', { name: 'A twelve-lead ECG showing atrial fibrillation' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause images' }));
    expect(within(carousel).getByRole('button', { name: 'Play images' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(within(carousel).getByRole('img', { name: 'An echocardiogram of a dilated left ventricle' })).toBeTruthy();
  });

  it('lists the references: another site opens in a new tab without opener or referrer; the own site does not', async () => {
    serve();
    renderAt(DETAIL, ROUTES);
    const references = await screen.findByRole('region', { name: 'References' });
    const links = within(references).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(topicDetail.references);
    expect(links[0]!.textContent).toBe('https://www.nice.org.uk/guidance/ng106 (opens in a new tab)');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.textContent).toBe('/tenant-assets/cardiology-notes.pdf');
    expect(links[1]!.hasAttribute('target')).toBe(false);
  });

  it('links only web addresses', () => {
    expect(toReference('javascript:alert(1)', 'http://alpha.localhost/')).toBeNull();
    expect(toReference('data:text/html,hi', 'http://alpha.localhost/')).toBeNull();
    expect(toReference('https://example.org/a', 'http://alpha.localhost/')).toEqual({ href: 'https://example.org/a', external: true });
    expect(toReference('http://alpha.localhost/notes', 'http://alpha.localhost/')).toEqual({ href: 'http://alpha.localhost/notes', external: false });
  });

  it("numbers the subtopics with their question counts, with Practise only where there is a practice test, and the topic's own Practise", async () => {
    serve();
    renderAt(DETAIL, ROUTES);
    const list = await screen.findByRole('region', { name: 'Subtopics List' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Subtopic 1: Heart failure',
      'Subtopic 2: Arrhythmias',
      'Subtopic 3: Valve disease',
    ]);
    expect(items.map((li) => li.querySelectorAll('span')[1]!.textContent)).toEqual(['No. Questions: 20', 'No. Questions: 15', 'No. Questions: 7']);
    const practise = within(list).getAllByRole('link');
    expect(practise.map((l) => [l.textContent, l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Practise', 'Practise Heart failure', `${DETAIL}/take-test?subtopic=${topicDetail.subtopics[0]!._id}`],
      ['Practise', 'Practise Arrhythmias', `${DETAIL}/take-test?subtopic=${topicDetail.subtopics[1]!._id}`],
    ]);
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    const whole = screen.getByRole('link', { name: 'Practise this topic' });
    expect(whole.getAttribute('href')).toBe(`${DETAIL}/take-test`);
    await userEvent.click(practise[0]!);
    expect(await screen.findByText(`Practice at ${DETAIL}/take-test?subtopic=${topicDetail.subtopics[0]!._id}`)).toBeTruthy();
  });

  it('leaves out the carousel, the references and Practise when the topic has none', async () => {
    serve(ok({ ...bareTopic, _id: TOPIC_ID }));
    renderAt(DETAIL, ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dermatology' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Images of/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'References' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Practise/ })).toBeNull();
    expect(screen.getByText('This topic has no subtopics yet.')).toBeTruthy();
  });

  it('shows placeholders while loading, then the back link returns to the list', async () => {
    serve('pending');
    renderAt(DETAIL, ROUTES);
    expect(screen.getByRole('status', { name: 'Loading the topic' }).getAttribute('aria-busy')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Speciality Modules' }));
    expect(await screen.findByText('List at /menu/speciality-modules')).toBeTruthy();
  });

  it("shows the server's message when the topic cannot be loaded", async () => {
    serve({ status: 404, body: { message: 'Topic not found' } });
    renderAt(DETAIL, ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Topic not found')).toBe(true));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('TopicPracticeScreen', () => {
  const renderTest = ({ testId, reviewPath }: { testId: string; reviewPath: string }) => (
    <p>
      Take test {testId}, then {reviewPath}
    </p>
  );
  const PRACTICE_ROUTES = [
    { path: '/menu/speciality-modules/topic-detail/:topicID', element: <Where name="Detail" /> },
    { path: '/menu/speciality-modules/topic-detail/:topicID/take-test', element: <TopicPracticeScreen renderTest={renderTest} /> },
  ];

  it("runs the topic's practice test, with the review under the topic", async () => {
    const calls = serve();
    renderAt(`${DETAIL}/take-test`, PRACTICE_ROUTES);
    expect(await screen.findByText(`Take test ${TOPIC_TEST_ID}, then ${DETAIL}/check-answers/${TOPIC_TEST_ID}`)).toBeTruthy();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([`/api/user/get-topic/${TOPIC_ID}`]);
  });

  it("runs the chosen subtopic's practice test", async () => {
    serve();
    renderAt(`${DETAIL}/take-test?subtopic=${topicDetail.subtopics[0]!._id}`, PRACTICE_ROUTES);
    expect(await screen.findByText(`Take test ${SUBTOPIC_TEST_ID}, then ${DETAIL}/check-answers/${SUBTOPIC_TEST_ID}`)).toBeTruthy();
  });

  it('says so when the subtopic has no practice test (or is unknown), with a way back to the topic', async () => {
    serve();
    renderAt(`${DETAIL}/take-test?subtopic=${topicDetail.subtopics[2]!._id}`, PRACTICE_ROUTES);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'There is no practice test for this subtopic yet.');
    expect(screen.queryByText(/^Take test/)).toBeNull();
    expect(document.title).toBe('Practise a topic | Alpha Academy');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the topic' }));
    expect(await screen.findByText(`Detail at ${DETAIL}`)).toBeTruthy();
  });

  it('says so when the topic has no practice test', async () => {
    serve(ok({ ...topicDetail, practice_test_id: null }));
    renderAt(`${DETAIL}/take-test`, PRACTICE_ROUTES);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'There is no practice test for this topic yet.');
  });

  it("shows the server's message when the topic cannot be loaded", async () => {
    serve({ status: 404, body: { message: 'Topic not found' } });
    renderAt(`${DETAIL}/take-test`, PRACTICE_ROUTES);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Topic not found')).toBe(true));
  });
});

describe('TopicReviewScreen', () => {
  it('gives the check-answers screen a way back to the topic', () => {
    stubApi(() => undefined);
    renderAt(`${DETAIL}/check-answers/${TOPIC_TEST_ID}?reportId=r1`, [
      {
        path: '/menu/speciality-modules/topic-detail/:topicID/check-answers/:testID',
        element: <TopicReviewScreen renderReview={({ backTo, backLabel }) => <a href={backTo}>{backLabel}</a>} />,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the topic' }).getAttribute('href')).toBe(DETAIL);
  });
});
