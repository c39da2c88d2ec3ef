import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { CollectionName, ContentCollection, RecordOf, collections } from '../../lib/content/collections';
import { type ContentProblem, problemsFromZod } from './problems';
import { mergeTranslation, translationSchema } from './translation';

/** One parsed data file: where it is, its name without extension, and its checked record. */
export interface ContentFile<T = unknown> {
  file: string;
  slug: string;
  data: T;
}

/** A record's Spanish version: the English record with the Spanish file's words, and whether a Spanish speaker has read it. */
export interface TranslatedFile<T = unknown> extends ContentFile<T> {
  reviewed: boolean;
}

export interface LoadedCollection<T = unknown> {
  collection: ContentCollection;
  files: ContentFile<T>[];
  spanish: TranslatedFile<T>[];
}

export type LoadedContent<R = typeof collections> = {
  [N in keyof R]: LoadedCollection<N extends CollectionName ? RecordOf<N> : unknown>;
};

/** YAML front matter turns `date: 2026-10-06` into a Date; the schemas want the text back. */
function datesToText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(datesToText);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToText(v)]));
  return value;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Where the fix of a JSON syntax error goes, in the lines and columns an editor shows. JSON.parse
 * names the token after a missing or extra comma, often on the next line; the comma belongs at
 * the end of the line before, so that line is the one named.
 */
export function jsonSyntaxProblem(text: string, reason: string): string {
  const what = reason
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ \(line \d+ column \d+\)$/, '')
    .replace(/, (\.\.\.)?".*$/s, '');
  const named = /position (\d+)/.exec(reason);
  const columnAt = (index: number) => index - text.lastIndexOf('\n', index - 1);
  if (!named) {
    // Node names no position for some extra commas ("Unexpected token ']'"): the first comma before a closing bracket.
    const extra = /,(\s*)[\]}]/.exec(text);
    if (!extra) return `cannot be read (${what}); check for a missing comma, quote or bracket`;
    const where = extra[1].includes('\n')
      ? `at the end of line ${lineAt(text, extra.index)}`
      : `at line ${lineAt(text, extra.index)}, column ${columnAt(extra.index)}`;
    return `cannot be read: the comma ${where} is one too many before the closing bracket (${what}); delete it`;
  }
  const at = Number(named[1]);
  const before = text.slice(0, at);
  const last = before.search(/\S\s*$/);
  if (last >= 0 && before.slice(last + 1).includes('\n')) {
    const line = lineAt(text, last);
    if (text[last] === ',' && /^[\]}]/.test(text.slice(at)))
      return `cannot be read: the comma at the end of line ${line} is one too many before the closing bracket (${what}); delete it`;
    if (/^Expected ',' or /.test(what)) return `cannot be read: a comma is missing at the end of line ${line} (${what}); add it there`;
    return `cannot be read at the end of line ${line} (${what}); check for a missing comma, quote or bracket there`;
  }
  return `cannot be read at line ${lineAt(text, at)}, column ${columnAt(at)} (${what}); check for a missing comma, quote or bracket there`;
}

function readRaw(root: string, file: string, problems: ContentProblem[]): unknown {
  const text = readFileSync(path.join(root, file), 'utf8');
  try {
    if (file.endsWith('.md')) {
      const { data, content } = matter(text);
      return { ...(datesToText(data) as object), body: content };
    }
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const message = file.endsWith('.md')
      ? `cannot be read (${reason}); check the lines between the two --- lines at the top`
      : jsonSyntaxProblem(text, reason);
    problems.push({ file, field: '', message });
    return undefined;
  }
}

function parseFile(root: string, file: string, schema: z.ZodType, problems: ContentProblem[]): unknown {
  const raw = readRaw(root, file, problems);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  problems.push(...problemsFromZod(file, result.error, raw));
  return undefined;
}

const reviewedField = z.boolean().default(false);

/** The Spanish file beside an English one: `sarasota.json` -> `sarasota.es.json`. */
export const spanishFileOf = (file: string) => file.replace(/\.json$/, '.es.json');

/** Reads a Spanish file and lays its words over the English record; undefined when it does not exist or is wrong. */
function loadSpanish(root: string, collection: ContentCollection, english: ContentFile, problems: ContentProblem[]) {
  const file = spanishFileOf(english.file);
  if (!existsSync(path.join(root, file))) return undefined;
  const words = translationSchema(collection.schema) as z.ZodObject | undefined;
  if (!words) throw new Error(`${collection.name} is marked translated but its schema has no words`);
  const parsed = parseFile(root, file, words.extend({ reviewed: reviewedField }), problems) as { reviewed: boolean } | undefined;
  if (!parsed) return undefined;
  const before = problems.length;
  const data = mergeTranslation(collection.schema, english.data, parsed, file, problems);
  return problems.length === before ? { file, slug: english.slug, data, reviewed: parsed.reviewed } : undefined;
}

