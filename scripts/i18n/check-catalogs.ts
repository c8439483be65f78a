import path from 'node:path';
import { namespaceFiles, readNamespaceFile } from './catalog-files.ts';
import { placeableDifference } from './placeables.ts';
import { expectedKeys, pluralCategories } from './plural-keys.ts';
import type { I18nProblem } from './problem.ts';

/**
 * Compares every language of one catalog root (<root>/<language>/<namespace>.json) with the
 * source language: the same namespace files; every source key, plural-aware (the language's
 * plural categories replace the source's _one/_other); no other key; and per key the same
 * interpolations, $t() nestings and HTML tags. A source string that is not empty stays not empty.
 */
export function checkCatalogs(root: string, sourceLanguage: string, languages: readonly string[]): I18nProblem[] {
  const problems: I18nProblem[] = [];
  const sourceDir = path.join(root, sourceLanguage);
  const sourceFiles = namespaceFiles(sourceDir);
  if (sourceFiles.length === 0) return [{ file: sourceDir, message: `has no namespace files (*.json) of the source language ${sourceLanguage}` }];
  for (const language of languages) {
    if (language === sourceLanguage) continue;
    const dir = path.join(root, language);
    const files = new Set(namespaceFiles(dir));
    for (const name of sourceFiles) {
      const file = path.join(dir, name);
      if (!files.has(name)) {
        problems.push({ file, message: `is missing: every namespace of ${sourceLanguage} needs its ${language} translation` });
        continue;
      }
      const source = readNamespaceFile(path.join(sourceDir, name), problems);
      problems.push(...compareNamespace(source, readNamespaceFile(file, problems), file, sourceLanguage, language));
    }
    for (const name of files) {
      if (!sourceFiles.includes(name))
        problems.push({ file: path.join(dir, name), message: `is not a namespace of ${sourceLanguage}: remove it or add ${path.join(sourceDir, name)}` });
    }
  }
  return problems;
}

export function compareNamespace(
  source: Map<string, string>,
  translation: Map<string, string>,
  file: string,
  sourceLanguage: string,
  language: string,
): I18nProblem[] {
  const problems: I18nProblem[] = [];
  const expected = expectedKeys(source.keys(), sourceLanguage, language);
  for (const [key, { source: sourceKey, plural }] of expected) {
    const text = translation.get(key);
    const sourceText = source.get(sourceKey)!;
    if (text === undefined) {
      problems.push({
        file,
        key,
        message: plural
          ? `plural form missing: ${language} needs a form for each of its plural categories (${pluralCategories(language).join(', ')})`
          : `missing (${sourceLanguage}: ${JSON.stringify(sourceText)})`,
      });
      continue;
    }
    if (text.trim() === '' && sourceText.trim() !== '') problems.push({ file, key, message: 'is empty' });
    const difference = placeableDifference(sourceText, text, plural);
    if (difference) problems.push({ file, key, message: `differs from ${sourceLanguage}: ${difference}` });
  }
  for (const key of translation.keys()) {
    if (!expected.has(key))
      problems.push({
        file,
        key,
        message: `extra key: not in ${sourceLanguage}${/_(zero|one|two|few|many|other)$/.test(key) ? ` (or not a plural category of ${language})` : ''}`,
      });
  }
  return problems;
}
