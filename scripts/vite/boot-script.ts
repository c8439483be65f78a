import type { Plugin } from 'vite';
import { EARLY_WAIT_MS, type BootConfig } from '../../src/boot/boot-config.ts';
import { CONFIG_PLACEHOLDER, compiledBoot, type BootTarget } from './compile-boot.ts';
import { routeFiles, type OutputChunk, type RouteChunks } from './route-files.ts';

/**
 * The page's boot script (src/boot/boot.ts says what it does) with this build's config, ready to
 * inline: the compiled module, booting with the config as JSON. `target` is the app's build
 * target (the plugin passes the build's own, vite.config.ts build.target).
 */
export function bootScript(config: BootConfig, target: BootTarget = 'es2022'): string {
  // JSON inside <script>: no "<" can end the element or open a comment.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // A function, so that "$" in the JSON is never read as a replacement pattern.
  return compiledBoot(target).replace(CONFIG_PLACEHOLDER, () => json);
}

/** The entry chunks (entry first) the built page's boot script starts the app with: its config's first field. */
export function bootEntryFiles(html: string): string[] {
  const config = /\{"entry":(\["[^\]]*\])/.exec(html);
  if (!config) throw new Error('index.html has no boot script (scripts/vite/boot-script.ts)');
  return JSON.parse(config[1]!) as string[];
}

/** Vite's build target as esbuild takes it: false is no lowering at all. */
const esbuildTarget = (target: string | string[] | false): BootTarget => (target === false ? 'esnext' : target);

/** Vite's tags for the entry module and its imports, which the boot script replaces. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * Inlines the boot script at the end of the built index.html's body, after the first screens'
 * templates, in place of Vite's entry <script> and modulepreload tags.
 */
export function bootScriptPlugin(routes: RouteChunks, base = '/'): Plugin {
  let target: BootTarget | undefined;
  return {
    name: 'boot-script',
    apply: 'build',
    configResolved(config) {
      target = esbuildTarget(config.build.target);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c) => c.type === 'chunk') as unknown as OutputChunk[];
        const { files, table } = routeFiles(chunks, routes, base);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('boot-script: index.html has no entry module script');
        const entryFiles = [entry[1]!, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)];
        const missing = entryFiles.filter((file) => !files.includes(file));
        if (missing.length) throw new Error(`boot-script: the entry's chunks ${missing.join(', ')} are not among the chunks it orders`);
        return {
          html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
          tags: [
            {
              tag: 'script',
              attrs: { nonce: '__CSP_NONCE__' },
              children: bootScript({ entry: entryFiles, files, routes: table, earlyWaitMs: EARLY_WAIT_MS }, target),
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
