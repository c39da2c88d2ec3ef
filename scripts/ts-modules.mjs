// Lets the owner's Node scripts (leads:check, launch:check) use the site's own TypeScript
// records and logic instead of copies: transpiles a .ts module and everything it imports
// through '@/' or relative paths (types erased, nothing type-checked) into
// node_modules/.cache/ts-modules/<pid>/ and imports the result. Plain .mjs/.js/.json imports are
// used as they are; packages resolve from node_modules as usual.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const cwd = process.cwd();
// One folder per process (two checks may run at once), removed when the process ends.
const cacheDir = path.join(cwd, 'node_modules', '.cache', 'ts-modules', String(process.pid));
process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }));

function resolveSpecifier(specifier, fromFile, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
}

const done = new Map();

function compile(file, root) {
  if (done.has(file)) return done.get(file);
  if (!/\.tsx?$/.test(file)) return pathToFileURL(file).href;
  const target = path.join(cacheDir, `${path.relative(cwd, file).replace(/\.\.(\/|\\)/g, '_up$1')}.mjs`);
  done.set(file, pathToFileURL(target).href);
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false },
  });
  const rewritten = outputText.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\2/g, (whole, lead, quote, specifier) => {
    const resolved = resolveSpecifier(specifier, file, root);
    return resolved ? `${lead}${quote}${compile(resolved, root)}${quote}` : whole;
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, rewritten);
  return done.get(file);
}

/**
 * Imports a TypeScript module (path relative to `root`, the repository by default; '@/' imports
 * resolve from `root` too, so a test can point it at a fixture tree).
 */
export function importTs(relativePath, root = cwd) {
  return import(compile(path.resolve(root, relativePath), path.resolve(root)));
}
