import { floodLines, socketFloodScenario } from './socket-flood.ts';

/**
 * `npx tsx tests/load/socket-flood-run.ts`: only the socket flood of `npm run bench` (issue 30),
 * on the embedded database, and on PostgreSQL too with BENCH_DATABASE_URL.
 */
const databases: Array<[string, string | undefined]> = [['embedded PGlite', undefined]];
if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
for (const [name, url] of databases) {
  console.log(`\nTicket chat sockets flooded by one learner on ${name} (the product's limits, one process):`);
  for (const line of floodLines(await socketFloodScenario(url))) console.log(line);
}
