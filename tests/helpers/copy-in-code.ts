import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds words a visitor would read that are typed in code instead of read from a record: JSX
 * text, and strings given to the props and fields that hold copy (title, intro, aria-label...).
 * Only literal text counts: `{words.title}` or `fill(words.call, { phone })` is a record's.
 */

/** Props, fields and defaults whose string is shown or read out to a visitor. */
export const copyProps = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'ariaLabel',
  'callLabel',
  'caption',
  'description',
  'emptyOption',
  'eyebrow',
  'formLabel',
  'heading',
  'hint',
  'intro',
  'label',
  'lead',
  'placeholder',
  'playLabel',
  'scheduleLabel',
  'subtitle',
  'text',
  'title',
]);

export interface CopyFinding {
  file: string;
  line: number;
  text: string;
}

/** More than two words: "Call Now" is a label, "Call us today" a sentence. */
const wordsIn = (text: string) => text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
const isCopy = (text: string) => wordsIn(text).length > 2;

/** The literal words of a string or template expression (a template's `${...}` parts are not its words). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const parts = [literalText(node.whenTrue), literalText(node.whenFalse)].filter((part) => part !== undefined);
    return parts.length ? parts.join(' | ') : undefined;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [literalText(node.left), literalText(node.right)].filter((part) => part !== undefined);
    return parts.length ? parts.join(' ') : undefined;
  }
  return undefined;
}

const nameOf = (name: ts.Node): string | undefined => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** Every piece of copy typed in one source file. */
export function findCopy(source: string, file: string): CopyFinding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: CopyFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (isCopy(clean)) found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: clean });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && copyProps.has(node.name.getText(tree))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value && literalText(value);
      if (text !== undefined) report(node, text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text !== undefined) report(node, text);
    } else if ((ts.isPropertyAssignment(node) || ts.isBindingElement(node) || ts.isParameter(node)) && node.name) {
      const name = nameOf(ts.isBindingElement(node) ? (node.propertyName ?? node.name) : node.name);
      const text = name && copyProps.has(name) && node.initializer ? literalText(node.initializer) : undefined;
      if (text !== undefined) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The .ts and .tsx files under `folders`, relative to `root`, leaving out `skip` (folders or files). */
export function sourceFiles(root: string, folders: readonly string[], skip: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      if (skip.some((s) => rel === s || rel.startsWith(`${s}/`))) return [];
      if (entry.isDirectory()) return walk(rel);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
    });
  return folders.flatMap(walk).sort();
}

export const readSource = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
