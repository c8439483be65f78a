import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each zone of eslint.config.js, proved with the real configuration: a file at `filePath`
 * importing `source` must (or must not) be refused by the import-boundaries rule.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function crosses(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { probe } from '${source}';\nexport const used = probe;\n`, { filePath });
  return result!.messages.some((m) => m.ruleId === 'local/import-boundaries');
}

describe('import boundaries', () => {
  it.each([
    ['a module reaching into another module’s service', 'server/modules/account/probe.ts', '../auth/service.ts'],
    ['a module reaching into another module’s repo', 'server/modules/test-taking/probe.ts', '../membership/repo.ts'],
    ['a plugin reaching into a module', 'server/plugins/probe.ts', '../modules/auth/sessions.ts'],
    ['a script reaching into a module', 'scripts/probe.ts', '../server/modules/auth/repo/users.ts'],
    ['infrastructure importing a module', 'server/lib/probe.ts', '../modules/auth/index.ts'],
    ['the database layer importing the app', 'server/db/probe.ts', '../app.ts'],
    ['the server importing web code', 'server/lib/probe.ts', '../../src/ui/button/index.ts'],
    ['the web app importing server code', 'src/ui/probe.ts', '../../server/lib/errors.ts'],
    ['shared code importing the web app', 'shared/theme/probe.ts', '../../src/theme/theme.ts'],
    ['a ui component importing a feature', 'src/ui/button/probe.ts', '../../features/auth/login-screen.tsx'],
    ['a feature importing the app shell', 'src/features/auth/probe.ts', '../../app/route-table.ts'],
    ['a feature importing another feature', 'src/features/auth/probe.ts', '../content/landing-screen.tsx'],
  ])('refuses %s', async (_case, filePath, source) => {
    expect(await crosses(filePath, source)).toBe(true);
  });

  it.each([
    ['a module using another through its index.ts', 'server/modules/account/probe.ts', '../auth/index.ts'],
    ['a module using its own files', 'server/modules/auth/probe.ts', './repo/users.ts'],
    ['a module using infrastructure', 'server/modules/auth/probe.ts', '../../lib/errors.ts'],
    ['the app composing the modules', 'server/probe.ts', './modules/all-modules.ts'],
    ['a feature using the shared web layers', 'src/features/auth/probe.ts', '../../ui/button/index.ts'],
    ['a feature using its own files', 'src/features/auth/probe.ts', './validation.ts'],
  ])('allows %s', async (_case, filePath, source) => {
    expect(await crosses(filePath, source)).toBe(false);
  });
});
