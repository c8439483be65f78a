import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { BUNDLE_TARGET, bundleOpenApi } from './bundle-openapi.ts';

/**
 * `npm run gen:api` bundles openapi/openapi.yaml and its openapi/<area>/ files into
 * openapi/openapi.bundle.gen.yaml (and the same as .json, which the server reads), then writes
 * openapi/schema.gen.ts from that bundle.
 * `--check` only compares, and fails when any committed file is stale.
 */
const SCHEMA_TARGET = 'openapi/schema.gen.ts';
/** The same bundle as JSON: what the server reads at start (JSON parses in a millisecond, the YAML in a quarter second). */
const JSON_TARGET = 'openapi/openapi.bundle.gen.json';

const HEADER =
  '/**\n * Generated from openapi/openapi.bundle.gen.yaml (the bundle of openapi/openapi.yaml and openapi/<area>/)\n' +
  ' * by `npm run gen:api` (openapi-typescript). Do not edit.\n */\n\n';

async function generateApiFiles(): Promise<Record<string, string>> {
  const bundled = await bundleOpenApi();
  // Fed the bundle's text, not the root, so the types are made from exactly what the server reads.
  const ast = await openapiTS(bundled, { alphabetize: false, immutable: false });
  return { [BUNDLE_TARGET]: bundled, [JSON_TARGET]: `${JSON.stringify(parse(bundled), null, 2)}\n`, [SCHEMA_TARGET]: HEADER + astToString(ast) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = await generateApiFiles();
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, generated] of Object.entries(files)) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (!check) {
      fs.writeFileSync(file, generated);
      console.log(`Wrote ${file}.`);
    } else if (current !== generated) {
      stale = true;
      console.error(`${file} is stale: run npm run gen:api and commit the result.`);
    } else {
      console.log(`${file} is up to date.`);
    }
  }
  if (stale) process.exit(1);
}
