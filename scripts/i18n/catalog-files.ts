import fs from 'node:fs';
import path from 'node:path';
import type { I18nProblem } from './problem.ts';

/** A namespace file's strings by dotted key ("history.rows.plan"), or a problem when it is not a JSON object of strings. */
export type FlatStrings = Map<string, string>;

/** The namespace files (*.json) of one language folder of a catalog root, by file name. */
export function namespaceFiles(languageDir: string): string[] {
  if (!fs.existsSync(languageDir)) return [];
  return fs
    .readdirSync(languageDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** The languages (sub-folders) of a catalog root. */
export function catalogLanguages(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Reads a namespace file into dotted keys; every value that is not a string or an object is a problem. */
export function readNamespaceFile(file: string, problems: I18nProblem[]): FlatStrings {
  const strings: FlatStrings = new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({ file, message: `is not valid JSON: ${(error as Error).message}` });
    return strings;
  }
  if (!isObject(parsed)) {
    problems.push({ file, message: 'must be a JSON object of strings' });
    return strings;
  }
  flatten(parsed, '', file, strings, problems);
  return strings;
}

function flatten(node: Record<string, unknown>, prefix: string, file: string, into: FlatStrings, problems: I18nProblem[]): void {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix + name;
    if (typeof value === 'string') into.set(key, value);
    else if (isObject(value)) flatten(value, `${key}.`, file, into, problems);
    else problems.push({ file, key, message: `must be a string or an object of strings, not ${value === null ? 'null' : typeof value}` });
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The i18next namespace of a file name: take-test.json holds namespace takeTest. */
export function namespaceOfFile(fileName: string): string {
  return path.basename(fileName, '.json').replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Every namespace of a language folder, by namespace name. */
export function readLanguage(languageDir: string, problems: I18nProblem[]): Map<string, FlatStrings> {
  const namespaces = new Map<string, FlatStrings>();
  for (const name of namespaceFiles(languageDir)) namespaces.set(namespaceOfFile(name), readNamespaceFile(path.join(languageDir, name), problems));
  return namespaces;
}
