import type { BankTest, BankTopic } from './bank-reader.ts';

/** A minute a question, at least five: practice is unhurried. */
const minutesFor = (questions: number) => Math.max(5, questions);

/**
 * Beyond the spec's catalog: a Quiz for practising each topic, and each subtopic, of the bank
 * (Speciality Modules, "Practise this topic"). It holds the topic's questions in bank order except
 * those held back for Exams (examOnly) and those any Active Exam uses, so practice never shows an
 * Exam's answers. A topic or subtopic with no such question gets none. Keys contain a dot, which
 * tests.yaml keys cannot, so they never clash with the provider's own tests.
 */
export function practiceTests(topics: BankTopic[], tests: BankTest[], examOnly: ReadonlySet<string>): BankTest[] {
  const inExams = new Set(tests.filter((t) => t.type === 'Exam' && t.status === 'Active').flatMap((t) => t.questionKeys));
  const open = (keys: string[]) => keys.filter((k) => !examOnly.has(k) && !inExams.has(k));
  const quiz = (key: string, name: string, questionKeys: string[]): BankTest[] =>
    questionKeys.length ? [{ key, name, type: 'Quiz', status: 'Active', kind: 'topic', durationMinutes: minutesFor(questionKeys.length), questionKeys }] : [];
  return topics.flatMap((topic) => [
    ...quiz(`topic.${topic.key}`, `${topic.name} practice`, open(topic.subtopics.flatMap((s) => s.questions.map((q) => q.key)))),
    ...topic.subtopics.flatMap((s) => quiz(`subtopic.${s.key}`, `${topic.name} practice: ${s.name}`, open(s.questions.map((q) => q.key)))),
  ]);
}
