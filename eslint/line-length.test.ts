import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The max-len block of eslint.config.js, proved with the real configuration: a line of 161
 * characters is refused wherever the linted file lives, one of 160 is allowed.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const linted = ['server/lib/probe.ts', 'src/ui/probe.tsx', 'scripts/probe.ts', 'tests/probe.test.ts', 'eslint/probe.js'];

/** A source text whose second line is exactly `length` characters long: a string literal padded to it. */
function probe(length: number): string {
  const prefix = "export const probe = '";
  const suffix = "';";
  const line = prefix + 'x'.repeat(length - prefix.length - suffix.length) + suffix;
  expect(line).toHaveLength(length);
  return `// A probe for the line-length rule.\n${line}\n`;
}

async function tooLong(filePath: string, text: string): Promise<boolean> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.some((m) => m.ruleId === 'max-len');
}

describe('line length', () => {
  it.each(linted)('refuses a 161-character line in %s', async (filePath) => {
    expect(await tooLong(filePath, probe(161))).toBe(true);
  });

  it.each(linted)('allows a 160-character line in %s', async (filePath) => {
    expect(await tooLong(filePath, probe(160))).toBe(false);
  });

  it('refuses a long comment and a long URL too', async () => {
    expect(await tooLong('server/lib/probe.ts', `// ${'word '.repeat(40)}\nexport const probe = 1;\n`)).toBe(true);
    expect(await tooLong('server/lib/probe.ts', `// https://example.com/${'a'.repeat(150)}\nexport const probe = 1;\n`)).toBe(true);
  });

  it('leaves the generated OpenAPI types alone', async () => {
    expect(await tooLong('openapi/schema.gen.ts', probe(161))).toBe(false);
  });
});
