import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * import-x/no-cycle (enabled as local/no-cycle), with type-only imports counted as edges. The
 * plugin skips `import type` (and imports whose every name is a type) and has no option to count
 * them; but a circle of types still ties files together (neither can move or be read alone), so
 * here it counts. The plugin's rule runs unchanged on a view of the code in which every import and
 * export is a value one: the linted file's own import nodes are handed to it so marked, and the
 * files it follows are parsed by a parser that marks them so. eslint/no-cycle.test.ts proves both
 * (a new version of the plugin that stopped reading either would fail it).
 */
const noCycle = importX.rules['no-cycle'];

/** A copy of a module statement with its and its specifiers' type-only marks cleared. */
function asValue(node) {
  if (node.importKind === undefined && node.exportKind === undefined) return node;
  const copy = { ...node };
  if (copy.importKind !== undefined) copy.importKind = 'value';
  if (copy.exportKind !== undefined) copy.exportKind = 'value';
  if (Array.isArray(node.specifiers)) copy.specifiers = node.specifiers.map(asValue);
  return copy;
}

const moduleStatements = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

/** The TypeScript parser, with every import and export of the file it reads read as a value one. */
const valueImportsParser = {
  // A name of its own, so import-x caches what it learns through this parser apart from any other.
  meta: { name: 'type-imports-as-values', version: '1.0.0' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    result.ast.body = result.ast.body.map((statement) => (moduleStatements.has(statement.type) ? asValue(statement) : statement));
    return result;
  },
};

export default {
  meta: { ...noCycle.meta, docs: { description: 'forbid import circles, type-only imports included' } },
  create(context) {
    const withValueParser = Object.create(context, {
      languageOptions: { value: { ...context.languageOptions, parser: valueImportsParser }, enumerable: true },
    });
    const listeners = noCycle.create(withValueParser);
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [selector, moduleStatements.has(selector) ? (node) => listener(asValue(node)) : listener]),
    );
  },
};
