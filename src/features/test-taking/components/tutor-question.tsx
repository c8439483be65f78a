import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { TutorFeedback as Feedback } from '../api/answer-question';
import type { Question, QuestionState } from '../lib/answer-state';
import { hasChoice } from '../lib/tutor-state';
import type { Confirming } from '../lib/use-tutor';
import { useTakeTestText } from '../lib/use-take-test-text';
import { QuestionPanel } from './question-panel';
import { TutorFeedback } from './tutor-feedback';

interface TutorQuestionProps {
  question: Question;
  state: QuestionState;
  /** The confirmed answer, once there is one. */
  feedback: Feedback | undefined;
  /** The confirmation on its way, or failed. */
  confirming: Confirming | undefined;
  onChange: (state: QuestionState) => void;
  onConfirm: () => void;
}

/**
 * A tutor-mode question: answered as any other, then confirmed with Check answer (or Enter); once
 * confirmed it is final, and the verdict, the key and the explanation take the answers' place.
 * A failed confirmation keeps the choice and offers to try again.
 */
export function TutorQuestion({ question, state, feedback, confirming, onChange, onConfirm }: TutorQuestionProps) {
  const t = useTakeTestText();
  // Focus goes to the verdict only when it replaces what the learner just confirmed here (the
  // button or the option is gone), not on opening a question confirmed before.
  const [confirmedHere, setConfirmedHere] = useState(false);
  if (confirming && !confirmedHere) setConfirmedHere(true);
  if (feedback) return <TutorFeedback feedback={feedback} note={state.note} focus={confirmedHere} />;
  const sending = confirming?.state === 'sending';
  return (
    <>
      <QuestionPanel question={question} state={state} onChange={onChange} disabled={sending} />
      {confirming?.state === 'failed' ? (
        <Alert kind="error" title={t('tutor.failed')}>
          {confirming.message ? <span>{confirming.message} </span> : null}
          <Button variant="secondary" onClick={onConfirm}>
            {t('tutor.retry')}
          </Button>
        </Alert>
      ) : hasChoice(state) ? (
        <Confirm>
          <Button onClick={onConfirm} busy={sending} busyLabel={t('tutor.checking')} aria-describedby="tutor-check-hint">
            {t('tutor.check')}
          </Button>
          <p id="tutor-check-hint">{t('tutor.checkHint')}</p>
        </Confirm>
      ) : null}
    </>
  );
}

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;
