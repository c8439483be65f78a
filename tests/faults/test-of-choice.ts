import type { LearnerClient } from './learner-client.ts';

interface ListedTest {
  _id: string;
  test_name: string;
  test_type: string;
  number_of_questions: number;
}
interface OpenedQuestion {
  question_type: string;
  options: string[];
  sub_questions: unknown[];
}

/** The id of the provider's first Quiz with at least `minQuestions` questions, and the provider's id. */
export async function pickQuiz(client: LearnerClient, minQuestions: number): Promise<string> {
  const manifest = await client.get('/api/tenant/manifest');
  if (manifest.status !== 200) throw new Error(`manifest: ${JSON.stringify(manifest)}`);
  const listed = await client.get(`/api/test/get-tests?subdomain_reference=${String(manifest.body.subdomainId)}`);
  if (listed.status !== 200) throw new Error(`get-tests: ${JSON.stringify(listed)}`);
  const quiz = (listed.body.tests as ListedTest[]).find((t) => t.test_type === 'Quiz' && t.number_of_questions >= minQuestions);
  if (!quiz) throw new Error(`no Quiz with ${minQuestions} questions`);
  return quiz._id;
}

/** Opens the test (starting the attempt) and returns its questions. */
export async function openTest(client: LearnerClient, testId: string): Promise<OpenedQuestion[]> {
  const opened = await client.get(`/api/test/get-test/${testId}`);
  if (opened.status !== 200) throw new Error(`get-test: ${JSON.stringify(opened)}`);
  return (opened.body.test as { questions_reference: OpenedQuestion[] }).questions_reference;
}

/** A full submission body: option `pick` (modulo the options) or True/False parts, for every question. */
export function submissionFor(questions: OpenedQuestion[], pick: number) {
  return {
    timeTaken: 1.3,
    response: questions.map((q) => ({
      comment: 'THINK SO',
      flag: false,
      notes: `pick ${pick}`,
      // One option for single and multiple choice alike; true/false parts alternate.
      selected: q.question_type === 'Sub Questions' ? q.sub_questions.map((_, i) => ((i + pick) % 2 ? 'true' : 'false')) : [pick % q.options.length],
    })),
  };
}

/** Saved progress for every question (what autosave sends): option `pick`, or True/False parts, with a note. */
export function progressFor(questions: OpenedQuestion[], pick: number) {
  return {
    currentQuestion: questions.length - 1,
    answers: questions.map((q) => ({
      selectedOption: q.question_type === 'Single Choice Question' ? pick % q.options.length : null,
      selectedOptions: q.question_type === 'Multiple Choice Question' ? [pick % q.options.length] : [],
      selected: q.question_type === 'Sub Questions' ? q.sub_questions.map((_, i) => (i + pick) % 2 === 1) : [],
      questionFlagged: pick % 2 === 0,
      confidence: 'NOT SURE',
      note: `saved with pick ${pick}`,
    })),
  };
}
