/**
 * Logical CSS, so a right-to-left page mirrors (issue 31): in styled-components templates (styled.x``,
 * styled(X)``, css``, keyframes``, createGlobalStyle``, and strings inside their interpolations) and
 * in style objects (a JSX `style={{ … }}`), a physical left or right property or value is refused
 * where a logical one exists, naming the one to use.
 *
 * Not covered (review keeps to them): transforms (translateX has no logical form: flip its sign
 * with :dir(rtl)), background-position, and four-value shorthands whose values come from
 * interpolations (`margin: ${a} ${b} ${c} ${d}`: fully literal ones and repeated interpolations are
 * checked).
 */

/** Physical property (kebab-case) -> its logical form. */
const PROPERTIES = new Map([
  ['margin-left', 'margin-inline-start'],
  ['margin-right', 'margin-inline-end'],
  ['padding-left', 'padding-inline-start'],
  ['padding-right', 'padding-inline-end'],
  ['border-left', 'border-inline-start'],
  ['border-right', 'border-inline-end'],
  ['border-left-width', 'border-inline-start-width'],
  ['border-right-width', 'border-inline-end-width'],
  ['border-left-style', 'border-inline-start-style'],
  ['border-right-style', 'border-inline-end-style'],
  ['border-left-color', 'border-inline-start-color'],
  ['border-right-color', 'border-inline-end-color'],
  ['border-top-left-radius', 'border-start-start-radius'],
  ['border-top-right-radius', 'border-start-end-radius'],
  ['border-bottom-left-radius', 'border-end-start-radius'],
  ['border-bottom-right-radius', 'border-end-end-radius'],
  ['left', 'inset-inline-start'],
  ['right', 'inset-inline-end'],
  ['scroll-margin-left', 'scroll-margin-inline-start'],
  ['scroll-margin-right', 'scroll-margin-inline-end'],
  ['scroll-padding-left', 'scroll-padding-inline-start'],
  ['scroll-padding-right', 'scroll-padding-inline-end'],
]);

/** Properties whose keyword values left and right have logical forms. */
const VALUE_PROPERTIES = new Map([
  ['text-align', { left: 'start', right: 'end' }],
  ['text-align-last', { left: 'start', right: 'end' }],
  ['float', { left: 'inline-start', right: 'inline-end' }],
  ['clear', { left: 'inline-start', right: 'inline-end' }],
]);

/** Shorthands whose four values run top, right, bottom, left: physical when right differs from left. */
const BOX_SHORTHANDS = new Map([
  ['margin', 'margin-block and margin-inline'],
  ['padding', 'padding-block and padding-inline'],
  ['inset', 'inset-block and inset-inline'],
  ['border-width', 'border-block-width and border-inline-width'],
  ['border-style', 'border-block-style and border-inline-style'],
  ['border-color', 'border-block-color and border-inline-color'],
  ['scroll-margin', 'scroll-margin-block and scroll-margin-inline'],
  ['scroll-padding', 'scroll-padding-block and scroll-padding-inline'],
]);

const STYLED_ROOTS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** The identifier a tag is built from: styled.div, styled(Link).attrs(…), css. */
function rootName(node) {
  let current = node;
  for (;;) {
    if (current.type === 'Identifier') return current.name;
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else return null;
  }
}

