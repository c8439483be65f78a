import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { display } from '../../server/tenants/loader.ts';
import { TenantLoadError } from '../../server/tenants/tenant-error.ts';
import { InputError, parseFlags, resolveAnswers, type Ask } from './answers.ts';
import { fields } from './fields.ts';
import { contrastFailures, contrastReport } from './palette.ts';
import { toRequest } from './request.ts';
import { tenantFiles } from './tenant-files.ts';
import { writeTenantFolder } from './write-folder.ts';

export interface RunOptions {
  argv: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** How to ask for what the flags left out; absent (or --yes): defaults, no questions. */
  ask?: Ask;
}

const USAGE = `Usage: npm run tenant:new -- [--yes] ${fields.map((f) => `[--${f.flag} ...]`).join(' ')}
Asks for every field not given as a flag; --yes takes the defaults instead (give --slug or --name).`;

/** `npm run tenant:new`: asks or reads the provider's details and writes a complete, valid tenant folder. Returns the exit code. */
export async function runTenantNew(options: RunOptions): Promise<number> {
  const { out, err } = options;
  const cwd = options.cwd ?? process.cwd();
  try {
    const flags = parseFlags(options.argv);
    if (flags.help) {
      out(USAGE);
      return 0;
    }
    const tenantsDir = loadConfig(options.env, cwd).tenantsDir;
    const started = performance.now();
    const request = toRequest(await resolveAnswers(flags.given, tenantsDir, flags.yes ? undefined : options.ask, err));
    const { files, palette, fonts } = tenantFiles(request, tenantsDir);
    // Cannot happen unless the derivation is wrong: then say so rather than write a folder that fails.
    const failures = contrastFailures(palette);
    if (failures.length > 0) throw new Error(`the derived colours fail the contrast rules:\n  ${failures.join('\n  ')}`);
    const shown = display(path.join(tenantsDir, request.slug), cwd);
    await writeTenantFolder(tenantsDir, request.slug, files, shown);

    out(`Colours (text on background, WCAG AA needs 4.5:1; every pair the server checks passes):`);
    for (const line of contrastReport(palette)) out(`  ${line}`);
    out(
      `Fonts: ${fonts.entries.length > 0 ? `${fonts.entries[0]!.family} bundled in assets/fonts` : 'system fonts'}` +
        (fonts.notBundled.length
          ? `; ${fonts.notBundled.join(', ')} named without files: add .woff2 files to assets/fonts and list them under fonts: in tenant.yaml`
          : ''),
    );
    out(`Logo: ${request.logo ? `copied from ${request.logo}` : 'a wordmark drawn from the name (assets/logo.svg): replace it with your own'}`);
    out(`Wrote ${shown} (${Object.keys(files).length} files) in ${Math.round(performance.now() - started)} ms. It validates; next:`);
    out(`  edit ${shown}/tenant.yaml and content/ (every file says what it is for)`);
    out(`  npm run tenants:validate`);
    out(`  open http://${request.slug}.localhost:3000: a running \`npm run dev\` serves it now; \`npm start\` serves it from its next start`);
    out(`  npm run tenant:preview ${request.slug}: screenshots of its main screens, for sign-off`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      err(`tenant:new: nothing written.\n  ${error.messages.join('\n  ')}`);
      return 2;
    }
    err(`tenant:new: nothing written. ${error instanceof TenantLoadError ? error.message : (error as Error).message}`);
    return 1;
  }
}
