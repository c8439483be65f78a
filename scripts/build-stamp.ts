import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the web build reads. When their content changes, the build is stale. */
const INPUTS = ['src', 'shared', 'openapi/schema.gen.ts', 'vite.config.ts', 'scripts/vite', 'package-lock.json', 'tsconfig.web.json'];

const STAMP_FILE = 'dist/web/.build-stamp';

function currentStamp(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of listFiles(path.join(root, input))) {
      if (/\.(test|stories)\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent(root = process.cwd()): boolean {
  const file = path.join(root, STAMP_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === currentStamp(root);
}

export function writeStamp(root = process.cwd()): void {
  fs.writeFileSync(path.join(root, STAMP_FILE), currentStamp(root));
}

function listFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return (fs.readdirSync(target, { recursive: true }) as string[])
    .map((entry) => path.join(target, entry))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}
