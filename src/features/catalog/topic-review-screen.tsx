import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { catalogPaths } from './api/catalog-types';
import { useCatalogText } from './use-catalog-text';

/** Where the check-answers screen's back link goes after a topic's practice test. */
export interface ReviewBackLink {
  backTo: string;
  backLabel: string;
}

interface TopicReviewScreenProps {
  /** Renders the check-answers screen (the app shell passes it: features do not import each other). */
  renderReview: (back: ReviewBackLink) => ReactNode;
}

/** The review of a topic's practice test (route …/topic-detail/{topicID}/check-answers/{testID}): back leads to the topic. */
export function TopicReviewScreen({ renderReview }: TopicReviewScreenProps) {
  const t = useCatalogText();
  const { topicID = '' } = useParams();
  return <>{renderReview({ backTo: catalogPaths.topic(topicID), backLabel: t('practice.backToTopic') })}</>;
}
