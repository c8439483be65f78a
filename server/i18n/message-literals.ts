import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every English message the server can send, as written in its source: the messages of its
 * refusals (badRequest(...), new HttpError(status, ...), a limit's `(wait) => ...`), the `message`
 * of the bodies it sends, what it hands to translateMessage, and the reasons Ajv failures are
 * described with. A template's
 * `${...}` parts become a sample value ("3"), or the text of the constant they name. For tests:
 * each must have a translation in every language (message-coverage.test.ts).
 */

const REFUSALS = new Set(['badRequest', 'unauthorized', 'paymentRequired', 'forbidden', 'notFound', 'conflict', 'tooManyRequests', 'unavailable']);
/** Properties whose string value is a message the server sends. */
const MESSAGE_PROPERTIES = new Set(['message', 'refusal']);
/** Properties that hold a sentence to show (a success toast's `status`) or else a code word ('paid', 'ok'): sentences only. */
const SENTENCE_PROPERTIES = new Set(['status']);
/** Files where every sentence-like literal is a message (Ajv's reasons, the error handler's table). */
const ALL_LITERALS = new Set(['server/http/ajv.ts', 'server/plugins/error-handler.ts']);
/** Not sent to learners: a provider's folder problems, the logs, the configuration, the tests' own fakes. */
const SKIPPED = [/^server\/tenants\//, /^server\/logging\.ts$/, /^server\/config\.ts$/, /\.test\.ts$/, /^server\/i18n\//, /^server\/db\//];
/** A message from outside the product (a payment provider's webhook, which no learner sees). */
const OUTSIDE = /^(signature: \d|refused)$/;
/** Calls whose sentence-like arguments are no message: logs, headers. */
const NOT_MESSAGES = /\.(log\.\w+|type|header)$/;

export interface MessageLiteral {
  /** The message with a sample for each interpolation. */
  sample: string;
  /** file:line where it is written. */
  at: string;
}

function sourceFiles(root: string, dir = 'server'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !SKIPPED.some((skip) => skip.test(relative)) ? [relative] : [];
  });
}

export function messageLiterals(root: string): MessageLiteral[] {
  const found: MessageLiteral[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = new Map<string, ts.Expression>();
    const collectConstants = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
      ts.forEachChild(node, collectConstants);
    };
    collectConstants(source);

    /** The text of an expression, with samples for what it cannot know; undefined when it is no message at all. */
    const textOf = (node: ts.Expression, seen = new Set<string>()): string | undefined => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
      if (ts.isTemplateExpression(node)) {
        return node.head.text + node.templateSpans.map((span) => (constantText(span.expression, seen) ?? '3') + span.literal.text).join('');
      }
      if (ts.isParenthesizedExpression(node)) return textOf(node.expression, seen);
      if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return textOf(node.body, seen);
      if (ts.isIdentifier(node)) return constantText(node, seen);
      return undefined;
    };
    const constantText = (node: ts.Expression, seen: Set<string>): string | undefined => {
      if (!ts.isIdentifier(node) || seen.has(node.text)) return undefined;
      const value = constants.get(node.text);
      return value ? textOf(value, new Set([...seen, node.text])) : undefined;
    };
    const add = (node: ts.Expression) => {
      for (const branch of ts.isConditionalExpression(node) ? [node.whenTrue, node.whenFalse] : [node]) {
        const sample = textOf(branch);
        if (sample === undefined || !/[A-Za-z]{2}/.test(sample) || OUTSIDE.test(sample)) continue;
        const { line } = source.getLineAndCharacterOfPosition(branch.getStart());
        found.push({ sample, at: `${file}:${line + 1}` });
      }
    };
    const sentenceLike = (node: ts.Node): node is ts.StringLiteral | ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral =>
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      / [a-z]/.test(node.getText()) &&
      !ts.isImportDeclaration(node.parent) &&
      !(ts.isCallExpression(node.parent) && NOT_MESSAGES.test(node.parent.expression.getText()));

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REFUSALS.has(node.expression.text) && node.arguments[0]) add(node.arguments[0]);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'plainPage') node.arguments.slice(0, 2).forEach(add);
      // A message translated where it is sent: translateMessage(language, 'No provider is served at this address').
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translateMessage' && node.arguments[1])
        add(node.arguments[1]);
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError' && node.arguments?.[1]) add(node.arguments[1]);
      // A limit's refusal: limits.take(name, subject, (wait) => `...`) or a named Message.
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['take', 'check'].includes(node.expression.name.text) &&
        node.arguments[2]
      )
        add(node.arguments[2]);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text)) add(node.initializer);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && SENTENCE_PROPERTIES.has(node.name.text) && / \w/.test(textOf(node.initializer) ?? ''))
        add(node.initializer);
      if (ALL_LITERALS.has(file) && sentenceLike(node)) add(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
