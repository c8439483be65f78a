import { Fragment, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { ArrowLink } from '../../ui/arrow-link';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { catalogPaths, type SpecialityTopicDetail } from './api/catalog-types';
import { useTopic } from './api/get-topic';
import { useCatalogText } from './use-catalog-text';

/** What the take-test screen needs to run a topic's practice test. */
export interface PracticeTest {
  testId: string;
  /** Where the take-test screen goes after submitting (it adds ?reportId=). */
  reviewPath: string;
}

interface TopicPracticeScreenProps {
  /** Renders the take-test screen (the app shell passes it: features do not import each other). */
  renderTest: (test: PracticeTest) => ReactNode;
}

/** The topic's practice test, or with `subtopicId` that subtopic's; null when there is none. */
export function practiceTestOf(topic: SpecialityTopicDetail, subtopicId: string | null): string | null {
  if (subtopicId === null) return topic.practice_test_id;
  return topic.subtopics.find((sub) => sub._id === subtopicId)?.practice_test_id ?? null;
}

/**
 * Practise a topic (route …/topic-detail/{topicID}/take-test, optional ?subtopic=): loads the
 * topic, picks its practice test or the chosen subtopic's, and runs it in the take-test screen;
 * the review afterwards leads back to the topic.
 */
export function TopicPracticeScreen({ renderTest }: TopicPracticeScreenProps) {
  const t = useCatalogText();
  const { topicID = '' } = useParams();
  const [params] = useSearchParams();
  const subtopicId = params.get('subtopic');
  const topic = useTopic(topicID);

  if (topic.isPending) return <Skeleton height="30rem" radius="lg" />;
  if (topic.isError) return <Problem topicId={topicID}>{topic.error.message}</Problem>;
  const testId = practiceTestOf(topic.data, subtopicId);
  if (testId === null) return <Problem topicId={topicID}>{t(subtopicId === null ? 'practice.noTopicTest' : 'practice.noSubtopicTest')}</Problem>;
  // Another test (another subtopic) is a fresh take-test screen.
  return <Fragment key={testId}>{renderTest({ testId, reviewPath: catalogPaths.review(topicID, testId) })}</Fragment>;
}

function Problem({ topicId, children }: { topicId: string; children: ReactNode }) {
  const t = useCatalogText();
  usePageTitle(t('practice.title'));
  return (
    <Screen $width="narrow">
      <h1>{t('practice.title')}</h1>
      <Alert kind="error">{children}</Alert>
      <ArrowLink direction="back" to={catalogPaths.topic(topicId)}>
        {t('practice.backToTopic')}
      </ArrowLink>
    </Screen>
  );
}
