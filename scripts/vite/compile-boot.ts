import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** The name the boot module's entry boots with, which the build writes the config in place of (src/boot/boot-inline.ts). */
export const CONFIG_PLACEHOLDER = 'BOOT_CONFIG';
const ENTRY = fileURLToPath(new URL('../../src/boot/boot-inline.ts', import.meta.url));

/**
 * The syntax the script may use, as esbuild names it: the app's own build target (vite.config.ts
 * build.target). The script starts the app, so it only has to run where the app runs; in an older
 * browser it would paint an inert first screen that never comes alive.
 */
export type BootTarget = string | string[];

const compiled = new Map<string, string>();

/**
 * The page's boot script (src/boot) compiled for `target` into one minified script, as the page
 * inlines it, with CONFIG_PLACEHOLDER in it where its config goes. Compiled once per target: every
 * page of a build carries the same script, and the tests run it many times.
 */
export function compiledBoot(target: BootTarget): string {
  const key = JSON.stringify(target);
  const cached = compiled.get(key);
  if (cached !== undefined) return cached;
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    // A script, not a module: it runs while the HTML is still parsing, before the app's modules.
    format: 'iife',
    minify: true,
    target,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.text.trim();
  const uses = code.split(CONFIG_PLACEHOLDER).length - 1;
  if (uses !== 1) throw new Error(`boot-script: the compiled boot script names ${CONFIG_PLACEHOLDER} ${uses} times, not once (src/boot/boot-inline.ts)`);
  compiled.set(key, code);
  return code;
}
