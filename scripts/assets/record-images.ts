// Which pictures the records name, and where: the image pipeline fails only on a picture a record
// names (a HEIC or a damaged file left in the folder and named by nothing is only noted, and never
// published), and says which record and field to fix.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';

/** A path under /images/ as a record writes it (spaces, brackets and accents allowed: the editor may keep a phone's name). */
const picturePath = /^\/images\/[^"<>?#\n]+\.[a-z0-9]+$/i;

/** Where a record names a picture: "content/gallery.json, projects[0].afterImage.src". */
export type RecordImages = Map<string, string[]>;

function walk(value: unknown, trail: string, found: (text: string, trail: string) => void): void {
  if (typeof value === 'string') found(value, trail);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${trail}[${index}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, trail ? `${trail}.${key}` : key, found);
}

/** Every picture path the data files under contentDir name, each with the places that name it. */
export async function recordImages(contentDir: string): Promise<RecordImages> {
  const named: RecordImages = new Map();
  const add = (src: string, where: string) => {
    const key = safeDecode(src);
    named.set(key, [...(named.get(key) ?? []), where]);
  };
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(entry.parentPath, entry.name);
    const shown = file.split(path.sep).join('/');
    const text = await readFile(file, 'utf8');
    if (!/\.(json|md)$/.test(entry.name)) continue;
    let data: unknown;
    try {
      data = entry.name.endsWith('.json') ? JSON.parse(text) : matter(text).data;
    } catch {
      continue; // the content build names a file it cannot read
    }
    walk(data, '', (value, trail) => picturePath.test(value) && add(value, `${shown}, ${trail}`));
    if (entry.name.endsWith('.md'))
      for (const match of matter(text).content.matchAll(/\/images\/[^\s"'()<>]+\.[a-z0-9]+/gi)) add(match[0], shown);
  }
  return named;
}

/** `/images/photos/IMG%200412.jpg` and `/images/photos/IMG 0412.jpg` are one file. */
export function safeDecode(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}
