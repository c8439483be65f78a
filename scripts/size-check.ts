import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isBuildCurrent } from './build-stamp.js';
import { buildWeb } from './build-web.ts';
import { bootEntryFiles } from './vite/boot-script.ts';

/**
 * The landing page's initial JavaScript budget (issue 2): everything index.html loads before the
 * first screen can render (entry script and its modulepreloads), gzip level 9, at most 150 KB.
 */
const BUDGET_BYTES = 150 * 1000;
/**
 * A screen's own JavaScript: its lazy chunk plus every chunk it imports that the shell has not
 * already loaded, gzip. Take test at most 60 KB (issue 4); Membership at most 15 KB; the tickets
 * screens and the staff app as below.
 */
const SCREEN_BUDGETS: Record<string, number> = {
  'features/test-taking/take-test-screen.tsx': 60 * 1000,
  // Membership (payments, plans, checkout; 9.7 KB when its budget was set).
  'features/membership/membership-screen.tsx': 15 * 1000,
  // Tickets (issue 10): the form (31.9 KB when set) and the chat (9.5 KB); socket.io-client
  // (about 13 KB) loads after either has drawn, in its own chunk.
  'features/tickets/tickets-screen.tsx': 40 * 1000,
  'features/tickets/ticket-chat-screen.tsx': 20 * 1000,
  // The staff app at /staff, loaded instead of the learner's routes.
  'staff/staff-app.tsx': 40 * 1000,
  // Insights (issue 11): the dashboard, Recharge and Proficiency are small; Reports carries
  // ApexCharts (the core with bar, donut, line and the legend: about 190 KB).
  // Issue 32 (phone first) grew the dashboard by its tables as cards on phones, the All results
  // link and the chosen-confidence sentences (14.6 KB before, 15.4 KB after), then by the newest
  // tests' 'Needs a plan' link to Membership (16.1 KB): 17 KB.
  'features/insights/dashboard-screen.tsx': 17 * 1000,
  'features/insights/recharge-screen.tsx': 10 * 1000,
  // The members' shell every one of these carries grew by the All Results menu entry (21 B), which
  // took Proficiency (9.9 KB) and Speciality Modules (9,994 B) past a round 10 KB: 10.5 KB. Issue 33
  // drew twenty feature cards from the kit's Card: the bundler now gives Card and CardList chunks of
  // their own, shared by every screen, and each chunk costs its own gzip header and imports (card-list
  // 660 B with Card inside before; 773 + 631 B after). Proficiency 10.1 -> 10.9 KB, Speciality
  // Modules 10.0 -> 11.0 KB with no code of their own added: 11.5 KB.
  'features/insights/proficiency-list-screen.tsx': 11.5 * 1000,
  // Every past result (Show more pages), each opening its review.
  'features/insights/results-history-screen.tsx': 10 * 1000,
  'features/insights/reports-screen.tsx': 230 * 1000,
  // Catalog and help (issue 12).
  'features/catalog/speciality-modules-screen.tsx': 11.5 * 1000,
  'features/catalog/topic-detail-screen.tsx': 15 * 1000,
  'features/catalog/view-summary-screen.tsx': 10 * 1000,
  'features/help/help-screen.tsx': 10 * 1000,
  // Create Test (the builder and My Tests): at most 15 KB of its own.
  'features/practice/create-test-screen.tsx': 15 * 1000,
};
/** ApexCharts loads only with Reports (DESIGN.md section 6): no other screen's files may hold it. */
const CHARTS_ONLY_IN = 'features/insights/reports-screen.tsx';
const DIST = 'dist/web';

if (!isBuildCurrent()) await buildWeb();

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
// The boot script starts the app with the entry chunk and its imports (scripts/vite/boot-script.ts).
const initial = bootEntryFiles(html);

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const rows = initial.map((url) => ({ file: url.replace(/^\//, ''), gzip: gzipSize(url.replace(/^\//, '')) }));
const total = rows.reduce((sum, r) => sum + r.gzip, 0);

const lazy = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((f) => f.endsWith('.js') && !rows.some((r) => r.file.endsWith(f)))
  .map((f) => ({ file: `assets/${f}`, gzip: gzipSize(`assets/${f}`) }));

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
console.log('Landing page initial JavaScript (gzip -9):');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.gzip).padStart(9)}`);
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);
console.log('Lazy chunks:');
for (const r of lazy) console.log(`  ${r.file.padEnd(48)} ${kb(r.gzip).padStart(9)}`);

type ManifestChunk = { file: string; imports?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const shell = new Set(rows.map((r) => r.file));

/** The files a lazy screen brings beyond the shell: its chunk and its static imports, transitively. */
function beyondShell(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || shell.has(chunk.file) || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) beyondShell(imported, seen);
  return seen;
}

let failed = total > BUDGET_BYTES;
if (failed) console.error(`\nLanding page over budget by ${kb(total - BUDGET_BYTES)}.`);

console.log('Screens beyond the shell:');
for (const [key, budget] of Object.entries(SCREEN_BUDGETS)) {
  if (!manifest[key]) {
    console.error(`  ${key}: not in the build manifest`);
    failed = true;
    continue;
  }
  const size = [...beyondShell(key)].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${key.padEnd(48)} ${kb(size).padStart(9)}  (budget ${kb(budget)})`);
  if (size > budget) {
    console.error(`  ${key} over budget by ${kb(size - budget)}.`);
    failed = true;
  }
}

// ApexCharts' own chunk is whichever file holds its code; it must be reachable from Reports alone.
const holdsCharts = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8').includes('apexcharts');
const chartFiles = [...beyondShell(CHARTS_ONLY_IN)].filter(holdsCharts);
console.log(`ApexCharts: in ${chartFiles.join(', ') || 'no file'} (Reports only)`);
if (chartFiles.length === 0 || [...shell].some(holdsCharts)) {
  console.error('  ApexCharts must load with Reports and never with the landing shell.');
  failed = true;
}
for (const key of Object.keys(manifest).filter((k) => k.endsWith('-screen.tsx') && k !== `src/${CHARTS_ONLY_IN}` && k !== CHARTS_ONLY_IN)) {
  const leaked = [...beyondShell(key)].filter((file) => chartFiles.includes(file));
  if (leaked.length > 0) {
    console.error(`  ${key} loads ApexCharts (${leaked.join(', ')}): it belongs to Reports only.`);
    failed = true;
  }
}

if (failed) process.exit(1);
