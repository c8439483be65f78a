import { createInterface } from 'node:readline/promises';
import { InputError } from './tenant-new/answers.ts';
import { runTenantNew } from './tenant-new/run.ts';

/**
 * `npm run tenant:new`: a new provider's folder under TENANTS_DIR (default tenants/), from
 * questions or flags (--help lists them). The logic is in scripts/tenant-new/.
 */
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const ended = new Promise<never>((_, reject) => rl.once('close', () => reject(new InputError(['input ended before every field was answered (use --yes for the defaults)']))));
ended.catch(() => {});

const code = await runTenantNew({
  argv: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  ask: (question, fallback) => Promise.race([rl.question(`${question}${fallback ? ` [${fallback}]` : ''}: `), ended]),
});
rl.close();
process.exit(code);
