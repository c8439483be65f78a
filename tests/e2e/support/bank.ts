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
  return { bank, test };
}

export function platformTypeOf(slug: string): 'Free' | 'Paid' {
  return parse(fs.readFileSync(path.resolve('tenants', slug, 'tenant.yaml'), 'utf8')).platformType;
}
