import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import type { FlatStrings } from './catalog-files.ts';
import { fileOfNamespace } from './check-code-keys.ts';
import { pluralBase } from './plural-keys.ts';
import type { I18nProblem } from './problem.ts';

/**
 * Every key of a provider's `copy:` (namespace:key, in tenants/<slug>/tenant.yaml) names a string
 * of the source language, so an override never silently misses. A plural form may be any plural
 * category of a key the source has as a plural (takeTest:minutes_few).
 */
export function checkCopyKeys(tenantsDir: string, source: Map<string, FlatStrings>, sourceDir: string, cwd = process.cwd()): I18nProblem[] {
  const problems: I18nProblem[] = [];
  if (!fs.existsSync(tenantsDir)) return problems;
  for (const entry of fs.readdirSync(tenantsDir, { withFileTypes: true })) {
    const file = path.join(tenantsDir, entry.name, 'tenant.yaml');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const lineCounter = new LineCounter();
    const document = parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter });
    const copy = document.get('copy', true);
    if (!isMap(copy)) continue;
    for (const pair of copy.items as Pair[]) {
      if (!isScalar(pair.key)) continue;
      const qualified = String(pair.key.value);
      const line = pair.key.range ? lineCounter.linePos(pair.key.range[0]).line : undefined;
      const where = `${path.relative(cwd, file)}${line ? `:${line}` : ''}`;
      const problem = copyKeyProblem(qualified, source, sourceDir);
      if (problem) problems.push({ file: where, key: `copy ${qualified}`, message: problem });
    }
  }
  return problems;
}

function copyKeyProblem(qualified: string, source: Map<string, FlatStrings>, sourceDir: string): string | undefined {
  const at = qualified.indexOf(':');
  if (at <= 0) return 'must be namespace:key, such as content:hero.getStartedNow';
  const namespace = qualified.slice(0, at);
  const key = qualified.slice(at + 1);
  const strings = source.get(namespace);
  if (!strings) return `unknown namespace ${namespace}: the namespaces are ${[...source.keys()].join(', ')}`;
  const base = pluralBase(key);
  if (strings.has(key) || (base !== undefined && strings.has(`${base}_other`))) return undefined;
  const plural = strings.has(`${key}_other`) ? ` (a plural: name its forms, ${key}_one, ${key}_other, …)` : '';
  return `unknown key: ${key} is not in ${path.join(sourceDir, fileOfNamespace(namespace))}${plural}`;
}
