import path from 'node:path';

/**
 * Imports run one way (DESIGN.md section 2). Each zone says: files under `target` may not import
 * files under `from` (except under `except`, relative to `from`). Relative specifiers are resolved
 * against the importing file; package imports are never restricted here.
 */
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
      const resolved = path.resolve(path.dirname(file), source);
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
