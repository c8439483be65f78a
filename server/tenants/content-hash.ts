import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FolderFiles } from './folder-files.ts';

// From the checkout's root, two folders up: from here and from the server bundle (scripts/build-server.ts) alike.
const here = fileURLToPath(new URL('../../server/tenants', import.meta.url));

/** The libraries whose output is stored: YAML parsing, validation defaults, HTML sanitising. */
const LIBRARIES = ['yaml', 'zod', 'sanitize-html'];

let code: string | undefined;

/**
 * A fingerprint of the code that turns a folder into what is synced and cached: every source
 * file of server/tenants (readers, schemas, sync), the HTML policy, the server catalog's
 * `content` strings (in every language) with the code that fills them in, and the versions of the
 * libraries above. It is part of every content hash, so a release that changes how a folder is
 * read or written resyncs every folder once, at its first start, instead of keeping rows the old
 * code wrote. A hand-bumped version constant would do the same only when someone remembers to
 * bump it; this cannot be forgotten. Its price: any change to those files (even a comment) costs
 * one full sync, a first-start cost, never a wrong row.
 */
export function codeFingerprint(): string {
  if (code !== undefined) return code;
  const hash = createHash('sha256');
  const sources = fs
    .readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(here, name));
  // The product's words the sync writes into content (practice Quiz names), in every language, and how they are filled in.
  const locales = path.join(here, '../i18n/locales');
  const words = fs
    .readdirSync(locales)
    .sort()
    .map((language) => path.join(locales, language, 'content.json'))
    .filter((file) => fs.existsSync(file));
  for (const file of [
    ...sources,
    path.join(here, '../lib/sanitize-html.ts'),
    path.join(here, '../i18n/catalog.ts'),
    path.join(here, '../../shared/i18n/pseudo.ts'),
    ...words,
  ]) {
    hash
      .update(`${path.relative(path.join(here, '../..'), file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  }
  const require = createRequire(import.meta.url);
  for (const library of LIBRARIES) hash.update(`${library}@${(require(`${library}/package.json`) as { version: string }).version}\0`);
  return (code = hash.digest('hex'));
}

let theme: string | undefined;

/**
 * A fingerprint of the base tokens and the theme code (shared/theme): a theme merged and
 * contrast-checked with the same fingerprint can be kept (load-cache.ts). Not part of the content
 * hash: the theme is not synced, so a token change needs no resync.
 */
export function themeFingerprint(): string {
  if (theme !== undefined) return theme;
  const folder = path.join(here, '../../shared/theme');
  const hash = createHash('sha256');
  for (const name of fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .sort()) {
    hash
      .update(`${name}\0`)
      .update(fs.readFileSync(path.join(folder, name)))
      .update('\0');
  }
  return (theme = hash.digest('hex'));
}

/**
 * The content hash of a tenant folder: SHA-256 over the code fingerprint and every file the
 * loader reads (tenant.yaml, content/, servable assets/), path and bytes. It is computed from the
 * files read, not from the loaded result, so nothing has to be parsed to know a folder is
 * unchanged; everything the sync writes (manifest, landing, pages, FAQs, plans, bank, tests,
 * practice quizzes, support topics and staff, asset fingerprints) comes from these bytes alone.
 */
export function contentHash(folder: FolderFiles): string {
  const hash = createHash('sha256').update(`tenant-folder\0${codeFingerprint()}\n`);
  for (const [relative, { digest }] of folder.files) hash.update(`${relative}\0${digest}\n`);
  return hash.digest('hex');
}
