import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Fails when a generated file is out of date with its source (CI runs this through npm run check). */
let failed = false;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    failed = true;
    const e = error as { stdout?: string; stderr?: string };
    console.error(`${label}:\n${e.stderr || e.stdout}`);
    return '';
  }
}

process.stdout.write(run('API types', 'npx', ['tsx', 'scripts/gen-api.ts', '--check']));
process.stdout.write(run('Tenant JSON Schema', 'npx', ['tsx', 'scripts/gen-tenant-schema.ts', '--check']));

// Migrations: generate into a copy; a new file means the schema changed without a migration.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
fs.cpSync('server/db/migrations', copy, { recursive: true });
const before = fs.readdirSync(copy, { recursive: true }).length;
run('Migrations', 'npx', ['drizzle-kit', 'generate'], { ...process.env, DRIZZLE_OUT: copy });
const after = fs.readdirSync(copy, { recursive: true }).length;
fs.rmSync(copy, { recursive: true, force: true });
if (after !== before) {
  failed = true;
  console.error('server/db/migrations is stale: the schema changed. Run npm run db:generate and commit the migration.');
} else {
  console.log('server/db/migrations is up to date.');
}

if (failed) process.exit(1);
