import type { OperationSpec } from './openapi-document.ts';

interface PathPattern {
  method: string;
  pattern: RegExp;
  /** The names of the path's parameters, in the order of the pattern's groups. */
  names: string[];
}

const patternsOf = (operations: OperationSpec[]): PathPattern[] =>
  operations.map((op) => ({
    method: op.method,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`),
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
  }));

/** The methods the contract allows at a concrete path, e.g. ['GET'] for /api/test/get-test/<id>. */
export function allowedMethods(operations: OperationSpec[]): (path: string) => string[] {
  const patterns = patternsOf(operations);
  return (path) => [...new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method))];
}

/**
 * The path parameters of the contract's operation at a concrete path, as they were sent (still
 * percent-encoded), e.g. [{ name: 'testId', raw: '...' }]; undefined when no operation is there.
 * For refusals that come before routing, which knows no names (see plugins/framework-errors.ts).
 */
export function pathParameters(operations: OperationSpec[]): (path: string) => Array<{ name: string; raw: string }> | undefined {
  const patterns = patternsOf(operations).filter((p) => p.names.length > 0);
  return (path) => {
    for (const { pattern, names } of patterns) {
      const match = pattern.exec(path);
      if (match) return names.map((name, i) => ({ name, raw: match[i + 1]! }));
    }
    return undefined;
  };
}
