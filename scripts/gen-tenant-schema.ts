import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { manifestSchema } from '../server/tenants/manifest-schema.ts';

/**
 * `npm run gen:tenant-schema` writes tenants/tenant.schema.json from the server's zod schema, so
 * editors validate a provider's tenant.yaml as it is typed (see the yaml-language-server line
 * at the top of each manifest). `--check` fails when the committed file is stale.
 */
const TENANT_SCHEMA_FILE = 'tenants/tenant.schema.json';

function tenantJsonSchema(): string {
  const schema = z.toJSONSchema(manifestSchema, { io: 'input', target: 'draft-2020-12' });
  return `${JSON.stringify({ ...schema, title: 'Tenant manifest (tenants/<slug>/tenant.yaml)' }, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const generated = tenantJsonSchema();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TENANT_SCHEMA_FILE) ? fs.readFileSync(TENANT_SCHEMA_FILE, 'utf8') : '';
    if (current !== generated) {
      console.error(`${TENANT_SCHEMA_FILE} is stale: run npm run gen:tenant-schema and commit the result.`);
      process.exit(1);
    }
    console.log(`${TENANT_SCHEMA_FILE} is up to date.`);
  } else {
    fs.writeFileSync(TENANT_SCHEMA_FILE, generated);
    console.log(`Wrote ${TENANT_SCHEMA_FILE}.`);
  }
}
