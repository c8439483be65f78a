import type { TestListItem } from '../api/get-tests';
import { useTestsListText } from '../lib/use-tests-list-text';
import { ListedTestCard, type TestListSection } from './listed-test-card';
import { TestSection } from './test-section';

interface ListedTestSectionProps {
  section: TestListSection;
  tests: readonly TestListItem[];
  loading: boolean;
  /** Take Exam / Take Quiz: the screen opens the test-start dialog for this test. */
  onTake: (test: TestListItem) => void;
  /** The learner needs a plan to take tests (see ListedTestCard). */
  needsPlan?: boolean;
}

/** One of the Tests list's three sections: its heading, search, empty and loading texts, and its cards. */
export function ListedTestSection({ section, tests, loading, onTake, needsPlan = false }: ListedTestSectionProps) {
  const t = useTestsListText();
  return (
    <TestSection
      id={`tests-${section}`}
      heading={t(`sections.${section}.heading`)}
      searchLabel={t(`sections.${section}.searchLabel`)}
      searchPlaceholder={t(`sections.${section}.searchPlaceholder`)}
      emptyText={t(`sections.${section}.empty`)}
      loadingLabel={t(`sections.${section}.loading`)}
      loading={loading}
      tests={tests}
      renderCard={(test) => <ListedTestCard section={section} test={test} onTake={onTake} needsPlan={needsPlan} />}
    />
  );
}
