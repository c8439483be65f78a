import { PLAN_REQUIRED_PATH } from '../../../lib/membership-links';
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
  /** The learner needs a plan to take tests: the card says so and Take leads to Membership, which says why. */
  needsPlan?: boolean;
}

/**
 * A test's card as its section of the Tests list shows it: Take Exam or Take Quiz, or, for a
 * completed Exam, the date and a View Score link to its report. A learner who needs a plan sees
 * 'Needs a plan' on the card, and Take leads to Membership.
 */
export function ListedTestCard({ section, test, onTake, needsPlan = false }: ListedTestCardProps) {
  const t = useTestsListText();
  if (section === 'completed') {
    return (
      <TestCard test={test} completedOn={test.report?.createdAt} action={{ label: t('card.viewScore'), to: viewScorePath(test._id, test.report?._id ?? '') }} />
    );
  }
  const label = t(section === 'exams' ? 'card.takeExam' : 'card.takeQuiz');
  // Without a plan the start dialog would only lead to a refusal: Take goes to Membership at once.
  if (needsPlan) return <TestCard test={test} needsPlan action={{ label, to: PLAN_REQUIRED_PATH }} />;
  return <TestCard test={test} action={{ label, onClick: () => onTake(test) }} />;
}
