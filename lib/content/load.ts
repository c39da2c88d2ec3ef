import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import type { ContentCollection } from './collections';
import { type ContentProblem, problemsFromZod } from './problems';

/** One parsed data file: where it is, its name without extension, and its checked record. */
export interface ContentFile<T = unknown> {
  file: string;
  slug: string;
  data: T;
}

interface LoadedCollection {
  collection: ContentCollection;
  files: ContentFile[];
}

/** YAML front matter turns `date: 2026-10-06` into a Date; the schemas want the text back. */
function datesToText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(datesToText);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToText(v)]));
  return value;
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
    problems.push({ file, field: '', message: `cannot be read (${reason}); check for a missing comma, quote or bracket` });
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

/**
 * Reads and checks every data file of the collections under `root` (the project folder). Never
 * throws for a bad file: each problem is collected with its file and field, so one run names them all.
 */
export function loadCollections(root: string, collections: readonly ContentCollection[]) {
  const problems: ContentProblem[] = [];
  const loaded: LoadedCollection[] = collections.map((collection) => {
    if (collection.kind === 'file') {
      if (!existsSync(path.join(root, collection.file))) {
        problems.push({ file: collection.file, field: '', message: 'is missing' });
        return { collection, files: [] };
      }
      const data = parseFile(root, collection.file, collection.schema, problems);
      return { collection, files: data === undefined ? [] : [{ file: collection.file, slug: collection.name, data }] };
    }
    const names = readdirSync(path.join(root, collection.folder))
      .filter((name) => name.endsWith(`.${collection.extension}`))
      .sort();
    const files = names.flatMap((name): ContentFile[] => {
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
    return { collection, files };
  });
  return { loaded, problems };
}
