import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { TutorFeedback as Feedback } from '../api/answer-question';
import { useTakeTestText } from '../lib/use-take-test-text';
import { ReviewedQuestion } from './reviewed-question';

interface TutorFeedbackProps {
  feedback: Feedback;
  /** The learner's note as it is now (notes stay editable after confirming). */
  note: string;
  /** Put focus on the verdict when shown (just confirmed here, so the confirm button it replaces is gone). Default false. */
  focus?: boolean;
}

type Status = Feedback['answer']['status'];
const TONE = { Correct: 'correct', Partial: 'partial', Wrong: 'wrong' } as const satisfies Record<Status, string>;

/**
 * A confirmed tutor-mode answer: the verdict, then the question as check answers reviews it (the
 * learner's final choice beside the key, the explanation, references, how others answered).
 */
export function TutorFeedback({ feedback, note, focus = false }: TutorFeedbackProps) {
  const t = useTakeTestText();
  const verdict = useRef<HTMLParagraphElement>(null);
  // Before the browser paints or takes the next click: focusing scrolls the verdict into view, and a
  // scroll that came a frame later moved the page under a click already aimed (at Next, say).
  useLayoutEffect(() => {
    if (focus) verdict.current?.focus({ preventScroll: false });
  }, [focus]);
  const tone = TONE[feedback.answer.status];
  return (
    <>
      <Verdict ref={verdict} tabIndex={-1} $tone={tone}>
        {t(`tutor.status.${tone}`)} <Final>{t('tutor.final')}</Final>
      </Verdict>
      <ReviewedQuestion question={feedback.question} answer={{ ...feedback.answer, notes: note }} />
    </>
  );
}

const Verdict = styled.p<{ $tone: (typeof TONE)[Status] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.answer[$tone]};
  color: ${({ theme }) => theme.color.status.onStatus};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Final = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
