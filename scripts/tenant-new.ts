import { lineAsker } from './tenant-new/prompts.ts';
import { runTenantNew } from './tenant-new/run.ts';

/**
 * `npm run tenant:new`: a new provider's folder under TENANTS_DIR (default tenants/), from
 * questions or flags (--help lists them). The logic is in scripts/tenant-new/.
 */
const asker = lineAsker(process.stdin, process.stdout);
const code = await runTenantNew({
  argv: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  ask: asker.ask,
});
asker.close();
process.exit(code);
