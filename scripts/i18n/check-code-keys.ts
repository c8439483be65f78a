import path from 'node:path';
import type { FlatStrings } from './catalog-files.ts';
import type { CodeKey } from './code-keys.ts';
import { hasKey, pluralBase } from './plural-keys.ts';
import type { I18nProblem } from './problem.ts';

/**
 * Every key the code asks for exists in the source language: in its translate function's namespace
 * (or the namespace it names, 'ns:key'), in any namespace for a parameter's; a template key
 * (`nav.${label}`) must match at least one key.
 */
export function checkCodeKeys(keys: CodeKey[], source: Map<string, FlatStrings>, sourceDir: string, cwd = process.cwd()): I18nProblem[] {
  const problems: I18nProblem[] = [];
  for (const codeKey of keys) {
    const [namespace, key] = splitNamespace(codeKey, source);
    const file = `${path.relative(cwd, codeKey.file)}:${codeKey.line}`;
    const where = namespace === undefined ? `any namespace of ${sourceDir}` : `${path.join(sourceDir, fileOfNamespace(namespace))}`;
    if (namespace !== undefined && !source.has(namespace)) {
      problems.push({ file, key: codeKey.key, message: `namespace ${namespace} has no file in ${sourceDir}` });
      continue;
    }
    const candidates = namespace === undefined ? [...source.values()] : [source.get(namespace)!];
    const found = candidates.some((strings) => (codeKey.pattern ? matchesSome(strings, codeKey.pattern) : hasKey(strings, key)));
    if (!found) problems.push({ file, key: codeKey.key, message: codeKey.pattern ? `no key of ${where} fits this template` : `unknown key: not in ${where}` });
  }
  return problems;
}

function splitNamespace(codeKey: CodeKey, source: Map<string, FlatStrings>): [string | undefined, string] {
  const at = codeKey.key.indexOf(':');
  if (at > 0 && source.has(codeKey.key.slice(0, at))) return [codeKey.key.slice(0, at), codeKey.key.slice(at + 1)];
  return [codeKey.namespace, codeKey.key];
}

function matchesSome(strings: FlatStrings, pattern: RegExp): boolean {
  for (const key of strings.keys()) if (pattern.test(key) || pattern.test(pluralBase(key) ?? key)) return true;
  return false;
}

/** The file name of a namespace: takeTest lives in take-test.json. */
export const fileOfNamespace = (namespace: string): string => `${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.json`;