/** A file named for a language the site does not have (`venice.fr.json`): a problem naming it. */
function otherLanguage(name: string, file = name): ContentProblem | undefined {
  const language = /\.([a-z]{2}(?:-[a-z]{2,3})?)\.(json|md)$/i.exec(name)?.[1];
  if (!language || language === 'es') return undefined;
  return {
    file,
    field: '',
    message: `is in a language the site does not have ("${language}"); the site is in English (name.json) and Spanish (name.es.json)`,
  };
}

function loadCollection(root: string, listed: ContentCollection, problems: ContentProblem[], contentDir?: string): LoadedCollection {
  // The fixture content of the tests (tests/fixtures/content) stands in for content/.
  const moved = (file: string) => (contentDir ? file.replace(/^content\//, `${contentDir}/`) : file);
  const collection: ContentCollection =
    listed.kind === 'file' ? { ...listed, file: moved(listed.file) } : { ...listed, folder: moved(listed.folder) };
  const spanishOf = (files: ContentFile[]) =>
    collection.translated ? files.flatMap((english) => loadSpanish(root, collection, english, problems) ?? []) : [];
  if (collection.kind === 'file') {
    const base = path.basename(collection.file, '.json');
    const dir = path.dirname(collection.file);
    for (const name of existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [])
      if (name.startsWith(`${base}.`) && otherLanguage(name)) problems.push(otherLanguage(name, `${dir}/${name}`)!);
    if (!existsSync(path.join(root, collection.file))) {
      problems.push({ file: collection.file, field: '', message: 'is missing' });
      return { collection, files: [], spanish: [] };
    }
    const data = parseFile(root, collection.file, collection.schema, problems);
    const files = data === undefined ? [] : [{ file: collection.file, slug: collection.name, data }];
    return { collection, files, spanish: spanishOf(files) };
  }
  const names = readdirSync(path.join(root, collection.folder))
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .sort();
  for (const name of names.filter((name) => otherLanguage(name))) problems.push(otherLanguage(name, `${collection.folder}/${name}`)!);
  const englishNames = names.filter((name) => !name.endsWith(`.es.${collection.extension}`) && !otherLanguage(name));
  for (const name of names.filter((name) => !englishNames.includes(name) && !otherLanguage(name))) {
    const english = name.replace(/\.es\./, '.');
    const file = `${collection.folder}/${name}`;
    if (!collection.translated)
      problems.push({ file, field: '', message: `${collection.label} have no Spanish version; delete this file` });
    else if (!englishNames.includes(english))
      problems.push({ file, field: '', message: `is a Spanish file without its English record ${collection.folder}/${english}` });
  }
  const files = englishNames.flatMap((name): ContentFile[] => {
    const file = `${collection.folder}/${name}`;
    const slug = name.slice(0, -collection.extension.length - 1);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push({ file, field: '', message: 'file name must be lower-case letters, digits and dashes, for example north-port' });
      return [];
    }
    const data = parseFile(root, file, collection.schema, problems);
    if (data === undefined) return [];
    const slugField = collection.slugField;
    if (slugField && (data as Record<string, unknown>)[slugField] !== slug) {
      problems.push({
        file,
        field: slugField,
        message: `expected "${slug}", the file's name (got "${String((data as Record<string, unknown>)[slugField])}")`,
      });
      return [];
    }
    return [{ file, slug, data }];
  });
  return { collection, files, spanish: spanishOf(files) };
}

/**
 * Reads and checks every data file of the collections under `root` (the project folder), or
 * under `contentDir` in place of content/. Never throws for a bad file: each problem is collected
 * with its file and field, so one run names them all.
 */
export function loadCollections<R extends Record<string, Omit<ContentCollection, 'name'>>>(
  root: string,
  registry: R,
  { contentDir }: { contentDir?: string } = {},
): { loaded: LoadedContent<R>; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const loaded = Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => [
      name,
      loadCollection(root, { name, ...entry } as ContentCollection, problems, contentDir),
    ]),
  );
  return { loaded: loaded as LoadedContent<R>, problems };
}
