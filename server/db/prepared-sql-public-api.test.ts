import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server reaches its database libraries through their public APIs only, so a minor upgrade of
 * drizzle, PGlite or node-postgres cannot break it unannounced (prepared-sql.ts once used PGlite's
 * and drizzle's internals, and every prepared statement hung on them).
 */

const root = path.resolve(import.meta.dirname, '../..');
const modules = path.join(root, 'node_modules');

/** Where each library may be imported from: its documented entry points. */
const publicEntryPoints = new Set([
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
  'pg',
]);
const libraries = /^(?:@electric-sql\/|drizzle-orm(?:\/|$)|pg(?:\/|$))/;

/** Exports of public entry points that are the libraries' own machinery below their query calls. */
const machinery: Record<string, string[]> = {
  '@electric-sql/pglite': ['protocol', 'messages', 'parse', 'BasePGlite', 'Mutex'],
  'drizzle-orm': ['fillPlaceholders'],
  'drizzle-orm/pg-core': ['PgDialect', 'PgSession', 'PgPreparedQuery'],
};

/**
 * The libraries' members whose names start with an underscore (`db._`, `client._checkReady()`,
 * `raw._prepare()`…), read from their own type declarations: their internals, however public
 * TypeScript lets them look.
 */
function underscoreMembers(): Set<string> {
  const folders = [
    'drizzle-orm',
    'drizzle-orm/pg-core',
    'drizzle-orm/pglite',
    'drizzle-orm/node-postgres',
    'drizzle-orm/sql',
    'drizzle-orm/query-builders',
    '@electric-sql/pglite/dist',
    '@types/pg',
  ];
  const declaration = /^\s*(?:(?:readonly|abstract|static|protected|private|public|get|set|async|declare)\s+)*(_[\w$]*)\??\s*[(:<=;]/gm;
  const names = new Set<string>();
  for (const folder of folders) {
    const dir = path.join(modules, folder);
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    for (const file of files.filter((name) => name.endsWith('.d.ts'))) {
      for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(declaration)) names.add(match[1]!);
    }
  }
  return names;
}

/** What in one source file reaches past the libraries' public APIs, as readable findings. */
function privateUses(source: string, members: Set<string>): string[] {
  const found: string[] = [];
  for (const [, names, specifier] of source.matchAll(/\bimport\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!libraries.test(specifier!)) continue;
    if (!publicEntryPoints.has(specifier!)) found.push(`imports ${specifier}, not a public entry point`);
    const imported = [...(names!.match(/\{([^}]*)\}/)?.[1] ?? '').matchAll(/(?:type\s+)?([\w$]+)(?:\s+as\s+[\w$]+)?/g)].map((m) => m[1]!);
    for (const name of imported.filter((name) => machinery[specifier!]?.includes(name))) found.push(`imports ${name} from ${specifier}`);
  }
  for (const [, specifier] of source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g)) {
    if (libraries.test(specifier!) && !publicEntryPoints.has(specifier!)) found.push(`imports ${specifier}, not a public entry point`);
  }
  // A member access, not `._` inside a regular expression's character class (`[a-z._/-]`).
  for (const [use, name] of source.matchAll(/\??\.\s*(_[\w$]*)(?=[\s.;,()[?!]|$)/gm)) {
    if (members.has(name!)) found.push(`uses ${use.trim()}`);
  }
  // By string, bar the bare `_` in a type (drizzle's `SQL['_']['type']`, read by the compiler only).
  for (const [use, name] of source.matchAll(/\[\s*['"](_[\w$]+)['"]\s*\]/g)) {
    if (members.has(name!)) found.push(`uses ${use}`);
  }
  // Any underscore member of a database handle, known to the declarations above or not.
  for (const [use] of source.matchAll(/\b(?:db|tx|client|\$client|pool|database|session)\s*\)?\s*(?:\??\.\s*_[\w$]*|\[\s*['"]_[\w$]*['"]\s*\])/g)) {
    found.push(`uses ${use}`);
  }
  return [...new Set(found)];
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(?:ts|tsx|mts|js|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

describe('the server’s use of its database libraries', () => {
  const members = underscoreMembers();

  it('knows their internals: their declarations name underscore members', () => {
    expect(members).toContain('_checkReady');
    expect(members).toContain('_runExclusiveTransaction');
    expect(members).toContain('_');
  });

  it('refuses the internals prepared-sql.ts once used', () => {
    const before = [
      `import { PGlite, protocol, types } from '@electric-sql/pglite';`,
      `import { fillPlaceholders, type SQL } from 'drizzle-orm';`,
      `import { PgDialect } from 'drizzle-orm/pg-core';`,
      `import { mapResultRow } from 'drizzle-orm/utils';`,
      `const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);`,
      `await client._checkReady();`,
      `return client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));`,
      `const session = (db as unknown as Internals)._.session;`,
      `const raw = db.execute(query)._prepare();`,
      `await pglite['_runExclusiveQuery'](fn);`,
      `const ready = client['_checkReady'];`,
    ].join('\n');
    expect(privateUses(before, members)).toEqual([
      'imports protocol from @electric-sql/pglite',
      'imports fillPlaceholders from drizzle-orm',
      'imports PgDialect from drizzle-orm/pg-core',
      'imports drizzle-orm/utils, not a public entry point',
      'uses ._',
      'uses ._checkReady',
      'uses ._runExclusiveTransaction',
      'uses ._runExclusiveQuery',
      'uses ._prepare',
      "uses ['_runExclusiveQuery']",
      "uses ['_checkReady']",
      'uses db._',
      'uses client._checkReady',
      'uses client._runExclusiveTransaction',
      'uses client._runExclusiveQuery',
      "uses client['_checkReady']",
    ]);
  });

  it('leaves other underscores alone: the API’s `_id` fields, regular expressions, types', () => {
    const others = [`expect(user._id).toBe(row._id);`, `const asset = /^assets\\/[A-Za-z0-9._/-]+$/;`, `type Data = (typeof columns)[K]['_']['data'];`];
    expect(privateUses(others.join('\n'), members)).toEqual([]);
  });

  it('finds no file in server/ that reaches past their public APIs', () => {
    const self = path.join(import.meta.dirname, 'prepared-sql-public-api.test.ts');
    const found = sourceFiles(path.join(root, 'server'))
      .filter((file) => file !== self)
      .flatMap((file) => privateUses(fs.readFileSync(file, 'utf8'), members).map((use) => `${path.relative(root, file)}: ${use}`));
    expect(found).toEqual([]);
  });
});
