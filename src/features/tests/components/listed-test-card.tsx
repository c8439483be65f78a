import type { TestListItem } from '../api/get-tests';
import type { Translate } from '../lib/allotted-time';
import { TestCard } from './test-card';

/** The three sections of the Tests list. */
export type TestListSection = 'exams' | 'quizzes' | 'completed';

export const viewScorePath = (testId: string, reportId: string) => `/menu/tests/check-answers/${testId}?viewScore=true&reportId=${encodeURIComponent(reportId)}`;

interface ListedTestCardProps {
  section: TestListSection;
  test: TestListItem;
  /** The testsList namespace's translate function. */
  t: Translate;
  /** Take Exam / Take Quiz: the screen opens the test-start dialog for this test. */
  onTake: (test: TestListItem) => void;
}

/**
 * A test's card as its section of the Tests list shows it: Take Exam or Take Quiz, or, for a
 * completed Exam, the date and a View Score link to its report.
 */
export function ListedTestCard({ section, test, t, onTake }: ListedTestCardProps) {
  if (section === 'completed') {
    return <TestCard test={test} t={t} completedOn={test.report?.createdAt} action={{ label: t('card.viewScore'), to: viewScorePath(test._id, test.report?._id ?? '') }} />;
  }
  return <TestCard test={test} t={t} action={{ label: t(section === 'exams' ? 'card.takeExam' : 'card.takeQuiz'), onClick: () => onTake(test) }} />;
}

/** A section's heading, search and empty and loading texts. */
export const sectionTexts = (section: TestListSection, t: Translate) => ({
  id: `tests-${section}`,
  heading: t(`sections.${section}.heading`),
  searchLabel: t(`sections.${section}.searchLabel`),
  searchPlaceholder: t(`sections.${section}.searchPlaceholder`),
  emptyText: t(`sections.${section}.empty`),
  loadingLabel: t(`sections.${section}.loading`),
});
