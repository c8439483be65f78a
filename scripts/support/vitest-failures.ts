import fs from 'node:fs';
import path from 'node:path';

interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults?: AssertionResult[];
}

/** The first line of a failure, enough to tell one failure from another in a recap. */
function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/**
 * One line per failed test (or failed file, when a file fails outside its tests) from Vitest's JSON
 * report: `file › test: first line of the error`. Nothing when the report is missing or unreadable.
 */
export function vitestFailures(reportPath: string): string[] {
  let report: { testResults?: FileResult[] };
  try {
    report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as { testResults?: FileResult[] };
  } catch {
    return [];
  }
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) lines.push(`  ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') lines.push(`  ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}