/** A top-level split on whitespace, keeping parentheses (calc(1px + 2px)) whole. */
function splitValues(value) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Each problem in a piece of CSS text: { message, index } (where its property starts). Declarations are `name: value` up to ; { or }. */
function cssProblems(text) {
  const problems = [];
  const declaration = /(^|[\s;{(])(-?[a-z][a-z-]*)\s*:\s*([^;{}]*)/g;
  for (const match of text.matchAll(declaration)) {
    const [, before, property, rawValue] = match;
    const index = match.index + before.length;
    const value = rawValue.replace(/!important\s*$/, '').trim();
    const logical = PROPERTIES.get(property);
    if (logical && value !== '') {
      problems.push({ index, message: `Use the logical ${logical}, not ${property}: it mirrors in a right-to-left page.` });
      continue;
    }
    const keywords = VALUE_PROPERTIES.get(property);
    const keyword = /^(left|right)$/.exec(value)?.[1];
    if (keywords && keyword) {
      problems.push({ index, message: `Use ${property}: ${keywords[keyword]}, not ${keyword}: it mirrors in a right-to-left page.` });
      continue;
    }
    const shorthand = BOX_SHORTHANDS.get(property);
    if (shorthand) {
      const parts = splitValues(value);
      if (parts.length === 4 && parts[1] !== parts[3]) {
        problems.push({ index, message: `${property} with different right and left values is physical: use ${shorthand}.` });
      }
    }
    if (property === 'border-radius') {
      const parts = splitValues(value.split('/')[0]);
      const [a, b = a, c = a, d = b] = parts;
      if (parts.length > 1 && (a !== b || c !== d)) {
        problems.push({
          index,
          message:
            'border-radius with different left and right corners is physical: use border-start-start-radius, border-start-end-radius, ' +
            'border-end-start-radius and border-end-end-radius.',
        });
      }
    }
  }
  return problems;
}

/**
 * The CSS text of a template: each interpolation stands in as a placeholder, the same one for the
 * same source. `at(index)` is the source position of a character of that text.
 */
function templateText(template, sourceCode) {
  const ids = new Map();
  const starts = [];
  let text = '';
  template.quasis.forEach((quasi, i) => {
    starts.push({ textStart: text.length, sourceStart: quasi.range[0] + 1 });
    text += quasi.value.raw;
    const expression = template.expressions[i];
    if (!expression) return;
    const source = sourceCode.getText(expression);
    if (!ids.has(source)) ids.set(source, `__i${ids.size}__`);
    text += ids.get(source);
  });
  const at = (index) => {
    const segment = starts.findLast((start) => start.textStart <= index) ?? starts[0];
    return segment.sourceStart + (index - segment.textStart);
  };
  return { text, at };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'require logical CSS (inline-start/end) instead of physical left/right, so right-to-left pages mirror' },
    messages: { physical: '{{message}}' },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    /** Problems in a string literal: reported on the literal. */
    const report = (node, text) => {
      for (const { message } of cssProblems(text)) context.report({ node, messageId: 'physical', data: { message } });
    };
    /** Problems in a template: reported where the property is written. */
    const reportTemplate = (template) => {
      const { text, at } = templateText(template, sourceCode);
      for (const { message, index } of cssProblems(text)) {
        const start = sourceCode.getLocFromIndex(at(index));
        context.report({ loc: { start, end: start }, messageId: 'physical', data: { message } });
      }
    };
    /** Strings and untagged templates inside a styled template's interpolations: `${(p) => (p.x ? 'text-align: left;' : '')}`. */
    const checkNested = (expression) => {
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'Literal' && typeof node.value === 'string') report(node, node.value);
        else if (node.type === 'TemplateLiteral' && node.parent?.type !== 'TaggedTemplateExpression') reportTemplate(node);
        else if (node.type === 'TaggedTemplateExpression') return; // checked on its own
        for (const key of sourceCode.visitorKeys[node.type] ?? []) {
          const child = node[key];
          if (Array.isArray(child)) child.forEach(visit);
          else visit(child);
        }
      };
      visit(expression);
    };
    const checkStyleObject = (object) => {
      for (const property of object.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : typeof property.key.value === 'string' ? property.key.value : null;
        if (!key) continue;
        const name = kebab(key);
        const logical = PROPERTIES.get(name);
        if (logical) {
          context.report({
            node: property.key,
            messageId: 'physical',
            data: { message: `Use the logical ${camel(logical)}, not ${key}: it mirrors in a right-to-left page.` },
          });
          continue;
        }
        const keywords = VALUE_PROPERTIES.get(name);
        const value = property.value.type === 'Literal' ? property.value.value : null;
        if (keywords && (value === 'left' || value === 'right')) {
          context.report({
            node: property.value,
            messageId: 'physical',
            data: { message: `Use ${key}: '${keywords[value]}', not '${value}': it mirrors in a right-to-left page.` },
          });
        }
        if (BOX_SHORTHANDS.has(name) && typeof value === 'string') report(property.value, `${name}: ${value}`);
        if (name === 'border-radius' && typeof value === 'string') report(property.value, `${name}: ${value}`);
      }
    };
    return {
      TaggedTemplateExpression(node) {
        if (!STYLED_ROOTS.has(rootName(node.tag))) return;
        reportTemplate(node.quasi);
        node.quasi.expressions.forEach(checkNested);
      },
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        if (node.value.expression.type === 'ObjectExpression') checkStyleObject(node.value.expression);
      },
      CallExpression(node) {
        // Object styles: styled.div({ … }), css({ … }), styled(X)({ … }).
        if (!STYLED_ROOTS.has(rootName(node.callee))) return;
        if (node.callee.type === 'Identifier' && node.callee.name === 'styled') return; // styled(Component)
        if (node.callee.type === 'MemberExpression' && node.callee.property.name === 'attrs') return; // props, not styles
        for (const argument of node.arguments) if (argument.type === 'ObjectExpression') checkStyleObject(argument);
      },
    };
  },
};

export { cssProblems };
