import { stringify } from 'yaml';
import { tempTenantsDir, writeTenant } from './tenant-fixtures.ts';

/** A single-choice question whose right answer is option A. */
const single = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  type: 'single',
  question: `<p>Question ${key}?</p>`,
  options: ['Right', 'Wrong 1', 'Wrong 2'],
  answer: 'A',
  explanation: `<p>SECRET-${key}</p>`,
  ...extra,
});

/**
 * A bank for practice: Haematology (anaemia: a1 to a6; clotting: c1 to c3, where c3 is in the
 * Active Exam), and Renal (r1, r2, and r-exam held back for Exams). The pool is a1-a6, c1, c2, r1,
 * r2: ten questions.
 */
export const PRACTICE_BANK = {
  haematology: {
    key: 'haematology',
    topic: 'Haematology',
    subtopics: [
      { key: 'anaemia', name: 'Anaemia', questions: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((k) => single(k)) },
      { key: 'clotting', name: 'Clotting', questions: ['c1', 'c2', 'c3'].map((k) => single(k)) },
    ],
  },
  renal: {
    key: 'renal',
    topic: 'Renal',
    subtopics: [{ key: 'aki', name: 'Acute kidney injury', questions: [single('r1'), single('r2'), single('r-exam', { examOnly: true })] }],
  },
};

export const PRACTICE_TESTS = [
  { key: 'final', name: 'Final Exam', type: 'Exam', durationMinutes: 10, questions: ['c3', 'r-exam', 'a1'] },
  { key: 'anaemia-drill', name: 'Anaemia Drill', type: 'Quiz', durationMinutes: 5, questions: ['a1', 'a2'] },
  { key: 'renal-drill', name: 'Renal Drill', type: 'Quiz', durationMinutes: 5, questions: ['r1', 'r2'] },
];

/**
 * Tenants for the practice suites (and alpha, the default provider): gamma (Free) with the practice bank; delta (Free) the same bank,
 * a second provider; epsilon (Paid); zeta (Free) whose pool is the Renal Drill only, without tutor
 * mode or how others answered, with at most 3 questions a test and 60 seconds a question.
 */
export function practiceTenants(): string {
  const dir = tempTenantsDir();
  writeTenant(dir, 'alpha', { platformType: 'Free' });
  const files = {
    'content/bank/01-haematology.yaml': stringify(PRACTICE_BANK.haematology),
    'content/bank/02-renal.yaml': stringify(PRACTICE_BANK.renal),
    'content/tests.yaml': stringify(PRACTICE_TESTS),
  };
  writeTenant(dir, 'gamma', { platformType: 'Free', bank: false, files });
  writeTenant(dir, 'delta', { platformType: 'Free', bank: false, files });
  writeTenant(dir, 'epsilon', { platformType: 'Paid', bank: false, files });
  writeTenant(dir, 'zeta', {
    platformType: 'Free',
    bank: false,
    files,
    manifest: { features: { tutorMode: false, peerAnswers: false }, practice: { maxQuestions: 3, secondsPerQuestion: 60, poolTests: ['renal-drill'] } },
  });
  return dir;
}
