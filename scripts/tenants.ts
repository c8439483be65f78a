import { loadConfig } from '../server/config.ts';
import { EmbeddedDatabaseBusyError } from '../server/db/embedded-lock.ts';
import { startDatabase } from '../server/start-database.ts';
import { display, loadTenants, type LoadedTenant, type ServedTenant } from '../server/tenants/loader.ts';
import { announceTenantSync } from '../server/tenants/sync-notices.ts';
import { syncTenants } from '../server/tenants/sync.ts';
import { formatProblem, TenantLoadError } from '../server/tenants/tenant-error.ts';
import { checkFontFiles, type Finding } from './tenant-checks/font-files.ts';
import { checkHtmlImages } from './tenant-checks/html-images.ts';
import { checkSvgImages } from './tenant-checks/svg-images.ts';
import { checkLandingsInBrowser, PHONE_WIDTH } from './tenant-checks/landing-in-browser.ts';
import { ChromiumMissingError } from './support/private-server.ts';

/**
 * `npm run tenants:validate` checks every tenant folder and prints every problem: what the server
 * refuses to load, then what a provider cannot see by eye (images in their HTML that will not
 * show, font files that are not fonts, and, in Chromium, landing text too wide for a phone and
 * fonts the browser refuses; --no-browser skips Chromium). Exits 1 when any is an error.
 * `npm run tenants:sync` also writes them into the database (in one transaction). The server
 * syncs at every start; on PostgreSQL this also tells every running server process, which reloads
 * the folders without a restart. (The embedded database cannot be synced while a server holds it.)
 */
const [command, ...flags] = process.argv.slice(2);
try {
  const config = loadConfig(process.env);
  const tenants = await loadTenants(config.tenantsDir);
  for (const t of tenants) printSummary(t);
  if (command === 'sync') {
    for (const t of tenants) for (const warning of t.warnings) console.log(`  warning: ${formatProblem(warning)}`);
    const database = await startDatabase(config);
    try {
      const ids = await syncTenants(database, tenants);
      // After the commit, so a process that hears it reads what was written.
      await announceTenantSync(database);
      console.log(
        `Synced ${ids.size} tenants into ` +
          (config.databaseUrl ? 'PostgreSQL; running server processes reload them now' : `the embedded database in ${config.dataDir}`) +
          '.',
      );
    } finally {
      await database.close();
    }
  } else if (command === 'validate') {
    const findings = await providerChecks(tenants, config.tenantsDir, !flags.includes('--no-browser'));
    for (const finding of findings) console.log(`  ${finding.warning ? 'warning' : 'error'}: ${formatProblem(finding)}`);
    const errors = findings.filter((f) => !f.warning).length;
    if (errors > 0) {
      console.error(`\n${errors} problem${errors === 1 ? '' : 's'} to fix (each names the file, the path and the reason).`);
      process.exitCode = 1;
    } else {
      const warnings = findings.length;
      console.log(`\nAll ${tenants.length} tenant folders are valid${warnings > 0 ? `, with ${warnings} warning${warnings === 1 ? '' : 's'} above` : ''}.`);
    }
  } else {
    console.error('Usage: tsx scripts/tenants.ts validate [--no-browser] | sync');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof TenantLoadError ? error.message : `tenants: ${(error as Error).message}`);
  if (error instanceof EmbeddedDatabaseBusyError) {
    console.error('The server syncs every tenant folder when it starts: restart it instead. (On PostgreSQL, tenants:sync reaches running servers.)');
  }
  process.exit(1);
}

function printSummary(t: LoadedTenant): void {
  const questions = t.bank.topics.flatMap((topic) => topic.subtopics.flatMap((s) => s.questions));
  const byType = ['single', 'multiple', 'sub'].map((type) => `${questions.filter((q) => q.type === type).length} ${type}`).join(', ');
  const own = t.bank.tests.filter((test) => test.kind === 'set');
  const active = own.filter((test) => test.status === 'Active').length;
  const practice = t.bank.tests.length - own.length;
  console.log(
    `✓ ${t.slug.padEnd(16)} ${t.manifest.name} (${t.manifest.platformType}): ${t.plans.length} plans, ${t.faqs.length} FAQs, ` +
      `${t.pages.length} pages, ${t.assets.size} assets`,
  );
  console.log(
    `  ${''.padEnd(16)} bank: ${t.bank.topics.length} topics, ${t.bank.topics.reduce((n, topic) => n + topic.subtopics.length, 0)} subtopics, ` +
      `${questions.length} questions (${byType}); tests: ${active} active, ${own.length - active} inactive; ` +
      `${practice} topic and subtopic practice quizzes`,
  );
}

/** What loads but a provider would not see is wrong until a learner does. */
async function providerChecks(tenants: LoadedTenant[], tenantsDir: string, browser: boolean): Promise<Finding[]> {
  const shown = (t: ServedTenant) => display(t.dir);
  // An Exam sharing questions with a Quiz loads (the server warns at start): reported here too.
  const findings: Finding[] = tenants.flatMap((t) => [
    ...t.warnings.map((w) => ({ ...w, warning: true })),
    ...checkHtmlImages(t, shown(t)),
    ...checkFontFiles(t, shown(t)),
    ...checkSvgImages(t, shown(t)),
  ]);
  if (!browser) {
    console.log(`Skipped the browser check (--no-browser): landing text at ${PHONE_WIDTH} px and fonts in Chromium.`);
    return findings;
  }
  console.log(`Checking each landing page in Chromium at ${PHONE_WIDTH} px (starting the server; it builds the app first if its sources changed)...`);
  try {
    // A font file already reported as no font is not reported again for failing in Chromium.
    const known = new Set(findings.map((f) => `${f.file}\0${f.path}`));
    findings.push(...(await checkLandingsInBrowser(tenants, tenantsDir, shown)).filter((f) => !known.has(`${f.file}\0${f.path}`)));
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    console.log(`  warning: ${error.message} The landing pages and fonts were not checked in a browser (--no-browser skips this check).`);
  }
  return findings;
}
