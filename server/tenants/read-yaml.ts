import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import type { TenantProblem } from './tenant-error.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false };

/**
 * Parses YAML text and validates it with a zod schema. Every problem names the file, the line,
 * the path inside the document and the reason, so a provider can fix it without reading code.
 */
export function parseYamlWith<S extends z.ZodType>(source: string, file: string, schema: S, problems: TenantProblem[]): Parsed<z.output<S>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = error.linePos?.[0]?.line;
      const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      problems.push({ file: line ? `${file}:${line}` : file, message: `YAML syntax error: ${reason}` });
    }
    return { ok: false };
  }
  return validateWith(doc.toJS(), file, schema, problems, (path) => {
    // Point at the deepest node of the path that exists.
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  });
}

/** The line of a path inside a YAML text (`[1, 'price']`), for a problem found after parsing; undefined when absent. */
export function yamlLineOf(source: string, path: readonly PropertyKey[]): number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const node = doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | undefined;
  return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
}

function validateWith<S extends z.ZodType>(
  data: unknown,
  file: string,
  schema: S,
  problems: TenantProblem[],
  lineOf: (path: PropertyKey[]) => number | undefined = () => undefined,
): Parsed<z.output<S>> {
  const result = schema.safeParse(data ?? undefined, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  for (const issue of result.error.issues) {
    const path = issue.path as PropertyKey[];
    const line = lineOf(path);
    problems.push({
      file: line ? `${file}:${line}` : file,
      path: formatPath(path) || '(top level)',
      message: describeIssue(issue),
    });
  }
  return { ok: false };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return issue.message;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}
