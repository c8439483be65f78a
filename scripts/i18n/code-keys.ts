import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A key the web code asks for: a literal key, or the fixed parts of a template (`nav.${label}`). */
export interface CodeKey {
  file: string;
  line: number;
  /** The namespace of the translate function; undefined when it is a parameter (any namespace). */
  namespace: string | undefined;
  /** The key as written (for a template, with ${…} where its holes are). */
  key: string;
  /** For a template, what the key must match. */
  pattern?: RegExp;
}

export interface CodeKeyOptions {
  /** The namespace of useTranslation() without arguments (i18next's defaultNS). */
  defaultNamespace: string;
}

/**
 * Finds the keys that code under `srcDir` passes to a translate function: the `t` of
 * useNamespace('ns', …) and useTranslation('ns' | ['ns', …]), the result of a hook defined as
 * `() => useNamespace('ns', strings).t` (useCatalogText and the like), and a parameter typed
 * Translate (namespace unknown). Keys built at run time from a variable are out of reach.
 */
export function findCodeKeys(srcDir: string, options: CodeKeyOptions): CodeKey[] {
  const files = sourceFiles(srcDir);
  const program = ts.createProgram(files, { noLib: true, noResolve: true, allowJs: false, jsx: ts.JsxEmit.Preserve, types: [] });
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)!);
  const hooks = new Map<string, string>();
  for (const source of sources) findHooks(source, options, hooks);
  const keys: CodeKey[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length > 0) {
        const namespace = translateNamespace(node.expression, checker, hooks, options);
        if (namespace !== null) {
          const key = keyOf(node, source, namespace);
          if (key) keys.push(key);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** `export const useXText = () => useNamespace('ns', strings).t`: hook name to namespace. */
function findHooks(source: ts.SourceFile, options: CodeKeyOptions, hooks: Map<string, string>): void {
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isArrowFunction(node.initializer)) {
      const body = node.initializer.body;
      if (ts.isPropertyAccessExpression(body) && body.name.text === 't' && ts.isCallExpression(body.expression)) {
        const namespaces = hookCallNamespaces(body.expression, options);
        if (namespaces) hooks.set(node.name.text, namespaces[0]!);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The namespaces of a useNamespace('ns', …) or useTranslation(…) call (the first is t's), else undefined. */
function hookCallNamespaces(call: ts.CallExpression, options: CodeKeyOptions): string[] | undefined {
  if (!ts.isIdentifier(call.expression)) return undefined;
  const [first] = call.arguments;
  if (call.expression.text === 'useNamespace') return first && ts.isStringLiteralLike(first) ? [first.text] : undefined;
  if (call.expression.text !== 'useTranslation') return undefined;
  if (!first) return [options.defaultNamespace];
  if (ts.isStringLiteralLike(first)) return [first.text];
  if (ts.isArrayLiteralExpression(first) && first.elements.length > 0 && first.elements.every(ts.isStringLiteralLike))
    return first.elements.map((e) => (e as ts.StringLiteralLike).text);
  return undefined;
}

/** The namespace of a translate function called by name: a string, undefined for any, null when it is no translate function. */
function translateNamespace(callee: ts.Identifier, checker: ts.TypeChecker, hooks: Map<string, string>, options: CodeKeyOptions): string | undefined | null {
  const declaration = checker.getSymbolAtLocation(callee)?.declarations?.[0];
  if (!declaration) return null;
  if (ts.isParameter(declaration)) {
    const type = declaration.type;
    return type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Translate' ? undefined : null;
  }
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const init = declaration.initializer;
    if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && hooks.has(init.expression.text)) return hooks.get(init.expression.text)!;
    if (ts.isPropertyAccessExpression(init) && init.name.text === 't' && ts.isCallExpression(init.expression))
      return hookCallNamespaces(init.expression, options)?.[0] ?? null;
    return null;
  }
  if (ts.isBindingElement(declaration)) {
    const property = declaration.propertyName ?? declaration.name;
    const holder = declaration.parent.parent;
    if (
      !ts.isIdentifier(property) ||
      property.text !== 't' ||
      !ts.isVariableDeclaration(holder) ||
      !holder.initializer ||
      !ts.isCallExpression(holder.initializer)
    )
      return null;
    return hookCallNamespaces(holder.initializer, options)?.[0] ?? null;
  }
  return null;
}

function keyOf(call: ts.CallExpression, source: ts.SourceFile, namespace: string | undefined): CodeKey | undefined {
  const [argument, callOptions] = call.arguments;
  const line = source.getLineAndCharacterOfPosition(call.getStart(source)).line + 1;
  const file = source.fileName;
  const ns = (callOptions && ts.isObjectLiteralExpression(callOptions) ? optionNamespace(callOptions) : undefined) ?? namespace;
  if (argument && ts.isStringLiteralLike(argument)) return { file, line, namespace: ns, key: argument.text };
  if (argument && ts.isTemplateExpression(argument)) {
    const parts = [argument.head.text, ...argument.templateSpans.map((span) => span.literal.text)];
    const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
    return { file, line, namespace: ns, key: parts.join('${…}'), pattern };
  }
  return undefined;
}

function optionNamespace(options: ts.ObjectLiteralExpression): string | undefined {
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'ns' && ts.isStringLiteralLike(property.initializer))
      return property.initializer.text;
  }
  return undefined;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
