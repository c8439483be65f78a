import { SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { translate } from '../i18n/catalog.ts';
import type { BankTest, BankTopic } from './bank-types.ts';
import { translatedFields, type ContentLanguages, type Translations } from './translations.ts';

/** A minute a question, at least five: practice is unhurried. */
const minutesFor = (questions: number) => Math.max(5, questions);

/** Where the languages are unknown (a folder read without its tenant.yaml): the source language only. */
const SOURCE_ONLY: ContentLanguages = { locale: SOURCE_LANGUAGE, offered: [SOURCE_LANGUAGE] };

/**
 * Beyond the spec's catalog: a Quiz for practising each topic, and each subtopic, of the bank
 * (Speciality Modules, "Practise this topic"). It holds the topic's questions in bank order except
 * those held back for Exams (examOnly) and those any Active Exam uses, so practice never shows an
 * Exam's answers. A topic or subtopic with no such question gets none. Keys contain a dot, which
 * tests.yaml keys cannot, so they never clash with the provider's own tests.
 *
 * Its name is the product's words around the topic's (server catalog, content:practice.*): in
 * the provider's default language, and in each of its other languages as `translations`, where
 * the topic's and subtopic's own names in that language are used, each falling back to the
 * default language's. Readers show a test's name in the learner's language as for any test.
 */
export function practiceTests(topics: BankTopic[], tests: BankTest[], examOnly: ReadonlySet<string>, languages: ContentLanguages = SOURCE_ONLY): BankTest[] {
  const inExams = new Set(tests.filter((t) => t.type === 'Exam' && t.status === 'Active').flatMap((t) => t.questionKeys));
  const open = (keys: string[]) => keys.filter((k) => !examOnly.has(k) && !inExams.has(k));
  const others = languages.offered.filter((code) => code !== languages.locale);
  /** The name in the default language, and `translations` in the others (none when the provider speaks one). */
  const named = (nameIn: (language: LanguageCode) => string): Pick<BankTest, 'name' | 'translations'> => {
    const name = nameIn(languages.locale);
    if (others.length === 0) return { name };
    const translations: Translations<{ name: string }> = Object.fromEntries(others.map((code) => [code, { name: nameIn(code) }]));
    return { name, translations };
  };
  const quiz = (key: string, names: Pick<BankTest, 'name' | 'translations'>, questionKeys: string[]): BankTest[] =>
    questionKeys.length
      ? [{ key, ...names, type: 'Quiz', status: 'Active', kind: 'topic', durationMinutes: minutesFor(questionKeys.length), questionKeys }]
      : [];
  return topics.flatMap((topic) => {
    // The default language is never a translation's key: there, each is the item's own name.
    const topicName = (language: LanguageCode) => translatedFields(topic.translations, language).name ?? topic.name;
    return [
      ...quiz(
        `topic.${topic.key}`,
        named((language) => translate(language, 'content', 'practice.topic', { topic: topicName(language) })),
        open(topic.subtopics.flatMap((s) => s.questions.map((q) => q.key))),
      ),
      ...topic.subtopics.flatMap((s) =>
        quiz(
          `subtopic.${s.key}`,
          named((language) =>
            translate(language, 'content', 'practice.subtopic', {
              topic: topicName(language),
              subtopic: translatedFields(s.translations, language).name ?? s.name,
            }),
          ),
          open(s.questions.map((q) => q.key)),
        ),
      ),
    ];
  });
}
