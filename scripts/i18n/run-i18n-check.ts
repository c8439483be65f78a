import fs from 'node:fs';
import path from 'node:path';
import { readLanguage } from './catalog-files.ts';
import { checkCatalogs } from './check-catalogs.ts';
import { checkCodeKeys } from './check-code-keys.ts';
import { checkCopyKeys } from './copy-keys.ts';
import { findCodeKeys } from './code-keys.ts';
import type { I18nProblem } from './problem.ts';

export interface I18nCheckOptions {
  /** Catalog roots (<root>/<language>/<namespace>.json); one that does not exist is skipped. */
  catalogRoots: string[];
  /** The web catalog root, whose source-language keys code and copy must use. */
  webRoot: string;
  /** The web code (t('key') calls). */
  srcDir: string;
  /** Provider folders (tenants/<slug>/tenant.yaml, copy:). */
  tenantsDir: string;
  sourceLanguage: string;
  /** The languages whose strings ship as files (not the pseudo-language, made at run time). */
  languages: readonly string[];
  /** useTranslation()'s namespace without arguments. */
  defaultNamespace: string;
  /** Paths in messages are relative to this. */
  cwd?: string;
}

/** Every problem with the shipped strings, their keys in code and in providers' copy. */
export function runI18nCheck(options: I18nCheckOptions): I18nProblem[] {
  const cwd = options.cwd ?? process.cwd();
  const relative = (problems: I18nProblem[]) => problems.map((p) => ({ ...p, file: path.isAbsolute(p.file) ? path.relative(cwd, p.file) : p.file }));
  const problems: I18nProblem[] = [];
  for (const root of options.catalogRoots) {
    if (fs.existsSync(root)) problems.push(...relative(checkCatalogs(root, options.sourceLanguage, options.languages)));
  }
  const sourceDir = path.join(options.webRoot, options.sourceLanguage);
  const source = readLanguage(sourceDir, []);
  const shownSourceDir = path.relative(cwd, sourceDir);
  problems.push(...checkCodeKeys(findCodeKeys(options.srcDir, { defaultNamespace: options.defaultNamespace }), source, shownSourceDir, cwd));
  problems.push(...checkCopyKeys(options.tenantsDir, source, shownSourceDir, cwd));
  return problems;
}
