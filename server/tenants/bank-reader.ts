import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { Bank, BankQuestion, BankTest, BankTopic, QuestionTranslation } from './bank-types.ts';
import type { FolderFiles } from './folder-files.ts';
import { practiceTests } from './practice-tests.ts';
import { testsFileSchema, topicFileSchema, type QuestionInput, type TestInput, type TopicFile } from './bank-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';
import { checkTranslationLanguages, mapTranslations, type ContentLanguages, type Translations } from './translations.ts';

// The bank's shapes live in bank-types.ts, so the helpers this reader uses (practice-tests.ts)
// can name them without importing the reader back; still named from here, as they always were.
export type { Bank, BankQuestion, BankTest, BankTopic, QuestionTranslation };

/** `{ translations }` when there are any, else nothing: an item without them has no such key (as cached, as stored). */
const given = <T>(translations: T | undefined): { translations?: T } => (translations ? { translations } : {});

const FILE_NAME = /^(\d{1,3})-([a-z0-9-]+)\.ya?ml$/;
const letterIndex = (letter: string) => letter.charCodeAt(0) - 'A'.charCodeAt(0);

/**
 * Reads content/bank/*.yaml and content/tests.yaml of one tenant. Every problem names the file,
 * the item (path and key) and the reason; all are collected before giving up. `languages`: what
 * translations may name (tenant.yaml's); unchecked when not given.
 */
export function readBank(
  folder: FolderFiles,
  shown: string,
  assetExists: (file: string) => boolean,
  problems: TenantProblem[],
  languages?: ContentLanguages,
): Bank {
  const before = problems.length;
  const topics: BankTopic[] = [];
  const questionKeys = new Map<string, string>();
  const topicQuestions = new Map<string, string[]>();
  const examOnly = new Set<string>();
  // A provider without a question bank yet has no topics and no tests.
  const names = folder.names('content/bank').filter((n) => /\.ya?ml$/.test(n));
  // A topic file that cannot be read hides its keys: tests.yaml's references are then not checked,
  // so one typo reports one problem, not one per question of the file.
  let unreadable = false;
  for (const name of names) {
    const file = `${shown}/content/bank/${name}`;
    if (!FILE_NAME.test(name)) {
      problems.push({ file, message: 'file name must look like 01-cardiology.yaml (order, dash, topic key, .yaml)' });
      unreadable = true;
      continue;
    }
    const parsed = parseYamlWith(folder.text(`content/bank/${name}`)!, file, topicFileSchema, problems);
    if (!parsed.ok) {
      unreadable = true;
      continue;
    }
    const topic = checkTopic(parsed.value, file, assetExists, questionKeys, languages, problems);
    if (topics.some((t) => t.key === topic.key)) problems.push({ file, path: 'key', message: `topic key "${topic.key}" is used by another file` });
    topics.push(topic);
    const held = new Set(parsed.value.subtopics.flatMap((s) => s.questions.filter((q) => q.examOnly).map((q) => q.key)));
    held.forEach((k) => examOnly.add(k));
    topicQuestions.set(
      topic.key,
      topic.subtopics.flatMap((s) => s.questions.map((q) => q.key)).filter((k) => !held.has(k)),
    );
  }

  const keys = unreadable ? null : { questionKeys, topicQuestions, examOnly };
  const tests = readTests(folder, shown, keys, languages, problems);
  if (problems.length > before) return { topics: [], tests: [], warnings: [] };
  return { topics, tests: [...tests, ...practiceTests(topics, tests, examOnly, languages)], warnings: examQuizOverlaps(tests, `${shown}/content/tests.yaml`) };
}

/**
 * An Active Exam whose questions also stand in an Active Quiz gives its answers away: a learner
 * takes the Quiz (as often as they like), reads its report, then takes the Exam.
 */
