import { buildWeb } from '../../scripts/build-web.ts';
import { isBuildCurrent } from '../../scripts/build-stamp.js';
import { killDuringSubmits } from './kill-during-submits.ts';
import { offlineBrowser } from './offline-browser.ts';
import { postgresRestart } from './postgres-restart.ts';
import type { ScenarioResult } from './scenario.ts';

/**
 * `npm run faults`: the real server under the faults a deployment meets, with figures. Each
 * scenario starts its own servers (and its own PostgreSQL), never the shared ones.
 */
const results: ScenarioResult[] = [];
const run = async (label: string, scenario: () => Promise<ScenarioResult>) => {
  process.stdout.write(`${label}...\n`);
  const result = await scenario();
  results.push(result);
  process.stdout.write(`  ${result.notes}\n`);
};

await run('kill -9 during 100 submits, embedded PGlite', () => killDuringSubmits({ learners: 100, database: 'pglite', hashCost: '15' }));
await run('kill -9 during 100 submits, PostgreSQL', () => killDuringSubmits({ learners: 100, database: 'postgres', hashCost: '15' }));
await run('PostgreSQL restart during a test', () => postgresRestart({ answerForMs: 30_000, downMs: 10_000 }));
if (!isBuildCurrent()) await buildWeb(); // the browser scenario needs the web app
await run('browser offline for a minute, then a double-clicked submit', () => offlineBrowser({ offlineMs: 60_000 }));

const rows = results.map((r) => [r.scenario, String(r.tries), String(r.retried), String(r.lost), String(r.doubled)]);
const header = ['scenario', 'tries', 'retried', 'lost', 'doubled'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
process.stdout.write(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}\n`);
const bad = results.filter((r) => r.lost > 0 || r.doubled > 0);
if (bad.length > 0) {
  process.stderr.write(`\n${bad.length} scenario(s) lost or doubled something.\n`);
  process.exit(1);
}
process.stdout.write('\nNothing lost, nothing doubled.\n');
