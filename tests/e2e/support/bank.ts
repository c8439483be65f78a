import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readBank, type BankQuestion } from '../../../server/tenants/bank-reader.ts';
import { FolderFiles } from '../../../server/tenants/folder-files.ts';

/** A demo tenant's tests and questions, read from its folder (not from the server under test). */
export async function readDemoBank(slug: string) {
  const dir = path.resolve('tenants', slug);
  const bank = readBank(await FolderFiles.of(dir), slug, (file) => fs.existsSync(path.join(dir, file)), []);
  const questions = new Map<string, BankQuestion>(bank.topics.flatMap((t) => t.subtopics.flatMap((s) => s.questions.map((q) => [q.key, q] as const))));
  const test = (key: string) => {
    const found = bank.tests.find((t) => t.key === key);
    if (!found) throw new Error(`${slug} has no test ${key}`);
    return { ...found, questions: found.questionKeys.map((k) => questions.get(k)!) };
  };
  // The practice pool (Create Test, the review deck): what topic practice holds, never an Exam's question.
  const pool = new Set(bank.tests.filter((t) => t.kind === 'topic' && t.key.startsWith('topic.')).flatMap((t) => t.questionKeys));
  /** An Active Quiz of tests.yaml holding at least `count` pool questions, with those questions' positions in it. */
  const poolQuiz = (count: number) => {
    for (const quiz of bank.tests.filter((t) => t.kind === 'set' && t.type === 'Quiz' && t.status === 'Active')) {
      const inPool = quiz.questionKeys.flatMap((key, i) => (pool.has(key) ? [i] : []));
      if (inPool.length >= count) return { ...test(quiz.key), inPool: inPool.slice(0, count) };
    }
    throw new Error(`${slug} has no Active Quiz with ${count} practice questions`);
  };
  return { bank, test, pool, poolQuiz };
}

export function platformTypeOf(slug: string): 'Free' | 'Paid' {
  return parse(fs.readFileSync(path.resolve('tenants', slug, 'tenant.yaml'), 'utf8')).platformType;
}
