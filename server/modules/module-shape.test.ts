import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../app.ts';
import { inspectModules } from './all-modules.ts';

const modules = inspectModules();
const operations = new Map(contractOperations().map((op) => [op.operationId, op]));

describe.each(modules.list.map((m) => [m.area, m] as const))('module %s', (area, module) => {
  it('has its face and routes, and a contract folder of the same name', () => {
    for (const file of [`server/modules/${area}/index.ts`, `server/modules/${area}/routes.ts`, `openapi/${area}/paths.yaml`]) {
      expect(fs.existsSync(file), file).toBe(true);
    }
  });

  it("answers only its own area's operations, each under a comment naming its method and path", () => {
    const lines = fs.readFileSync(`server/modules/${area}/routes.ts`, 'utf8').split('\n');
    for (const operationId of Object.keys(module.handlers)) {
      const op = operations.get(operationId);
      expect(op, `${operationId} is not in the contract`).toBeDefined();
      expect(op!.tags, operationId).toContain(area);
      const at = lines.findIndex((l) => l.trimStart().startsWith(`${operationId}:`));
      expect(lines[at - 1]?.trim(), operationId).toMatch(new RegExp(`^// ${op!.method} ${op!.path.replace(/[{}]/g, '\\$&')}( |$)`));
    }
  });
});