function examQuizOverlaps(tests: BankTest[], file: string): TenantProblem[] {
  const active = tests.filter((t) => t.status === 'Active');
  return active
    .filter((t) => t.type === 'Exam')
    .flatMap((exam) =>
      active
        .filter((t) => t.type === 'Quiz')
        .map((quiz) => ({ quiz, shared: exam.questionKeys.filter((k) => quiz.questionKeys.includes(k)) }))
        .filter(({ shared }) => shared.length > 0)
        .map(({ quiz, shared }) => ({
          file,
          path: `(${exam.key})`,
          message:
            `Exam "${exam.name}" shares ${shared.length} question${shared.length === 1 ? '' : 's'} with Quiz "${quiz.name}" ` +
            `(${shared.slice(0, 3).join(', ')}${shared.length > 3 ? ', …' : ''}): a learner can read their answers in a Quiz report before the Exam. ` +
            'Give the Exam questions of its own, marked examOnly: true.',
        })),
    );
}

function checkTopic(
  topic: TopicFile,
  file: string,
  assetExists: (file: string) => boolean,
  questionKeys: Map<string, string>,
  languages: ContentLanguages | undefined,
  problems: TenantProblem[],
): BankTopic {
  const checkImages = (images: string[], where: string) =>
    images.forEach((image, i) => {
      if (!assetExists(image)) problems.push({ file, path: `${where}.images[${i}]`, message: `file ${image} does not exist` });
    });
  checkImages(
    topic.images.map((i) => i.file),
    '(topic)',
  );
  checkTranslationLanguages(topic.translations, languages, file, '', problems);
  const subtopicKeys = new Set<string>();
  return {
    key: topic.key,
    name: topic.topic,
    descriptionHtml: topic.description ? sanitizeHtml(topic.description) : '',
    images: topic.images,
    references: topic.references,
    ...given(
      mapTranslations(topic.translations, (t) => ({ name: t.topic, descriptionHtml: t.description === undefined ? undefined : sanitizeHtml(t.description) })),
    ),
    subtopics: topic.subtopics.map((subtopic, s) => {
      const where = `subtopics[${s}]`;
      if (subtopicKeys.has(subtopic.key)) problems.push({ file, path: `${where}.key`, message: `subtopic key "${subtopic.key}" is used twice` });
      subtopicKeys.add(subtopic.key);
      checkImages(subtopic.images, where);
      checkTranslationLanguages(subtopic.translations, languages, file, where, problems);
      return {
        key: subtopic.key,
        name: subtopic.name,
        references: subtopic.references,
        images: subtopic.images,
        ...given(subtopic.translations),
        questions: subtopic.questions.map((question, q) => {
          const item = `${where}.questions[${q}] (${question.key})`;
          const owner = questionKeys.get(question.key);
          if (owner) problems.push({ file, path: item, message: `question key "${question.key}" is already used in ${owner}` });
          questionKeys.set(question.key, file);
          checkImages(question.images, item);
          checkTranslationLanguages(question.translations, languages, file, item, problems);
          return toBankQuestion(question, file, item, problems);
        }),
      };
    }),
  };
}

/** A question's translations, HTML sanitised; each language's options must match its own, one for one. */
function questionTranslations(question: QuestionInput, file: string, item: string, problems: TenantProblem[]): Translations<QuestionTranslation> | undefined {
  const own = { options: question.type === 'sub' ? 0 : question.options.length, statements: question.type === 'sub' ? question.parts.length : 0 };
  for (const [code, fields] of Object.entries(question.translations ?? {})) {
    for (const list of ['options', 'statements'] as const) {
      const given = fields[list];
      if (given === undefined || given.length === own[list]) continue;
      const path = `${item}.translations.${code}.${list}`;
      const message =
        own[list] === 0
          ? question.type === 'sub'
            ? 'a sub question has no options to translate (its parts are statements)'
            : `a ${question.type} question has no statements to translate (it has options)`
          : `must have ${own[list]} ${list}, as many as ${list === 'options' ? 'options' : 'parts'} and in the same order (has ${given.length})`;
      problems.push({ file, path, message });
    }
  }
  return mapTranslations(question.translations, (t) => ({
    question: t.question === undefined ? undefined : sanitizeHtml(t.question),
    options: t.options,
    statements: t.statements,
    explanation: t.explanation === undefined ? undefined : sanitizeHtml(t.explanation),
  }));
}

