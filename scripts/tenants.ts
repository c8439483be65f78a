import { loadConfig } from '../server/config.ts';
import { EmbeddedDatabaseBusyError } from '../server/db/embedded-lock.ts';
import { startDatabase } from '../server/start-database.ts';
import { loadTenants } from '../server/tenants/loader.ts';
import { announceTenantSync } from '../server/tenants/sync-notices.ts';
import { syncTenants } from '../server/tenants/sync.ts';
import { formatProblem, TenantLoadError } from '../server/tenants/tenant-error.ts';

/**
 * `npm run tenants:validate` checks every tenant folder and prints every problem.
 * `npm run tenants:sync` also writes them into the database (in one transaction). The server
 * syncs at every start; on PostgreSQL this also tells every running server process, which reloads
 * the folders without a restart. (The embedded database cannot be synced while a server holds it.)
 */
const command = process.argv[2];
try {
  const config = loadConfig(process.env);
  const tenants = await loadTenants(config.tenantsDir);
  for (const t of tenants) {
    const questions = t.bank.topics.flatMap((topic) => topic.subtopics.flatMap((s) => s.questions));
    const byType = ['single', 'multiple', 'sub'].map((type) => `${questions.filter((q) => q.type === type).length} ${type}`).join(', ');
    const own = t.bank.tests.filter((test) => test.kind === 'set');
    const active = own.filter((test) => test.status === 'Active').length;
    const practice = t.bank.tests.length - own.length;
    console.log(`✓ ${t.slug.padEnd(16)} ${t.manifest.name} (${t.manifest.platformType}): ${t.plans.length} plans, ${t.faqs.length} FAQs, ${t.pages.length} pages, ${t.assets.size} assets`);
    console.log(`  ${''.padEnd(16)} bank: ${t.bank.topics.length} topics, ${t.bank.topics.reduce((n, topic) => n + topic.subtopics.length, 0)} subtopics, ${questions.length} questions (${byType}); tests: ${active} active, ${own.length - active} inactive; ${practice} topic and subtopic practice quizzes`);
    for (const warning of t.bank.warnings) console.log(`  warning: ${formatProblem(warning)}`);
  }
  if (command === 'sync') {
    const database = await startDatabase(config);
    try {
      const ids = await syncTenants(database, tenants);
      // After the commit, so a process that hears it reads what was written.
      await announceTenantSync(database);
      console.log(`Synced ${ids.size} tenants into ${config.databaseUrl ? 'PostgreSQL; running server processes reload them now' : `the embedded database in ${config.dataDir}`}.`);
    } finally {
      await database.close();
    }
  } else if (command !== 'validate') {
    console.error('Usage: tsx scripts/tenants.ts validate|sync');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof TenantLoadError ? error.message : `tenants: ${(error as Error).message}`);
  if (error instanceof EmbeddedDatabaseBusyError) {
    console.error('The server syncs every tenant folder when it starts: restart it instead. (On PostgreSQL, tenants:sync reaches running servers.)');
  }
  process.exit(1);
}
