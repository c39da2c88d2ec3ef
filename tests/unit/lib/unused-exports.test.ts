import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface SourceFile {
  /** Relative to the repository, with forward slashes. */
  file: string;
  source: string;
}

const root = process.cwd();
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'generated', '.generated', 'blank-app', 'next-export'].includes(entry.name) ? [] : walk(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The file an import names, among `known`; undefined for a package or a file outside them. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
      : undefined;
  if (base === undefined) return undefined;
  return extensions.map((ext) => base + ext).find((candidate) => known.has(candidate));
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A module's own exported names and what it re-exports from elsewhere. */
function exportsOf(sourceFile: ts.SourceFile) {
  const names: string[] = [];
  /** Exported interfaces and types: a component's XxxProps is part of its signature (the style guide's convention), not checked. */
  const types: string[] = [];
  /** `export { a as b } from './x'`: b here is a in x. */
  const forwarded: { name: string; from: string; as: string }[] = [];
  const starFrom: string[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (!statement.exportClause && from) starFrom.push(from);
      else if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) {
          if (statement.isTypeOnly || element.isTypeOnly) types.push(element.name.text);
          else if (from) forwarded.push({ name: (element.propertyName ?? element.name).text, from, as: element.name.text });
          else names.push(element.name.text);
        }
    } else if (ts.isExportAssignment(statement)) names.push('default');
    else if (isExported(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) names.push('default');
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        }
      else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) types.push(statement.name.text);
      else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        names.push((statement.name as ts.Identifier).text);
    }
  }
  return { names, types, forwarded, starFrom };
}

