import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from '../lighthouse/run.ts';

/** Lighthouse's mobile performance target for every page (tests/lighthouse/run.ts), take-test cold included. */
export const LIGHTHOUSE_TARGET = 95;

/**
 * Take-test opened cold (empty HTTP cache, a signed-in learner's deep link) in Lighthouse's mobile
 * settings, on every demo provider: `npm run lighthouse` for that page only, in a process of its
 * own, its rows read back. The reason instead when it could not run (no Chromium, say).
 */
export function lighthouseTakeTest(): { rows: Row[] } | { missing: string } {
  const summary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-')), 'rows.json');
  try {
    const run = spawnSync('npx', ['tsx', 'tests/lighthouse/run.ts'], {
      env: { ...process.env, LIGHTHOUSE_PAGES: 'take-test', LIGHTHOUSE_SUMMARY: summary },
      encoding: 'utf8',
      timeout: 900_000,
    });
    if (!fs.existsSync(summary))
      return {
        missing: `npm run lighthouse did not finish (${run.status ?? run.signal}): ${(run.stderr || run.stdout).trim().split('\n').slice(-2).join(' ')}`,
      };
    return { rows: JSON.parse(fs.readFileSync(summary, 'utf8')) as Row[] };
  } finally {
    fs.rmSync(path.dirname(summary), { recursive: true, force: true });
  }
}
