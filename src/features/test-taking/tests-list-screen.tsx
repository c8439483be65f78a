import { useState } from 'react';
import styled from 'styled-components';
import { useNeedsPlan } from '../../lib/use-needs-plan';
import { usePageTitle } from '../../tenant/use-page-title';
import { TestStartDialog } from '../../ui/test-start-dialog';
import { useTests, type TestListItem } from './api/get-tests';
import { ListedTestSection } from './components/listed-test-section';
import { useTestsListText } from './lib/use-tests-list-text';

const takeTestPath = (testId: string) => `/menu/tests/take-test/${testId}`;

/** Newest report first. */
const byReportDate = (a: TestListItem, b: TestListItem) => (b.report?.createdAt ?? '').localeCompare(a.report?.createdAt ?? '');

/**
 * Tests list (spec): Exams not yet taken (an Exam can be taken once), every Quiz (they can be
 * retaken), and the Exams with a report to review.
 */
export function TestsListScreen() {
  const t = useTestsListText();
  usePageTitle(t('title'));
  const { data: tests = [], isPending } = useTests();
  const [starting, setStarting] = useState<TestListItem | null>(null);
  const needsPlan = useNeedsPlan();

  const exams = tests.filter((test) => test.test_type === 'Exam' && !test.attempted);
  const quizzes = tests.filter((test) => test.test_type === 'Quiz');
  const completed = tests.filter((test) => test.test_type === 'Exam' && test.report).sort(byReportDate);
  const isExam = starting?.test_type === 'Exam';

  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </Intro>
      <ListedTestSection section="exams" tests={exams} loading={isPending} onTake={setStarting} needsPlan={needsPlan} />
      <ListedTestSection section="quizzes" tests={quizzes} loading={isPending} onTake={setStarting} needsPlan={needsPlan} />
      <ListedTestSection section="completed" tests={completed} loading={isPending} onTake={setStarting} />
      <TestStartDialog
        open={starting !== null}
        onClose={() => setStarting(null)}
        testName={starting?.test_name ?? ''}
        note={t(isExam ? 'start.examNote' : 'start.quizNote')}
        details={starting ? [t('start.timeAllotted', { count: starting.duration_in_mins }), t('start.questions', { count: starting.number_of_questions })] : []}
        backLabel={t('start.back')}
        startLabel={t(isExam ? 'start.startExam' : 'start.startQuiz')}
        startTo={starting ? takeTestPath(starting._id) : ''}
      />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { color: ${({ theme }) => theme.color.text.muted}; max-width: 46rem; }
`;
