import fs from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse, stringify } from 'yaml';

/**
 * Bundles the split contract (openapi/openapi.yaml and the openapi/<area>/ files it refers to)
 * into one document whose every $ref is local ('#/components/...'): the form the server, the
 * contract tests and openapi-typescript read. Called by `npm run gen:api`.
 */
const CONTRACT_ROOT = 'openapi/openapi.yaml';
export const BUNDLE_TARGET = 'openapi/openapi.bundle.gen.yaml';

const HEADER = '# Generated from openapi/openapi.yaml and openapi/<area>/ by `npm run gen:api` (Redocly bundle). Do not edit.\n';

type Components = Record<string, Record<string, unknown>>;

export async function bundleOpenApi(): Promise<string> {
  const result = await bundle({
    ref: CONTRACT_ROOT,
    config: await createConfig({}),
    // Component names come from the keys of the area files and end up in schema.gen.ts, which the
    // code imports by name: two files using the same key must fail, not become `Name-2`.
    componentRenamingConflicts: 'error',
  });
  if (result.problems.length > 0) {
    const lines = result.problems.map((p) => `${p.message} (${p.location[0]?.source.absoluteRef ?? ''}${p.location[0]?.pointer ?? ''})`);
    throw new Error(`Bundling ${CONTRACT_ROOT} failed:\n${lines.join('\n')}`);
  }
  const document = result.bundle.parsed as { tags?: { name: string }[]; components: Components };
  orderComponents(
    document.components,
    sourceOrder(
      [...result.fileDependencies],
      (document.tags ?? []).map((t) => t.name),
    ),
  );
  return HEADER + stringify(document, { lineWidth: 0, singleQuote: true });
}

/**
 * Every component name in the order it is written: shared/ first, then the areas in the order of
 * the root's tags (one tag per area), each file top to bottom.
 */
function sourceOrder(files: string[], areas: string[]): string[] {
  const root = path.resolve('openapi');
  const rank = (file: string) => {
    const area = path.relative(root, file).split(path.sep)[0]!;
    return area === 'shared' ? -1 : areas.includes(area) ? areas.indexOf(area) : areas.length;
  };
  const sorted = files.filter((f) => path.resolve(f) !== path.resolve(CONTRACT_ROOT)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return sorted.flatMap((file) => Object.keys((parse(fs.readFileSync(file, 'utf8')) ?? {}) as object));
}

/**
 * Redocly adds a component where it first meets a $ref to it, so its place would follow the
 * paths and move whenever a path is added. Writing components in source order instead keeps the
 * bundle and schema.gen.ts stable and grouped by area.
 */
function orderComponents(components: Components, order: string[]): void {
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  for (const [group, entries] of Object.entries(components)) {
    components[group] = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => place(a) - place(b)));
  }
}