/** Every name a module takes from another: [specifier, name], '*' for all of them. */
function importsOf(sourceFile: ts.SourceFile): [string, string][] {
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause?.name) found.push([from, 'default']);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push([from, '*']);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) found.push([from, (element.propertyName ?? element.name).text]);
      if (!clause) found.push([from, '*']);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      // A re-export passes the names on; whether they are used is decided where they arrive.
    } else if (
      (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) ||
      (ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ['require', 'mock', 'requireActual'].includes(node.expression.text)) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['mock', 'requireActual', 'doMock'].includes(node.expression.name.text))
    ) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push([first.text, '*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push([node.argument.literal.text, node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The exports of `checked` files that no file imports: "file: name". An import through a
 * re-export counts for the original; `import * as`, `import()`, `require` and jest.mock count
 * for every export of the module. `importers` decides whose imports count.
 */
function unusedExports(files: readonly SourceFile[], checked: (file: string) => boolean, importers: (file: string) => boolean): string[] {
  const known = new Set(files.map((f) => f.file));
  const parsed = new Map(
    files.map((f) => [
      f.file,
      ts.createSourceFile(f.file, f.source, ts.ScriptTarget.Latest, false, f.file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
    ]),
  );
  const moduleExports = new Map([...parsed].map(([file, sf]) => [file, exportsOf(sf)]));
  const used = new Set<string>();
  const mark = (file: string, name: string, seen = new Set<string>()) => {
    const key = `${file}: ${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    used.add(key);
    const own = moduleExports.get(file);
    if (!own) return;
    for (const forward of own.forwarded) {
      const target = resolve(file, forward.from, known);
      if (target && (name === '*' || forward.as === name)) mark(target, name === '*' ? '*' : forward.name, seen);
    }
    for (const from of own.starFrom) {
      const target = resolve(file, from, known);
      if (target) mark(target, name, seen);
    }
  };
  for (const [file, sf] of parsed) {
    if (!importers(file)) continue;
    for (const [specifier, name] of importsOf(sf)) {
      const target = resolve(file, specifier, known);
      if (target) mark(target, name);
    }
  }
  return [...moduleExports].flatMap(([file, own]) =>
    checked(file) && !used.has(`${file}: *`)
      ? [...own.names, ...own.forwarded.map((f) => f.as)].filter((name) => !used.has(`${file}: ${name}`)).map((name) => `${file}: ${name}`)
      : [],
  );
}

const everyFile = (): SourceFile[] =>
  ['app', 'components', 'lib', 'scripts', 'tests']
    .flatMap(walk)
    .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));

const isChecked = (file: string) => /^(lib|components)\//.test(file);
const isProduct = (file: string) => !file.startsWith('tests/');

/**
 * Exports only tests import, allowed because a test checks them as a unit (a pure function, the
 * limit it keeps, the record list a rule is checked over). A test-only export not listed here
 * fails, and so does a name listed here that the site's code now imports or that is gone: an
 * export that is the module's own detail stays unexported.
 */
const testOnly = [
  'components/forms/form-field.tsx: fieldMaxLength',
  'components/json-ld.tsx: serializeJsonLd',
  'components/ui/button.tsx: Button',
  'lib/browser/carousel.ts: wrapIndex',
  'lib/browser/visitor-busy.ts: recentScrollMs',
  'lib/content/brands.ts: brands',
  'lib/content/cities.ts: getCityPage',
  'lib/content/cities.ts: primaryCityPage',
  'lib/content/counties.ts: countyCountWord',
  'lib/content/counties.ts: countyList',
  'lib/content/counties.ts: countySpan',
  'lib/content/faq.ts: faqEntries',
  'lib/content/one-off-pages.ts: oneOffProblems',
  'lib/content/projects.ts: galleryProjects',
  'lib/content/projects.ts: projectCategories',
  'lib/content/services.ts: emergencyCopy',
  'lib/content/services.ts: inspectionPoints',
  'lib/content/services.ts: inspectionLabel',
  'lib/content/team.ts: teamMembers',
  'lib/content/troubleshooting.ts: symptoms',
  'lib/facts/price.ts: priceRangeText',
  'lib/facts/review-profile.ts: placeholderPlaceId',
  // No page shows the review form since writing a review left /reviews for /review-us; kept, tested, until that page takes it.
  'lib/forms/definitions.ts: reviewForm',
  'lib/leads/attribution.ts: parseAttribution',
  'lib/leads/contact-links.ts: maxBodyLength',
  'lib/leads/contact-links.ts: leadText',
  'lib/leads/contact-links.ts: smsLink',
  'lib/leads/contact-links.ts: whatsappLink',
  'lib/leads/contact-links.ts: emailLink',
  'lib/leads/fields.ts: defaultCityContext',
  'lib/pages/forms.ts: pageForms',
  'lib/pages/forms.ts: spanishPageForms',
  'lib/pages/places.ts: maxTownLinks',
  'lib/pages/registry.ts: sharedSpanishFiles',
  'lib/pages/registry.ts: pageAt',
  'lib/photos/plan.ts: jpegQualities',
  'lib/photos/plan.ts: fitWithin',
  'lib/service-area/city-match.ts: placeAliases',
  'lib/service-area/geolocation.ts: geolocationOptions',
  'lib/service-area/geolocation.ts: geolocationErrors',
  'lib/service-area/geolocation.ts: reverseGeocodeUrl',
  'lib/service-area/geolocation.ts: placeNameFrom',
  'lib/service-area/geolocation.ts: cityAt',
  'lib/service-area/region-zips.ts: RegionZipError',
  'lib/site/metadata.ts: languageAlternates',
  'lib/site/navigation.ts: linkIn',
  'lib/site/routes.ts: allRoutes',
  'lib/structured-data/article.ts: articleWordCount',
  'lib/structured-data/jsonld.ts: businessType',
];

describe('no export nothing imports (lib/ and components/)', () => {
  const files = everyFile();
  const unusedBySite = unusedExports(files, isChecked, isProduct);
  const unusedByAll = new Set(unusedExports(files, isChecked, () => true));

  it('every value a module exports is imported by the site, its scripts, or (listed) a test', () => {
    expect([...unusedByAll]).toEqual([]);
  });

  it('the exports only tests import are exactly the listed ones', () => {
    expect(unusedBySite.filter((name) => !unusedByAll.has(name)).sort()).toEqual([...testOnly].sort());
  });

  it('finds an export nothing imports however the others are reached (planted)', () => {
    const planted: SourceFile[] = [
      {
        file: 'lib/x/a.ts',
        source:
          'export const used = 1;\nexport function unused() {}\nexport interface Shape {}\nexport const viaBarrel = 2;\nexport const viaStar = 3;',
      },
      { file: 'lib/x/b.ts', source: "export { viaBarrel as renamed } from './a';\nexport * from './a';" },
      { file: 'lib/x/e.ts', source: 'export const lazy = 4;' },
      { file: 'lib/x/c.ts', source: 'export const onlyTests = 5;\nexport default function Page() {}' },
      { file: 'lib/x/d.ts', source: 'export const whole = 6;' },
      {
        file: 'app/page.tsx',
        source: [
          "import { used } from '@/lib/x/a';",
          "import { renamed, viaStar } from '../lib/x/b';",
          "import Page from '@/lib/x/c';",
          "const lazy = await import('@/lib/x/e');",
          "import * as d from '@/lib/x/d';",
        ].join('\n'),
      },
      { file: 'tests/unit/c.test.ts', source: "import { onlyTests } from '@/lib/x/c';" },
    ];
    expect(unusedExports(planted, isChecked, () => true)).toEqual(['lib/x/a.ts: unused']);
    expect(unusedExports(planted, isChecked, isProduct)).toEqual(['lib/x/a.ts: unused', 'lib/x/c.ts: onlyTests']);
  });
});
