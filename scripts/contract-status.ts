import fs from 'node:fs';
import { contractOperations } from '../server/app.ts';
import { inspectModules } from '../server/modules/all-modules.ts';

/**
 * `npm run contract:status`: every operation of the contract with its method, path and
 * operationId, and the handler that answers it (file:line), or "501" while it is not built.
 */
const modules = inspectModules();

/** Where a module's routes.ts answers an operation: the line of `operationId:`. */
function handlerLocation(area: string, operationId: string): string {
  const file = `server/modules/${area}/routes.ts`;
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.trimStart().startsWith(`${operationId}:`));
  return line < 0 ? file : `${file}:${line + 1}`;
}

const operations = contractOperations();
const areaOf = new Map(modules.list.flatMap((m) => Object.keys(m.handlers).map((id): [string, string] => [id, m.area])));
const rows = operations.map((op) => {
  const area = areaOf.get(op.operationId);
  return { op, where: area ? handlerLocation(area, op.operationId) : '501 (not built yet)' };
});
const width = (pick: (row: (typeof rows)[number]) => string) => Math.max(...rows.map((r) => pick(r).length));
const [pathWidth, idWidth] = [width((r) => r.op.path), width((r) => r.op.operationId)];

for (const { op, where } of rows) console.log(`${op.method.padEnd(6)} ${op.path.padEnd(pathWidth)}  ${op.operationId.padEnd(idWidth)}  ${where}`);
const built = rows.filter((r) => areaOf.has(r.op.operationId)).length;
console.log(`\n${built} of ${operations.length} operations implemented.`);
