import { cssVariableName } from './css-variable-name.ts';
import { flattenValues } from './token-tree.ts';

/** Declarations for every token, e.g. `--color-bg-page:#fff;`, ready for a :root rule. */
export function cssVariableDeclarations(values: object): string {
  return flattenValues(values)
    .map(([path, value]) => `${cssVariableName(path)}:${value};`)
    .join('');
}
