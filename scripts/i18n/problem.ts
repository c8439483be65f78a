/** One thing wrong with the strings: the file (and line, where known), the key and what is wrong. */
export interface I18nProblem {
  file: string;
  key?: string;
  message: string;
}

export function formatI18nProblem(problem: I18nProblem): string {
  return `${problem.file}${problem.key === undefined ? '' : ` [${problem.key}]`}: ${problem.message}`;
}
