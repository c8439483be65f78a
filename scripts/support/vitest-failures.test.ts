import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vitestFailures } from './vitest-failures.ts';

const dirs: string[] = [];
function report(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
  dirs.push(dir);
  const file = path.join(dir, 'report.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the recap of Vitest failures', () => {
  it('names each failed test with the first line of its error, and each file that failed outside its tests', () => {
    const file = report({
      testResults: [
        {
          name: path.join(process.cwd(), 'server/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a throttles', status: 'failed', failureMessages: ['\nError: Test timed out in 30000ms.\n    at x'] },
          ],
        },
        { name: path.join(process.cwd(), 'server/b.test.ts'), status: 'failed', message: 'Failed to load url ./missing.ts', assertionResults: [] },
        { name: path.join(process.cwd(), 'server/c.test.ts'), status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    });
    expect(vitestFailures(file)).toEqual([
      '  server/a.test.ts › a throttles: Error: Test timed out in 30000ms.',
      '  server/b.test.ts: Failed to load url ./missing.ts',
    ]);
  });

  it('says nothing when the report is missing or unreadable', () => {
    expect(vitestFailures(path.join(os.tmpdir(), 'no-such-report.json'))).toEqual([]);
    expect(vitestFailures(report('{ not json'))).toEqual([]);
  });
});
