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
    ['the staff app reaching into a feature’s api', 'src/staff/probe.ts', '../features/tickets/api/staff-tickets'],
    ['the staff app reaching into a feature’s components', 'src/staff/probe.ts', '../features/tickets/components/ticket-rows'],
    ['the staff app reaching into another feature', 'src/staff/probe.ts', '../features/auth/api/login'],
    ['the staff app using the rest of the app shell', 'src/staff/probe.ts', '../app/app-routes'],
    ['the staff app’s own code using story data', 'src/staff/probe.ts', '../features/tickets/components/story-fixtures'],
    ['a feature importing the staff app', 'src/features/tickets/probe.ts', '../../staff/staff-layout'],
    ['a shared web layer importing the staff app', 'src/ui/probe.ts', '../staff/use-staff-text'],
    ['a module importing a plugin', 'server/modules/auth/probe.ts', '../../plugins/web.ts'],
    ['a module importing the app', 'server/modules/tickets/probe.ts', '../../app.ts'],
    ['a module importing what starts the server', 'server/modules/system/probe.ts', '../../start-server.ts'],
    ['a module importing the server’s entry', 'server/modules/system/probe.ts', '../../main.ts'],
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
    ['the staff app using a feature through its index', 'src/staff/probe.ts', '../features/tickets'],
    ['the staff app naming a feature’s index file', 'src/staff/probe.ts', '../features/auth/index'],
    ['the staff app using the shared web layers', 'src/staff/probe.ts', '../ui/alert'],
    ['the staff app using the app’s providers', 'src/staff/probe.ts', '../app/app-providers'],
    ['the staff app using its own files', 'src/staff/probe.ts', './use-staff-text'],
    ['a staff story using the tickets story data', 'src/staff/probe.stories.tsx', '../features/tickets/components/story-fixtures'],
    ['a staff story using the tickets story server', 'src/staff/probe.stories.tsx', '../features/tickets/story-server'],
    ['a module’s test assembling the app', 'server/modules/probe.test.ts', '../app.ts'],
  ])('allows %s', async (_case, filePath, source) => {
    expect(await crosses(filePath, source)).toBe(false);
  });
});
