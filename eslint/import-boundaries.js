import fs from 'node:fs';
import path from 'node:path';

/**
 * Imports run one way (DESIGN.md section 2). Each zone says: files under `target` may not import
 * files under `from` (except under `except`, relative to `from`). Relative specifiers are resolved
 * against the importing file, to the file they name where it exists; package imports are never
 * restricted here.
 */

const extensions = ['.ts', '.tsx', '.js', '.jsx'];

/**
 * The file an import names. Web imports leave the extension out, and name a folder for its
 * index, so `../features/tickets` is the feature's index.ts: an `except` can then allow a
 * feature's index alone and not the rest of its folder.
 */
function fileOf(resolved) {
  const candidates = [resolved, ...extensions.map((e) => resolved + e), ...extensions.map((e) => path.join(resolved, `index${e}`))];
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? resolved;
}
export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports that cross the architecture’s boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { crossed: 'Import of "{{source}}" crosses a boundary. {{message}}' },
  },
  create(context) {
    const cwd = context.cwd;
    const list = (value) => (Array.isArray(value) ? value : [value]).map((p) => path.resolve(cwd, p));
    const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      targets: list(zone.target),
      froms: list(zone.from),
      excepts: (zone.except ?? []).flatMap((e) => list(zone.from).map((from) => path.resolve(from, e))),
      message: zone.message ?? '',
    }));
    const file = path.resolve(cwd, context.filename);
    const mine = zones.filter((zone) => zone.targets.some((t) => inside(file, t)));
    if (mine.length === 0) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = fileOf(path.resolve(path.dirname(file), source));
      for (const zone of mine) {
        if (zone.froms.some((f) => inside(resolved, f)) && !zone.excepts.some((e) => inside(resolved, e))) {
          context.report({ node, messageId: 'crossed', data: { source, message: zone.message } });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
