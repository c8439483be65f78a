import styled from 'styled-components';
import { QuestionCard } from '../../features/test-taking/components/question-card';
import { QuestionRoom, TakeTestPlaceholder } from '../../features/test-taking/components/take-test-placeholder';
import { emptyState, type Question } from '../../features/test-taking/lib/answer-state';
import { useTakeTestText } from '../../features/test-taking/lib/use-take-test-text';
import { useTenant } from '../../tenant/tenant-context';
import { QUESTION_STAND_INS } from './stand-ins';

const STAND_IN_QUESTION: Question = {
  _id: '00000000-0000-0000-0000-000000000000',
  question: QUESTION_STAND_INS.question,
  question_type: 'Single Choice Question',
  options: [QUESTION_STAND_INS.option],
  images: [],
  sub_questions: [],
  sub_topic_reference: { _id: '00000000-0000-0000-0000-000000000000', sub_topic_name: '' },
};

const noop = () => undefined;

/**
 * Take test's first screen: its placeholder, and in the question card's place the card itself,
 * hidden, drawn for a stand-in question. When the attempt's early call answers before the app
 * runs, the page's boot script fills the card in with the question the learner is on and shows it
 * (src/boot/fill-question-card.ts), so the question can be read while the app downloads. The texts
 * the stand-in question does not show (multiple choice, the last question), and the confidence it
 * shows chosen, ride along as data.
 */
export function TakeTestFirstScreen() {
  const t = useTakeTestText();
  const tenant = useTenant();
  const state = emptyState(STAND_IN_QUESTION);
  const card = (
    <Slot
      data-first-question=""
      data-confidence={state.confidence}
      data-choose-one={t('chooseOne')}
      data-choose-all={t('chooseAll')}
      data-next={t('next')}
      data-submit={t('submit')}
    >
      <QuestionRoom />
      <div hidden>
        <QuestionCard
          question={STAND_IN_QUESTION}
          state={state}
          counter={t('counter', { n: QUESTION_STAND_INS.number, total: QUESTION_STAND_INS.total })}
          first
          last={false}
          savedText={t('save.questionSaved')}
          features={tenant.features}
          onChange={noop}
          onPrevious={noop}
          onNext={noop}
          onSubmit={noop}
          onTool={noop}
          onShortcuts={noop}
        />
      </div>
    </Slot>
  );
  return <TakeTestPlaceholder question={card} />;
}

/** In the body's grid in the question card's place, as narrow as the card may be. */
const Slot = styled.div`
  min-width: 0;
`;
