import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';

/**
 * Lints openapi/openapi.yaml and the openapi/<area>/ files it refers to with Redocly's
 * recommended rules; any error or warning fails.
 */
const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // The spec's own path /api/professor_pages/get-pages is not kebab-case; it must stay as it is.
    'paths-kebab-case': 'off',
    // An internal product: no public licence to declare.
    'info-license': 'off',
  },
});
const problems = await lint({ ref: 'openapi/openapi.yaml', config });
for (const p of problems) {
  const where = p.location[0];
  // The problem may sit in any area file, so name the file as well as the place in it.
  const file = where ? path.relative(process.cwd(), where.source.absoluteRef) : '';
  console.log(`${p.severity}: ${p.message} (${p.ruleId}) at ${file}${where?.pointer ?? ''}`);
}
if (problems.length > 0) process.exit(1);
console.log('openapi/openapi.yaml and its area files: no problems.');
