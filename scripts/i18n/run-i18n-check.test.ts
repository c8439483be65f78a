import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatI18nProblem } from './problem.ts';
import { REPO_I18N_OPTIONS } from './repo-options.ts';
import { runI18nCheck } from './run-i18n-check.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const repo = path.resolve(import.meta.dirname, '../..');

describe('npm run i18n:check', () => {
  it('finds nothing wrong in a fixture whose catalogs, code and copy agree', () => {
    const good = path.join(fixtures, 'good');
    const problems = runI18nCheck({
      catalogRoots: [path.join(good, 'locales'), path.join(good, 'no-such-catalog')],
      webRoot: path.join(good, 'locales'),
      srcDir: path.join(good, 'src'),
      tenantsDir: path.join(good, 'tenants'),
      sourceLanguage: 'en-GB',
      languages: ['en-GB', 'ar'],
      defaultNamespace: 'shop',
      cwd: fixtures,
    });
    expect(problems.map(formatI18nProblem)).toEqual([]);
  });

  it("passes this repository: every shipped language, the web code's keys and the providers' copy", () => {
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      expect(runI18nCheck(REPO_I18N_OPTIONS).map(formatI18nProblem)).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  });

  it('checks Arabic in this repository (the pseudo-language is made at run time, so has no files)', () => {
    expect(REPO_I18N_OPTIONS.languages).toEqual(['en-GB', 'ar']);
  });
});
