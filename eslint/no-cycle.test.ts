import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import-circle rule of eslint.config.js, proved with the real configuration. The rule follows
 * imports through real files, so each case writes its probe files into a folder of its own inside
 * the repo (removed afterwards): under server/, whose imports name .ts, and under src/, whose do not.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Writes the files (name to text) into a fresh probe folder under `root` and lints the first; whether the rule refuses it. */
async function circles(root: 'server' | 'src', files: Record<string, string>): Promise<boolean> {
  const folder = fs.mkdtempSync(path.join(root, '__cycle-probe-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  const [results] = await eslint.lintFiles([path.join(folder, Object.keys(files)[0]!)]);
  return results!.messages.some((m) => m.ruleId === 'local/no-cycle');
}

describe('import circles', () => {
  it('refuses two server files that import each other', async () => {
    const refused = await circles('server', {
      'first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
      'second.ts': "import { first } from './first.ts';\nexport const second = () => first;\n",
    });
    expect(refused).toBe(true);
  });

  it('refuses a circle of three web files, imported without extensions', async () => {
    const refused = await circles('src', {
      'first.ts': "import { second } from './second';\nexport const first = () => second;\n",
      'second.ts': "import { third } from './third';\nexport const second = () => third;\n",
      'third.ts': "import { first } from './first';\nexport const third = () => first;\n",
    });
    expect(refused).toBe(true);
  });

  it('refuses a circle of type-only imports', async () => {
    const refused = await circles('server', {
      'first.ts': "import type { Second } from './second.ts';\nexport interface First {\n  second?: Second;\n}\n",
      'second.ts': "import { type First } from './first.ts';\nexport interface Second {\n  first?: First;\n}\n",
    });
    expect(refused).toBe(true);
  });

  it('refuses a circle closed by a type-only import further along', async () => {
    const refused = await circles('server', {
      'first.ts': "import { second } from './second.ts';\nexport const first = () => second;\nexport type Shape = { name: string };\n",
      'second.ts': "import type { Shape } from './first.ts';\nexport const second = (shape: Shape) => shape.name;\n",
    });
    expect(refused).toBe(true);
  });

  it('allows a one-way import', async () => {
    const refused = await circles('server', {
      'first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
      'second.ts': 'export const second = 2;\n',
    });
    expect(refused).toBe(false);
  });

  it('allows a one-way import between web files', async () => {
    const refused = await circles('src', {
      'first.ts': "import type { Second } from './second';\nexport const first = (second: Second) => second.name;\n",
      'second.ts': 'export interface Second {\n  name: string;\n}\n',
    });
    expect(refused).toBe(false);
  });
});
