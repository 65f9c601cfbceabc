import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** What the code says about translation keys, read from its syntax tree (comments do not count). */
export interface SourceKeys {
  /** Every string literal, wherever it stands: a key may travel in a constant or an object before `t()` sees it. */
  literals: Set<string>;
  /** The literal first arguments of `t()`, `i18n.t()` and `translate()`: certainly keys. */
  translated: Set<string>;
  /** The literals given to a property or constant named for a key, as the API words the problems of its error answers. */
  messages: Set<string>;
  /** The literals handed to a function as one of its arguments. */
  arguments: Set<string>;
  /** Keys built at run time from a literal start, e.g. `form.panels.${key}`: each `${…}` stands for one key segment. */
  families: RegExp[];
}

const TRANSLATE = new Set(['t', 'translate']);

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** A property or constant named for a key: `key`, `messageKey`, `DEFAULT_KEY`. */
const KEY_NAME = /^key$|Key$|^KEY$|_KEY$/;
const namesKey = (node: ts.Node) =>
  (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
  ts.isIdentifier(node.name) &&
  KEY_NAME.test(node.name.text);

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `form.panels.${key}` → /^form\.panels\.[^.]+$/; a template that starts with a placeholder names no family. */
function family(template: ts.TemplateExpression): RegExp | undefined {
  if (!/^[A-Za-z][\w/-]*\./.test(template.head.text)) return undefined;
  const pattern = template.templateSpans.reduce(
    (source, span) => `${source}[^.]+${escape(span.literal.text)}`,
    escape(template.head.text),
  );
  return new RegExp(`^${pattern}$`);
}

const noKeys = (): SourceKeys => ({
  literals: new Set(),
  translated: new Set(),
  messages: new Set(),
  arguments: new Set(),
  families: [],
});

const isLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** Reads one file's keys into `into`. */
export function scanSource(text: string, fileName = 'source.tsx', into: SourceKeys = noKeys()): SourceKeys {
  const visit = (node: ts.Node, inKey: boolean) => {
    if (isLiteral(node)) {
      into.literals.add(node.text);
      if (inKey) into.messages.add(node.text);
    }
    if (ts.isCallExpression(node))
      for (const argument of node.arguments) if (isLiteral(argument)) into.arguments.add(argument.text);
    if (ts.isTemplateExpression(node)) {
      const built = family(node);
      if (built) into.families.push(built);
    }
    if (ts.isCallExpression(node) && TRANSLATE.has(calleeName(node) ?? '')) {
      const [first] = node.arguments;
      if (first && isLiteral(first)) into.translated.add(first.text);
    }
    ts.forEachChild(node, (child) => visit(child, inKey || namesKey(node)));
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX), false);
  return into;
}

/** The files below `dir` whose names end in one of `extensions`. */
export function filesBelow(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function scanSources(files: readonly string[]): SourceKeys {
  const into = noKeys();
  for (const file of files) scanSource(readFileSync(file, 'utf8'), file, into);
  return into;
}

/** Every string in a JSON document, keys of objects aside. */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(jsonStrings);
  return [];
}
