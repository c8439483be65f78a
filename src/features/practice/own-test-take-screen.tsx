import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { practicePaths } from './api/practice-types';

interface OwnTestTakeScreenProps {
  /** Renders the take-test screen (the app shell passes it: features do not import each other). */
  renderTest: (test: { testId: string; reviewPath: string }) => ReactNode;
}

/** One of the learner's own tests taken (route /menu/create-test/take-test/{testID}): its review stays under Create Test. */
export function OwnTestTakeScreen({ renderTest }: OwnTestTakeScreenProps) {
  const { testID = '' } = useParams();
  return <>{renderTest({ testId: testID, reviewPath: practicePaths.checkAnswers(testID) })}</>;
}
