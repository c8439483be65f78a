import type { TestListItem } from '../api/get-tests';
import { useTestsListText } from '../lib/use-tests-list-text';
import { TestCard } from './test-card';

/** The three sections of the Tests list. */
export type TestListSection = 'exams' | 'quizzes' | 'completed';

const viewScorePath = (testId: string, reportId: string) => `/menu/tests/check-answers/${testId}?viewScore=true&reportId=${encodeURIComponent(reportId)}`;

interface ListedTestCardProps {
  section: TestListSection;
  test: TestListItem;
  /** Take Exam / Take Quiz: the screen opens the test-start dialog for this test. */
  onTake: (test: TestListItem) => void;
}

/**
 * A test's card as its section of the Tests list shows it: Take Exam or Take Quiz, or, for a
 * completed Exam, the date and a View Score link to its report.
 */
export function ListedTestCard({ section, test, onTake }: ListedTestCardProps) {
  const t = useTestsListText();
  if (section === 'completed') {
    return <TestCard test={test} completedOn={test.report?.createdAt} action={{ label: t('card.viewScore'), to: viewScorePath(test._id, test.report?._id ?? '') }} />;
  }
  return <TestCard test={test} action={{ label: t(section === 'exams' ? 'card.takeExam' : 'card.takeQuiz'), onClick: () => onTake(test) }} />;
}

