/** The props a topic's practice gives these screens (the catalog's practice and review routes). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { anOpenedQuiz } from '../../../tests/support/web-opened-test';
import { CheckAnswersScreen } from './check-answers-screen';
import { TakeTestScreen } from './take-test-screen';

type Opened = components['schemas']['GetTestResponse'];

const TOPIC_ID = '0b8f5a3e-1c2d-4e5f-8a9b-000000000001';
const TEST_ID = '5c7e9a1b-2d3f-4a5b-8c6d-000000000011';
const REPORT_ID = '9e8d7c6b-5a49-4837-8261-7f6e5d4c3b2a';
const TOPIC = `/menu/speciality-modules/topic-detail/${TOPIC_ID}`;

function opened(): Opened {
  return anOpenedQuiz({
    _id: TEST_ID,
    test_name: 'Heart failure practice',
    questions: [
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000011',
        question: 'First-line for HFrEF?',
        question_type: 'Single Choice Question',
        options: ['ACE inhibitor', 'Digoxin'],
        images: [],
        sub_questions: [],
        sub_topic_reference: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', sub_topic_name: 'Heart failure' },
      },
    ],
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Review at {pathname}
      {search}
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TakeTestScreen with testId and reviewPath', () => {
  it('takes the given test (not a route param) and goes to reviewPath with the report id after submitting', async () => {
    const calls = stubApi((url, request) => {
      if (url.pathname === `/api/test/get-test/${TEST_ID}`) return { body: opened() };
      if (url.pathname === `/api/test/save-progress/${TEST_ID}`) return { body: { savedAt: new Date().toISOString(), deadline: opened().attempt.deadline } };
      if (url.pathname === `/api/test/submit-test/${TEST_ID}` && request.method === 'POST')
        return { body: { reportcard: REPORT_ID, message: 'Test submitted successfully' } };
      return undefined;
    });
    renderAt(`${TOPIC}/take-test`, [
      {
        path: '/menu/speciality-modules/topic-detail/:topicID/take-test',
        element: <TakeTestScreen testId={TEST_ID} reviewPath={`${TOPIC}/check-answers/${TEST_ID}`} />,
      },
      { path: '/menu/speciality-modules/topic-detail/:topicID/check-answers/:testID', element: <Where /> },
      { path: '/menu/tests/check-answers/:testID', element: <p>Tests review</p> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeTruthy();
    expect(new URL(calls[0]!.url).pathname).toBe(`/api/test/get-test/${TEST_ID}`);
    await userEvent.click(screen.getByRole('radio', { name: /^A\. ACE inhibitor$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Submit your answers' })).getByRole('button', { name: 'Submit Now' }));
    expect(await screen.findByText(`Review at ${TOPIC}/check-answers/${TEST_ID}?reportId=${REPORT_ID}`)).toBeTruthy();
    expect(screen.queryByText('Tests review')).toBeNull();
  });
});

describe('CheckAnswersScreen with backLabel', () => {
  it('names its way back as told', async () => {
    stubApi((url) => (url.pathname === `/api/report/get-report/${REPORT_ID}` ? { status: 404, body: { message: 'Report not found' } } : undefined));
    renderAt(`${TOPIC}/check-answers/${TEST_ID}?reportId=${REPORT_ID}`, [
      {
        path: '/menu/speciality-modules/topic-detail/:topicID/check-answers/:testID',
        element: <CheckAnswersScreen backTo={TOPIC} backLabel="Back to the topic" />,
      },
    ]);
    const back = await screen.findByRole('link', { name: 'Back to the topic' });
    expect(back.getAttribute('href')).toBe(TOPIC);
    expect(screen.queryByRole('link', { name: 'Back to tests' })).toBeNull();
  });
});
