import { loadOrProblems } from '../../tests/support/load-or-problems.ts';
import { describe, expect, it } from 'vitest';
import { BANK_FILE, SVG, TESTS_FILE, tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';

/** Loads one tenant folder; returns its bank, or the problem lines when it does not load. */
async function load(files: Record<string, string>, options: { bank?: false } = {}) {
  const root = tempTenantsDir();
  writeTenant(root, 'alpha', { files, ...options });
  const { tenants, problems } = await loadOrProblems(root);
  return { bank: tenants[0]?.bank ?? null, problems };
}

const TOPIC = 'content/bank/01-cardiology.yaml';
const TESTS = 'content/tests.yaml';

describe('the question bank of a tenant folder', () => {
  it('reads topics, subtopics, every question type and the tests, answers as 0-based options', async () => {
    const { bank, problems } = await load({});
    expect(problems).toEqual([]);
    const [topic] = bank!.topics;
    expect([topic!.key, topic!.name, topic!.references]).toEqual(['cardiology', 'Cardiology', ['https://www.nice.org.uk/guidance/ng196']]);
    expect(topic!.subtopics.map((s) => [s.key, s.questions.map((q) => q.key)])).toEqual([
      ['arrhythmias', ['q-single-1', 'q-multi']],
      ['failure', ['q-sub', 'q-single-2']],
    ]);
    const [single, multi] = topic!.subtopics[0]!.questions;
    expect(single).toMatchObject({ type: 'single', correctOption: 0, options: ['Bisoprolol', 'Amiodarone', 'Digoxin', 'Flecainide'] });
    expect(multi).toMatchObject({ type: 'multiple', correctOptions: [0, 1, 3] });
    expect(topic!.subtopics[1]!.questions[0]).toMatchObject({ type: 'sub', parts: [{ answer: true }, { answer: false }, { answer: true }] });
    expect(bank!.tests.map((t) => [t.key, t.type, t.status, t.durationMinutes, t.questionKeys])).toEqual([
      ['mock-exam', 'Exam', 'Active', 20, ['q-single-1', 'q-multi', 'q-sub', 'q-single-2']],
      // fromTopics takes the topic's questions in bank order; count keeps the first ones.
      ['quick-quiz', 'Quiz', 'Active', 10, ['q-single-1', 'q-multi']],
      ['speed-round', 'Quiz', 'Active', 1, ['q-single-2']],
      ['retired', 'Exam', 'Inactive', 30, ['q-single-1']],
    ]);
  });

  it('warns when an Active Exam shares questions with an Active Quiz, naming both and the questions', async () => {
    const { bank } = await load({});
    expect(bank!.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^Exam "Cardiology Mock Exam" shares 2 questions with Quiz "Quick Quiz" \(q-single-1, q-multi\): .* examOnly: true\.$/),
      expect.stringMatching(/^Exam "Cardiology Mock Exam" shares 1 question with Quiz "60-Second Speed Round" \(q-single-2\)/),
    ]);
    expect(bank!.warnings[0]).toMatchObject({ file: expect.stringMatching(/alpha\/content\/tests\.yaml$/), path: '(mock-exam)' });
  });

  it('keeps examOnly questions out of fromTopics, and refuses them in a Quiz', async () => {
    const held = BANK_FILE.replace('      - key: q-multi\n', '      - key: q-multi\n        examOnly: true\n');
    const { bank } = await load({ [TOPIC]: held });
    expect(bank!.tests.find((t) => t.key === 'quick-quiz')!.questionKeys).toEqual(['q-single-1', 'q-sub']);
    expect(bank!.tests.find((t) => t.key === 'mock-exam')!.questionKeys).toContain('q-multi');
    const listed = TESTS_FILE.replace('questions: [q-single-2]', 'questions: [q-single-2, q-multi]');
    const { problems } = await load({ [TOPIC]: held, [TESTS]: listed });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`tests\.yaml: \[2\] \(speed-round\)\.questions\[1\]: ` +
            String.raw`question "q-multi" is held back for Exams \(examOnly\) and cannot be in a Quiz$`,
        ),
      ),
    ]);
  });

  it('sanitises question and explanation HTML', async () => {
    const unsafe = BANK_FILE.replace(
      '<p>First-line rate control in atrial fibrillation?</p>',
      '"<p onclick=\\"steal()\\">First-line rate control?</p><script>steal()</script><a href=\\"javascript:steal()\\">x</a>"',
    );
    const { bank } = await load({ [TOPIC]: unsafe });
    const question = bank!.topics[0]!.subtopics[0]!.questions[0]!.question;
    expect(question).toContain('First-line rate control?');
    expect(question).not.toMatch(/onclick|<script|javascript:/);
  });

  it('a provider without a bank has no topics and no tests', async () => {
    const { bank, problems } = await load({}, { bank: false });
    expect(problems).toEqual([]);
    expect(bank).toEqual({ topics: [], tests: [], warnings: [] });
  });

  it('stops at a schema problem in a topic file, naming file, line, item and reason', async () => {
    const onePart = BANK_FILE.replace(
      '          - { statement: "Verapamil is first line", answer: false }\n' + '          - { statement: "Beta-blockers reduce mortality", answer: true }\n',
      '',
    );
    const { problems } = await load({ [TOPIC]: onePart });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^alpha\/content\/bank\/01-cardiology\.yaml:\d+: ` + String.raw`subtopics\[1\]\.questions\[0\]\.parts: needs at least 2 true\/false parts$`,
        ),
      ),
    ]);
  });

  it('checks answers against the options, images against the folder and keys across files', async () => {
    const broken = BANK_FILE.replace('answer: C', 'answer: E')
      .replace('answers: [A, B, D]', 'answers: [A, B, B]')
      .replace('    name: Heart failure\n', '    name: Heart failure\n    images: [assets/bank/missing.svg]\n');
    const another = BANK_FILE.replace('key: cardiology', 'key: more').replace(/key: (arrhythmias|failure)$/gm, 'key: $1-2');
    const { problems } = await load({ [TOPIC]: broken, 'content/bank/02-more.yaml': another });
    expect(problems).toEqual(
      expect.arrayContaining([
        'alpha/content/bank/01-cardiology.yaml: subtopics[1].questions[1] (q-single-2).answer: E is not one of its 3 options',
        'alpha/content/bank/01-cardiology.yaml: subtopics[0].questions[1] (q-multi).answers: lists a letter twice',
        'alpha/content/bank/01-cardiology.yaml: subtopics[1].images[0]: file assets/bank/missing.svg does not exist',
        'alpha/content/bank/02-more.yaml: subtopics[0].questions[0] (q-single-1): ' +
          'question key "q-single-1" is already used in alpha/content/bank/01-cardiology.yaml',
      ]),
    );
  });

  it('refuses badly named files, unknown keys in tests and empty or doubled tests', async () => {
    const { problems } = await load({ 'content/bank/cardio.yaml': BANK_FILE.replace('key: cardiology', 'key: cardio') });
    expect(problems).toEqual(['alpha/content/bank/cardio.yaml: file name must look like 01-cardiology.yaml (order, dash, topic key, .yaml)']);

    const fixed = await load({
      [TESTS]:
        `${TESTS_FILE}- { key: mock-exam, name: Again, type: Quiz, durationMinutes: 5, questions: [q-nope, q-multi, q-multi] }\n` +
        '- { key: by-topic, name: By topic, type: Quiz, durationMinutes: 5, fromTopics: [dermatology] }\n',
    });
    expect(fixed.problems).toEqual(
      expect.arrayContaining([
        'alpha/content/tests.yaml: [4] (mock-exam).key: test key "mock-exam" is used twice',
        'alpha/content/tests.yaml: [4] (mock-exam).questions[0]: no question has the key "q-nope"',
        'alpha/content/tests.yaml: [4] (mock-exam).questions: lists a question twice',
        'alpha/content/tests.yaml: [5] (by-topic).fromTopics: no topic has the key "dermatology"',
        'alpha/content/tests.yaml: [5] (by-topic): has no questions',
      ]),
    );

    const both = await load({
      [TESTS]: `${TESTS_FILE}- { key: both, name: Both, type: Quiz, durationMinutes: 5, ` + 'questions: [q-multi], fromTopics: [cardiology] }\n',
    });
    expect(both.problems).toEqual([
      expect.stringMatching(
        new RegExp(String.raw`^alpha\/content\/tests\.yaml:\d+: ` + String.raw`\[4\]\.questions: give either questions or fromTopics, not both$`),
      ),
    ]);
  });

  it('reports one problem for a typo in a topic file, not one per test that uses its questions', async () => {
    const { problems } = await load({ [TOPIC]: BANK_FILE.replace('answer: A', 'answer: Z') });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^alpha\/content\/bank\/01-cardiology\.yaml:\d+: ` +
            String.raw`subtopics\[0\]\.questions\[0\]\.answer: must be an option letter from A to P$`,
        ),
      ),
    ]);
  });

  it('accepts images inside the folder and refuses links that are not https', async () => {
    const withImage = BANK_FILE.replace('        answer: A\n', '        answer: A\n        images: [assets/bank/strip.svg]\n').replace(
      'references: [https://cks.nice.org.uk/topics/atrial-fibrillation/]',
      'references: [http://cks.nice.org.uk/]',
    );
    const { problems } = await load({ [TOPIC]: withImage, 'assets/bank/strip.svg': SVG });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(String.raw`^alpha\/content\/bank\/01-cardiology\.yaml:\d+: ` + String.raw`subtopics\[0\]\.references\[0\]: must be an https:\/\/ link$`),
      ),
    ]);
    const ok = await load({ [TOPIC]: withImage.replace('http://cks.nice.org.uk/', 'https://cks.nice.org.uk/'), 'assets/bank/strip.svg': SVG });
    expect(ok.bank!.topics[0]!.subtopics[0]!.questions[0]!.images).toEqual(['assets/bank/strip.svg']);
  });
});
