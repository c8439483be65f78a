import { contractOperations } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { allHandlers } from '../server/modules/handlers.ts';
import { TenantRegistry } from '../server/tenants/registry.ts';
import type { Services } from '../server/services.ts';
import { deriveKeys } from '../server/lib/secret-keys.ts';
import type { SessionsService } from '../server/modules/auth/sessions.ts';

/** `npm run contract:status`: which operations of openapi.yaml are built and which still answer 501. */
// Building the handler table touches no service, so empty stand-ins are enough to list it.
const handlers = allHandlers({
  config: loadConfig({}),
  database: {} as DatabaseHandle,
  registry: new TenantRegistry([], undefined),
  services: { keys: deriveKeys('contract-status') } as Services,
  sessions: {} as SessionsService,
});
const operations = contractOperations();
const built = operations.filter((op) => op.operationId in handlers);
const pending = operations.filter((op) => !(op.operationId in handlers));

const line = (op: (typeof operations)[number]) => `  ${op.method.padEnd(6)} ${op.path.padEnd(48)} ${op.operationId}`;
console.log(`Implemented (${built.length}):`);
built.forEach((op) => console.log(line(op)));
console.log(`\nPending, answering 501 (${pending.length}):`);
const byTag = new Map<string, typeof operations>();
for (const op of pending) byTag.set(op.tags[0] ?? 'other', [...(byTag.get(op.tags[0] ?? 'other') ?? []), op]);
for (const [tag, ops] of byTag) {
  console.log(` ${tag}:`);
  ops.forEach((op) => console.log(line(op)));
}
console.log(`\n${built.length} of ${operations.length} operations implemented.`);
