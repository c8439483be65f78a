/**
 * Tutor-mode data of the stories: the server's feedback on a confirmed answer (TutorFeedback), for
 * the story questions of story-fixtures.ts, with their keys and explanations. Original content.
 */
import type { components } from '../../../../openapi/schema.gen';
import type { Question } from '../lib/answer-state';
import { fixtureId, multipleChoice, singleChoice } from './story-fixtures';

type Feedback = components['schemas']['TutorFeedback'];
type Peers = components['schemas']['PeerAnswers'];

const KEYS: Record<string, { correct_option: number | null; correct_options: number[]; explanation: string; references: string[] }> = {
  [singleChoice._id]: {
    correct_option: 2,
    correct_options: [2],
    explanation:
      '<p>ST elevation in the inferior leads (II, III and aVF) with reciprocal depression in I and aVL is an <strong>inferior</strong> ' +
      'infarction. In most people the right coronary artery supplies the inferior wall (a right-dominant circulation), so it is the ' +
      'usual culprit; a dominant left circumflex is the less common cause.</p>' +
      '<p>An anterior infarction (V1 to V4) points to the left anterior descending artery, and a lateral one (I, aVL, V5 and V6) to the ' +
      'circumflex or a diagonal branch.</p>',
    references: ['https://www.nice.org.uk/guidance/cg167'],
  },
  [multipleChoice._id]: {
    correct_option: null,
    correct_options: [0, 1],
    explanation:
      '<p>IAS 1 classes a liability as current when it is due within twelve months or the entity has no right to defer settlement. ' +
      'Trade payables and an overdraft repayable on demand are current; deferred tax is always non-current, and share capital is equity.</p>',
    references: [],
  },
};

/** How others answered the single-choice story question (most chose the key). */
export const singleChoicePeers: Peers = { learners: 214, correct: 58.41, options: [18.22, 14.95, 58.41, 6.07, 2.34] };

/** The server's feedback on an answer to `question` at `position`: scored, final, with its key and explanation. */
export function feedbackOn(
  question: Question,
  position: number,
  selected: number[],
  status: Feedback['answer']['status'],
  extra: Partial<Feedback['answer']> = {},
): Feedback {
  const key = KEYS[question._id]!;
  return {
    position,
    answer: { question: question._id, status, selected, flag: false, notes: '', comment: 'THINK SO', confidenceChosen: true, ...extra },
    question: {
      ...question,
      correct_option: key.correct_option,
      correct_options: key.correct_options,
      sub_questions: [],
      explanation: { description: key.explanation },
      sub_topic_reference: { ...question.sub_topic_reference, references: key.references, images: [] },
    },
  };
}

export const TUTOR_TEST_ID = fixtureId(710);
