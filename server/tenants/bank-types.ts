import type { TenantProblem } from './tenant-error.ts';
import type { Translations } from './translations.ts';

/** What a question may say in another language (HTML sanitised); options as many as its own, in their order. */
export type QuestionTranslation = { question: string; options: string[]; statements: string[]; explanation: string };

/** A question as stored: answers as 0-based option indexes, HTML sanitised. */
export type BankQuestion = { translations?: Translations<QuestionTranslation> | undefined } & (
  | { key: string; type: 'single'; question: string; options: string[]; correctOption: number; explanation: string; images: string[] }
  | { key: string; type: 'multiple'; question: string; options: string[]; correctOptions: number[]; explanation: string; images: string[] }
  | { key: string; type: 'sub'; question: string; parts: Array<{ question: string; answer: boolean }>; explanation: string; images: string[] }
);

export interface BankTopic {
  key: string;
  name: string;
  descriptionHtml: string;
  /** The topic page's carousel: files in the tenant folder, each with its alt text. */
  images: Array<{ file: string; alt: string }>;
  references: string[];
  /** The topic's name and description (HTML sanitised) in the provider's other languages. */
  translations?: Translations<{ name: string; descriptionHtml: string }> | undefined;
  subtopics: Array<{
    key: string;
    name: string;
    references: string[];
    images: string[];
    translations?: Translations<{ name: string }> | undefined;
    questions: BankQuestion[];
  }>;
}

export interface BankTest {
  key: string;
  name: string;
  type: 'Exam' | 'Quiz';
  status: 'Active' | 'Inactive';
  /** 'set': from tests.yaml; 'topic': made for practising one topic or subtopic (practice-tests.ts). */
  kind: 'set' | 'topic';
  durationMinutes: number;
  /** Question keys in test order. */
  questionKeys: string[];
  /** The test's name in the provider's other languages (tests.yaml). */
  translations?: Translations<{ name: string }> | undefined;
}

export interface Bank {
  topics: BankTopic[];
  tests: BankTest[];
  /** What is allowed but probably a mistake (an Exam sharing questions with a Quiz). */
  warnings: TenantProblem[];
}
