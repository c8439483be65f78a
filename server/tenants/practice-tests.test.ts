import { describe, expect, it } from 'vitest';
import type { BankQuestion, BankTopic } from './bank-reader.ts';
import { practiceTests } from './practice-tests.ts';

const question = (key: string): BankQuestion => ({
  key,
  type: 'single',
  question: `<p>${key}?</p>`,
  options: ['A', 'B'],
  correctOption: 0,
  explanation: '',
  images: [],
});

const cardiology: BankTopic = {
  key: 'cardiology',
  name: 'Cardiology',
  descriptionHtml: '',
  images: [],
  references: [],
  translations: { ar: { name: 'أمراض القلب' } },
  subtopics: [
    { key: 'arrhythmias', name: 'Arrhythmias', references: [], images: [], translations: { ar: { name: 'اضطرابات النظم' } }, questions: [question('q1')] },
    { key: 'failure', name: 'Heart failure', references: [], images: [], questions: [question('q2')] },
  ],
};

const names = (tests: ReturnType<typeof practiceTests>) => tests.map((t) => [t.key, t.name, t.translations]);

describe("practice Quizzes' names", () => {
  it(`are the product's words around the topic's name, in the default language and, as translations, \
in the provider's others (each name falling back to the default's)`, () => {
    expect(names(practiceTests([cardiology], [], new Set(), { locale: 'en-GB', offered: ['en-GB', 'ar'] }))).toEqual([
      ['topic.cardiology', 'Cardiology practice', { ar: { name: 'تدريب على أمراض القلب' } }],
      ['subtopic.arrhythmias', 'Cardiology practice: Arrhythmias', { ar: { name: 'تدريب على أمراض القلب: اضطرابات النظم' } }],
      ['subtopic.failure', 'Cardiology practice: Heart failure', { ar: { name: 'تدريب على أمراض القلب: Heart failure' } }],
    ]);
  });

  it('have no translations where the provider speaks one language, and are in that language where it is not English', () => {
    expect(names(practiceTests([cardiology], [], new Set(), { locale: 'en-GB', offered: ['en-GB'] }))[0]).toEqual([
      'topic.cardiology',
      'Cardiology practice',
      undefined,
    ]);
    const arabicOnly: BankTopic = {
      ...cardiology,
      name: 'أمراض القلب',
      translations: undefined,
      subtopics: cardiology.subtopics.map((s) => ({ ...s, translations: undefined })),
    };
    expect(names(practiceTests([arabicOnly], [], new Set(), { locale: 'ar', offered: ['ar'] })).map(([, name]) => name)).toEqual([
      'تدريب على أمراض القلب',
      'تدريب على أمراض القلب: Arrhythmias',
      'تدريب على أمراض القلب: Heart failure',
    ]);
    // Read without its languages (a tool reading only the bank): English, as before.
    expect(names(practiceTests([cardiology], [], new Set()))[0]).toEqual(['topic.cardiology', 'Cardiology practice', undefined]);
  });
});
