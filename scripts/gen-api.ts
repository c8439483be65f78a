import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * `npm run gen:api` writes openapi/schema.gen.ts from openapi/openapi.yaml.
 * `--check` only compares, and fails when the committed file is stale.
 */
export const SCHEMA_SOURCE = 'openapi/openapi.yaml';
export const SCHEMA_TARGET = 'openapi/schema.gen.ts';

const HEADER = '/**\n * Generated from openapi/openapi.yaml by `npm run gen:api` (openapi-typescript). Do not edit.\n */\n\n';

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(SCHEMA_SOURCE), { alphabetize: false, immutable: false });
  return HEADER + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const generated = await generateApiTypes();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(SCHEMA_TARGET) ? fs.readFileSync(SCHEMA_TARGET, 'utf8') : '';
    if (current !== generated) {
      console.error(`${SCHEMA_TARGET} is stale: run npm run gen:api and commit the result.`);
      process.exit(1);
    }
    console.log(`${SCHEMA_TARGET} is up to date.`);
  } else {
    fs.writeFileSync(SCHEMA_TARGET, generated);
    console.log(`Wrote ${SCHEMA_TARGET}.`);
  }
}
