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

/** "position 520" in JSON.parse's words, as the line and column an editor shows. */
function whereInText(text: string, reason: string): string {
  const position = /position (\d+)/.exec(reason);
  if (!position) return '';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return ` at line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
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
    const where = whereInText(text, reason);
    const what = reason.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
    problems.push({ file, field: '', message: `cannot be read${where} (${what}); check for a missing comma, quote or bracket there` });
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
