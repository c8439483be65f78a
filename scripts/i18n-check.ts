import { formatI18nProblem } from './i18n/problem.ts';
import { REPO_I18N_OPTIONS } from './i18n/repo-options.ts';
import { runI18nCheck } from './i18n/run-i18n-check.ts';

/**
 * `npm run i18n:check`: every shipped language has every string of en-GB, with the same
 * interpolations, nestings and HTML tags (web and server catalogs), and every key the web code and
 * the providers' copy overrides use exists in en-GB. Prints each problem (file, key, what is
 * wrong); exits 1 on any.
 */
const problems = runI18nCheck(REPO_I18N_OPTIONS);
for (const problem of problems) console.error(formatI18nProblem(problem));
if (problems.length > 0) {
  console.error(`\n${problems.length} i18n problem${problems.length === 1 ? '' : 's'} to fix (each names the file, the key and what is wrong).`);
  process.exit(1);
}
console.log('i18n: every language has every string, and every key in code and copy exists.');
