import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from './page-bytes';

/**
 * The owner's words a client island must not carry in its code. An island that imports a records
 * module (even for one constant beside the records) bundles every record of that module into the
 * first-load JavaScript of each page that shows it: bytes every visitor pays for, growing with the
 * records. Islands get the words they show as props from the server-rendered page instead.
 *
 * A record's word is any text value of a data file long enough to be prose (a sentence, a
 * description): short labels ("Call", "Next") could match code by chance.
 */
export function recordSentences(contentDir: string, minLength = 60): string[] {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= minLength && value.includes(' ')) found.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(contentDir, { recursive: true }).map(String)) {
    if (file.endsWith('.json')) collect(JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')));
  }
  return [...found];
}

/** How a string is written inside minified code: JSON-escaped, without its quotes. */
const asInCode = (text: string) => JSON.stringify(text).slice(1, -1);

/** Each first-load script of the pages that carries one of `sentences`, with the first it carries. */
export function recordsInFirstLoad(root: string, htmlFiles: string[], sentences: string[]): { src: string; sentence: string }[] {
  const scripts = new Set(htmlFiles.flatMap((file) => firstLoadScripts(readFileSync(path.join(root, file), 'utf8'))));
  const hits: { src: string; sentence: string }[] = [];
  for (const src of [...scripts].sort()) {
    const code = readFileSync(path.join(root, new URL(src, 'http://site.invalid').pathname), 'utf8');
    const sentence = sentences.find((text) => code.includes(text) || code.includes(asInCode(text)));
    if (sentence) hits.push({ src, sentence });
  }
  return hits;
}
