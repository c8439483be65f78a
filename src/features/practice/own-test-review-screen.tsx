import type { ReactNode } from 'react';
import { practicePaths } from './api/practice-types';
import { usePracticeText } from './lib/use-practice-text';

interface OwnTestReviewScreenProps {
  /** Renders the check-answers screen (the app shell passes it: features do not import each other). */
  renderReview: (back: { backTo: string; backLabel: string }) => ReactNode;
}

/** The review of one of the learner's own tests (route /menu/create-test/check-answers/{testID}): back leads to Create Test. */
export function OwnTestReviewScreen({ renderReview }: OwnTestReviewScreenProps) {
  const t = usePracticeText();
  return <>{renderReview({ backTo: practicePaths.createTest, backLabel: t('checkAnswers.back') })}</>;
}