function toBankQuestion(question: QuestionInput, file: string, item: string, problems: TenantProblem[]): BankQuestion {
  const translations = questionTranslations(question, file, item, problems);
  const common = {
    key: question.key,
    question: sanitizeHtml(question.question),
    explanation: sanitizeHtml(question.explanation),
    images: question.images,
    ...given(translations),
  };
  const within = (letter: string, options: string[], field: string) => {
    if (letterIndex(letter) >= options.length)
      problems.push({ file, path: `${item}.${field}`, message: `${letter} is not one of its ${options.length} options` });
    return letterIndex(letter);
  };
  switch (question.type) {
    case 'single':
      return { ...common, type: 'single', options: question.options, correctOption: within(question.answer, question.options, 'answer') };
    case 'multiple': {
      if (new Set(question.answers).size !== question.answers.length) problems.push({ file, path: `${item}.answers`, message: 'lists a letter twice' });
      return {
        ...common,
        type: 'multiple',
        options: question.options,
        correctOptions: question.answers.map((a) => within(a, question.options, 'answers')).sort((a, b) => a - b),
      };
    }
    case 'sub':
      return { ...common, type: 'sub', parts: question.parts.map((p) => ({ question: p.statement, answer: p.answer })) };
  }
}

/** The bank's keys, to check tests.yaml against; null when a topic file could not be read. */
type BankKeys = { questionKeys: Map<string, string>; topicQuestions: Map<string, string[]>; examOnly: Set<string> } | null;

function readTests(folder: FolderFiles, shown: string, keys: BankKeys, languages: ContentLanguages | undefined, problems: TenantProblem[]): BankTest[] {
  const file = `${shown}/content/tests.yaml`;
  const source = folder.text('content/tests.yaml');
  if (source === undefined) return [];
  const parsed = parseYamlWith(source, file, testsFileSchema, problems);
  if (!parsed.ok) return [];
  const testKeys = new Set<string>();
  return parsed.value.map((test: TestInput, i) => {
    const item = `[${i}] (${test.key})`;
    if (testKeys.has(test.key)) problems.push({ file, path: `${item}.key`, message: `test key "${test.key}" is used twice` });
    testKeys.add(test.key);
    checkTranslationLanguages(test.translations, languages, file, item, problems);
    let questions = test.questions ?? [];
    if (test.fromTopics && keys) {
      for (const topic of test.fromTopics)
        if (!keys.topicQuestions.has(topic)) problems.push({ file, path: `${item}.fromTopics`, message: `no topic has the key "${topic}"` });
      questions = test.fromTopics.flatMap((topic) => keys.topicQuestions.get(topic) ?? []).slice(0, test.count);
    }
    questions.forEach((q, n) => {
      if (keys && !keys.questionKeys.has(q)) problems.push({ file, path: `${item}.questions[${n}]`, message: `no question has the key "${q}"` });
      if (keys?.examOnly.has(q) && test.type === 'Quiz')
        problems.push({ file, path: `${item}.questions[${n}]`, message: `question "${q}" is held back for Exams (examOnly) and cannot be in a Quiz` });
    });
    if (new Set(questions).size !== questions.length) problems.push({ file, path: `${item}.questions`, message: 'lists a question twice' });
    if (keys && questions.length === 0) problems.push({ file, path: item, message: 'has no questions' });
    return {
      key: test.key,
      name: test.name,
      type: test.type,
      status: test.status,
      kind: 'set' as const,
      durationMinutes: test.durationMinutes,
      questionKeys: questions,
      ...given(test.translations),
    };
  });
}
