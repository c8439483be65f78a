import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { isBuildCurrent, isServerBuildCurrent } from '../../scripts/build-stamp.js';
import { buildServer } from '../../scripts/build-server.ts';
import { buildWeb } from '../../scripts/build-web.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory dump: each test file starts from it in under a second. */
    pgliteTemplate: string;
  }
}

/**
 * Builds the app and the server once, before any test file runs, when their sources changed: several
 * test files start the real server as `npm start` does (which builds what is stale), and two of them
 * building into dist/ at the same time would race. Then migrates one embedded database once per run
 * and hands its dump to every test file.
 */
export default async function setup(project: TestProject) {
  if (!isBuildCurrent()) await buildWeb();
  if (!isServerBuildCurrent()) await buildServer();
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
