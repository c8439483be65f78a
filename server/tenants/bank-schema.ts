import { z } from 'zod';
import { translationsSchema } from './translations.ts';

/**
 * A provider's question bank, written by hand: content/bank/<NN>-<topic>.yaml (one topic per
 * file) and content/tests.yaml. Keys are stable names that keep database ids across edits, so
 * old reports keep their questions. Answers are letters (A-P) as learners see them.
 */
const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a lower-case key such as af-rate-control');
const html = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().min(1).max(max);
const letter = z.string().regex(/^[A-P]$/, 'must be an option letter from A to P');
const url = z.url({ protocol: /^https$/, error: 'must be an https:// link' });
const image = z
  .string()
  .regex(/^assets\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|gif|avif)$/i, 'must be an image inside the tenant folder, such as assets/bank/ecg.svg');

const choiceOptions = z.array(text(1000)).min(2, 'needs at least 2 options').max(16, 'may have at most 16 options (A to P)');

/** What every question has, whatever its type. */
const questionFields = {
  key,
  question: html(10_000),
  explanation: html(20_000),
  images: z.array(image).max(6).default([]),
  /** Held back for Exams: fromTopics never picks it and no Quiz may list it, so no Quiz report shows its answer. */
  examOnly: z.boolean().default(false),
  translations: translationsSchema(
    z.strictObject({
      question: html(10_000).optional(),
      options: z.array(text(1000)).optional().describe('Every option, in the same order and as many as `options`.'),
      statements: z.array(text(1000)).optional().describe("A sub question's statements, in the same order and as many as `parts`."),
      explanation: html(20_000).optional(),
    }),
  ),
};

const singleQuestion = z.strictObject({ ...questionFields, type: z.literal('single'), options: choiceOptions, answer: letter });

const multipleQuestion = z.strictObject({ ...questionFields, type: z.literal('multiple'), options: choiceOptions, answers: z.array(letter).min(1).max(16) });

const subQuestion = z.strictObject({
  ...questionFields,
  type: z.literal('sub'),
  parts: z
    .array(z.strictObject({ statement: text(1000), answer: z.boolean() }))
    .min(2, 'needs at least 2 true/false parts')
    .max(50),
});

const questionSchema = z.discriminatedUnion('type', [singleQuestion, multipleQuestion, subQuestion], {
  error: 'type must be single, multiple or sub',
});

/** A picture of the topic's carousel, with the words a screen reader says for it. */
const topicImage = z.strictObject({ file: image, alt: text(300).describe('What the image shows, read by screen readers.') });

export const topicFileSchema = z.strictObject({
  key,
  topic: text(120).describe('The topic name learners see, e.g. Cardiology.'),
  description: html(20_000).optional(),
  images: z.array(topicImage).max(10).default([]).describe('The topic page carousel, e.g. { file: assets/topics/heart-01.svg, alt: A four-chamber heart }.'),
  references: z.array(url).max(20).default([]),
  subtopics: z
    .array(
      z.strictObject({
        key,
        name: text(120),
        references: z.array(url).max(20).default([]),
        images: z.array(image).max(10).default([]),
        translations: translationsSchema(z.strictObject({ name: text(120).optional() })),
        questions: z.array(questionSchema).max(2000),
      }),
    )
    .min(1, 'needs at least one subtopic'),
  translations: translationsSchema(z.strictObject({ topic: text(120).optional(), description: html(20_000).optional() })),
});

const testSchema = z
  .strictObject({
    key,
    name: text(120),
    type: z.enum(['Exam', 'Quiz']),
    status: z.enum(['Active', 'Inactive']).default('Active'),
    durationMinutes: z.number().int().min(1).max(600),
    /** Question keys, in order. */
    questions: z.array(key).min(1).max(500).optional(),
    /** Or: every question of these topics, in bank order (optionally the first `count`). */
    fromTopics: z.array(key).min(1).optional(),
    count: z.number().int().min(1).max(500).optional(),
    translations: translationsSchema(z.strictObject({ name: text(120).optional() })),
  })
  .refine((t) => Boolean(t.questions) !== Boolean(t.fromTopics), { message: 'give either questions or fromTopics, not both', path: ['questions'] })
  .refine((t) => !t.count || t.fromTopics, { message: 'count only applies with fromTopics', path: ['count'] });

export const testsFileSchema = z.array(testSchema).max(500);

export type TopicFile = z.infer<typeof topicFileSchema>;
export type QuestionInput = z.infer<typeof questionSchema>;
export type TestInput = z.infer<typeof testSchema>;
