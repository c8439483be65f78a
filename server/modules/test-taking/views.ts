import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { translated, translatedFields } from '../../tenants/translations.ts';
import type { QuestionRow } from './repo/questions.ts';
import type { ReportRow } from './repo/reports.ts';
import type { TestRow } from './repo/tests.ts';
import { toMinutesSeconds } from '../../../shared/time/minutes-seconds.ts';
import type { AnswerKey } from './scoring.ts';
import type { reportAnswers } from '../../db/schema/attempts.ts';

type Schemas = components['schemas'];

const QUESTION_TYPE = { single: 'Single Choice Question', multiple: 'Multiple Choice Question', sub: 'Sub Questions' } as const;

const subdomainRef = (tenant: Tenant) => ({ _id: tenant.id, sub_domain_name: tenant.manifest.name });

/** What a question shows with or without its key: text, type, options, figures. */
const questionBase = (q: QuestionRow) => ({
  _id: q.id,
  question: q.questionHtml,
  question_type: QUESTION_TYPE[q.questionType],
  options: q.options,
  images: q.images,
});

/** A question's words and its subtopic's name in `language`, each falling back to the default language's. */
function questionIn(stored: QuestionRow, language: LanguageCode): QuestionRow {
  const q = translated(stored, stored.translations, language);
  const subtopicName = translatedFields(stored.subtopic.translations, language).subTopicName;
  return subtopicName === undefined ? q : { ...q, subtopic: { ...q.subtopic, name: subtopicName } };
}

/** A question as sent before submission: NEVER the key, the answers or the explanation. */
function toQuestion(stored: QuestionRow, language: LanguageCode): Schemas['Question'] {
  const q = questionIn(stored, language);
  return {
    ...questionBase(q),
    sub_questions: (q.subQuestions ?? []).map((part) => ({ question: part.question })),
    sub_topic_reference: { _id: q.subtopic.id, sub_topic_name: q.subtopic.name },
  };
}

/** A question as reviewed after submission: with its key, explanation, references and images. */
export function toReviewedQuestion(stored: QuestionRow, language: LanguageCode): Schemas['ReviewedQuestion'] {
  const q = questionIn(stored, language);
  return {
    ...questionBase(q),
    correct_option: q.correctOption,
    correct_options: q.correctOptions ?? [],
    sub_questions: (q.subQuestions ?? []).map((part) => ({ question: part.question, answer: null, correct_option: part.answer ? 'true' : 'false' })),
    explanation: { description: q.explanationHtml },
    sub_topic_reference: { _id: q.subtopic.id, sub_topic_name: q.subtopic.name, references: q.subtopic.references, images: q.subtopic.images },
  };
}

export function answerKeyOf(q: QuestionRow): AnswerKey {
  switch (q.questionType) {
    case 'single':
      return { type: 'single', correctOption: q.correctOption ?? -1 };
    case 'multiple':
      return { type: 'multiple', correctOptions: q.correctOptions ?? [] };
    case 'sub':
      return { type: 'sub', parts: (q.subQuestions ?? []).map((p) => p.answer) };
  }
}

interface LatestReport {
  id: string;
  createdAt: Date;
  percentage: number;
}

/** A test as every screen lists it: name, type, time, size, whether the learner has taken it. */
/** A test as the contract's `Test`: what the caller may know of it, with whether they attempted it. */
export function toTest(tenant: Tenant, test: TestRow, numberOfQuestions: number, attempted: boolean, language: LanguageCode): Schemas['Test'] {
  return {
    _id: test.id,
    test_name: testNameIn(test, language),
    test_type: test.testType,
    status: 'Active' as const,
    duration_in_mins: test.durationInMins,
    number_of_questions: numberOfQuestions,
    attempted,
    createdAt: test.createdAt.toISOString(),
    subdomain_reference: subdomainRef(tenant),
  };
}

/** A test's name in `language`, else in the default language. */
export const testNameIn = (test: Pick<TestRow, 'testName' | 'translations'>, language: LanguageCode): string =>
  translatedFields(test.translations, language).testName ?? test.testName;

export function toTestListItem(
  tenant: Tenant,
  test: TestRow,
  questionCount: number,
  latest: LatestReport | undefined,
  language: LanguageCode,
): Schemas['TestListItem'] {
  return {
    ...toTest(tenant, test, questionCount, Boolean(latest), language),
    report: latest ? { _id: latest.id, createdAt: latest.createdAt.toISOString(), percentage: latest.percentage } : null,
  };
}

/** The questions of get-test as JSON, in `language`: what `toQuestion` sends of each, never a key. */
export function questionsJson(questions: QuestionRow[], language: LanguageCode): string {
  return JSON.stringify(questions.map((q) => toQuestion(q, language)));
}

type OpenedAttempt = Omit<Schemas['GetTestResponse']['attempt'], 'progress' | 'tutor'> & {
  /** The saved progress as stored (JSON text), or null before the first save. */
  progressJson: string | null;
};

/**
 * The start of get-test's answer, as UTF-8 bytes: the test (`TestWithQuestions`) with its
 * questions already encoded, up to the attempt. The same for every learner of a test who has (or
 * has not) taken it before, so written once per test, content version and `attempted`.
 */
export function openTestStart(test: Schemas['Test'], questionsReference: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`{"test":${JSON.stringify(test).slice(0, -1)},"questions_reference":`), questionsReference]);
}

/**
 * The end of get-test's answer after its start (`openTestStart`): the learner's attempt, with the
 * saved progress as stored (JSON text), in the same key order as the object would be, and a
 * tutor-mode test's confirmed answers. Only these few hundred bytes (and a tutor test's
 * explained answers) are written per request.
 */
export function openTestEnd(attempt: OpenedAttempt, tutor?: Array<Schemas['TutorFeedback']>): Buffer {
  const { progressJson, ...times } = attempt;
  const confirmed = tutor ? `,"tutor":${JSON.stringify(tutor)}` : '';
  return Buffer.from(`},"attempt":${JSON.stringify(times).slice(0, -1)},"progress":${progressJson ?? 'null'}${confirmed}}}`);
}

type AnswerRow = typeof reportAnswers.$inferSelect;

export function toReport(report: ReportRow, answers: AnswerRow[], test: TestRow, questions: QuestionRow[], language: LanguageCode): Schemas['Report'] {
  return {
    _id: report.id,
    test: {
      _id: test.id,
      test_name: testNameIn(test, language),
      test_type: test.testType,
      number_of_questions: questions.length,
      duration_in_mins: test.durationInMins,
      updatedAt: test.updatedAt.toISOString(),
      questions_reference: questions.map((q) => toReviewedQuestion(q, language)),
    },
    mode: report.mode,
    answers: answers.map((a) => ({
      question: a.questionId,
      status: a.status,
      selected: a.selected as Schemas['SubmissionSelection'],
      flag: a.flag,
      notes: a.notes,
      comment: a.confidence,
      confidenceChosen: a.confidenceChosen,
    })),
    total: report.total,
    attempt: report.attempted,
    correct_answers: report.correctAnswers,
    partial_answers: report.partialAnswers,
    wrong_answers: report.wrongAnswers,
    percentage: report.percentage,
    confidence: report.confidence,
    confidenceAnswers: report.confidenceAnswers,
    timeTaken: toMinutesSeconds(report.timeTakenSeconds),
    closedBy: report.closedBy,
    createdAt: report.createdAt.toISOString(),
  };
}
