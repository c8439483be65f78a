import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The app's timers go through src/lib/timers.ts (which a story under test holds still), proved
 * with the real configuration: a timer global in app code is refused; tests and stories may use
 * them.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refused(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties');
}

describe('app timers', () => {
  it.each([
    ['setTimeout in a ui component', 'src/ui/probe.tsx', 'export const t = setTimeout(() => undefined, 10);\n'],
    ['setInterval in a feature hook', 'src/features/auth/probe.ts', 'export const t = setInterval(() => undefined, 10);\n'],
    ['window.setInterval', 'src/ui/probe.tsx', 'export const t = window.setInterval(() => undefined, 10);\n'],
    ['globalThis.setTimeout in the app shell', 'src/app/probe.ts', 'export const t = globalThis.setTimeout(() => undefined, 10);\n'],
    ['clearTimeout in shared web code', 'src/lib/probe.ts', 'export const c = (id: number) => clearTimeout(id);\n'],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await refused(filePath, code)).toBe(true);
  });

  it.each([
    ['timers.after in a component', 'src/ui/probe.tsx', "import { timers } from '../lib/timers';\nexport const cancel = timers.after(10, () => undefined);\n"],
    ['a component test', 'src/ui/probe.test.tsx', 'export const t = setTimeout(() => undefined, 10);\n'],
    ['a story', 'src/ui/probe.stories.tsx', 'export const t = setTimeout(() => undefined, 10);\n'],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await refused(filePath, code)).toBe(false);
  });
});
