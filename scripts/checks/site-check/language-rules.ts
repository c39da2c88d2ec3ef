// The site checker's rules for the two languages (docs/decisions/110-two-languages.md): each
// page's lang, the hreflang sets, and Spanish pages that are not really Spanish.

export interface Alternate {
  hreflang: string;
  href: string;
}

/** What the language rules read of one exported page. */
export interface LanguagePage {
  file: string;
  url: string;
  lang: string | null;
  indexable: boolean;
  alternates: Alternate[];
  /** The page's own words: its <main>, without the header, menus and footer. */
  mainText: string;
  /** Where its language link leads (`a[hreflang]` in the header), for a pair without hreflang. */
  counterpart: string | null;
  /** Its JSON-LD blocks, parsed (the ones that parse). */
  jsonLd?: unknown[];
}

const languageOf = (lang: string | null) => (lang ?? '').toLowerCase().split('-')[0];
const isSpanishFile = (file: string) => file === 'es.html' || file.startsWith('es/');

/** Each page's lang says the language its address does: /es/ pages Spanish, the others English. */
function langProblems(page: LanguagePage): string[] {
  const expected = isSpanishFile(page.file) ? 'es' : 'en';
  const found = languageOf(page.lang);
  return found === expected
    ? []
    : [`lang is "${page.lang ?? ''}", expected ${expected} for ${isSpanishFile(page.file) ? 'a Spanish' : 'an English'} page`];
}

/**
 * Reciprocal and self-referencing hreflang, only between indexable pages: a page lists itself,
 * every page it lists exists, is indexable and lists the same set back; x-default is English.
 */
function hreflangProblems(page: LanguagePage, byUrl: Map<string, LanguagePage>): string[] {
  if (page.alternates.length === 0) return [];
  const problems: string[] = [];
  if (!page.indexable) problems.push('has hreflang links but is not indexable (noindex or canonical elsewhere)');
  const own = page.alternates.find((alternate) => alternate.href === page.url);
  if (!own || own.hreflang !== languageOf(page.lang)) problems.push(`hreflang does not name the page itself as "${languageOf(page.lang)}"`);
  const set = (alternates: Alternate[]) =>
    alternates
      .map(({ hreflang, href }) => `${hreflang} ${href}`)
      .sort()
      .join(', ');
  for (const { hreflang, href } of page.alternates) {
    const target = byUrl.get(href);
    if (!target) {
      problems.push(`hreflang ${hreflang} points at ${href}, which is not in the export`);
      continue;
    }
    if (!target.indexable) problems.push(`hreflang ${hreflang} points at ${href}, which is noindex or canonical elsewhere`);
    else if (set(target.alternates) !== set(page.alternates))
      problems.push(
        `hreflang ${hreflang} points at ${href}, which does not list the same pages back (${set(target.alternates) || 'none'})`,
      );
    if (hreflang === 'x-default' && languageOf(target.lang) !== 'en')
      problems.push(`hreflang x-default points at ${href}, not an English page`);
  }
  return problems;
}

const englishWords = new Set(
  'the and you your our we for with to of is are a an in on it that this be or from at by not call door'.split(' '),
);
const spanishWords = new Set(
  'el la los las y su sus usted nuestro nuestra para con de del es son un una en que por no o al lo le se llame puerta'.split(' '),
);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];

/** The words that are not names: a list of towns, counties and brands reads the same in both languages. */
const commonWordsOf = (text: string) => (text.match(/[A-Za-zÁÉÍÓÚÑÜáéíóúñü]+/g) ?? []).filter((word) => /^[a-záéíóúñü]/.test(word));

/** Word trigrams shared with another text, as a share of this text's (names left out). */
function sameText(text: string, other: string): number {
  const trigrams = (words: string[]) => new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
  const mine = trigrams(commonWordsOf(text));
  const theirs = trigrams(commonWordsOf(other));
  if (mine.size === 0) return 0;
  let shared = 0;
  for (const trigram of mine) if (theirs.has(trigram)) shared += 1;
  return shared / mine.size;
}

/**
 * The site's one Spanish word for an estimate is "presupuesto": a page that also says
 * "cotización" (or "cotizar") gives the visitor two words for one thing, one of them the Mexican
 * and Caribbean usage the rest of the site does not speak.
 */
const otherEstimateWords = /\bcotiza(?:ci[oó]n|ciones|r|mos)?\b/i;

/** A Spanish page must read as Spanish: not its English page again, not mostly English words, one word for an estimate. */
function spanishTextProblems(page: LanguagePage, byUrl: Map<string, LanguagePage>): string[] {
  if (!isSpanishFile(page.file)) return [];
  const problems: string[] = [];
  const words = wordsOf(page.mainText);
  const english = words.filter((word) => englishWords.has(word)).length;
  const spanish = words.filter((word) => spanishWords.has(word)).length;
  if (english > spanish) problems.push(`reads mostly English (${english} common English words, ${spanish} Spanish)`);
  const other = otherEstimateWords.exec(page.mainText)?.[0];
  if (other) problems.push(`calls an estimate "${other}": the Spanish pages say "presupuesto"`);
  const counterpart = page.counterpart && byUrl.get(page.counterpart);
  if (counterpart && languageOf(counterpart.lang) === 'en') {
    const share = sameText(page.mainText, counterpart.mainText);
    if (share > 0.5) problems.push(`is mostly the text of ${counterpart.url} (${Math.round(share * 100)}% the same): not translated`);
  }
  return problems;
}

/** Words of the labels code once wrote in English into the structured data (a county, a service, a price guide, payment). */
const englishLabelWords = new Set(
  'county garage repair installation services service price guide emergency cash check credit cards english spanish'.split(' '),
);
/** What is a code, an address or a proper name in any language, not words: its key's values are left alone. */
const factKeys = new Set(['@context', '@type', '@id', 'url', 'sameAs', 'image', 'logo', 'telephone', 'email', 'contactType', 'dayOfWeek']);

/** Every string of a JSON-LD value with its path, the facts' keys left out. */
function jsonLdStrings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonLdStrings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !factKeys.has(key))
      .flatMap(([key, item]) => jsonLdStrings(item, at ? `${at}.${key}` : key));
  return [];
}

/**
 * A Spanish page's structured data speaks Spanish: no name or label in it is English words with
 * no Spanish one (what code once wrote: "Sarasota County, FL", "Garage door repair and
 * installation"). The business's own name, the site's and the nodes' codes are names, not words.
 */
function spanishJsonLdProblems(page: LanguagePage): string[] {
  if (!isSpanishFile(page.file) || !page.jsonLd) return [];
  const nodes = page.jsonLd.flatMap((block) => ((block as { '@graph'?: unknown[] })['@graph'] ?? [block]) as Record<string, unknown>[]);
  const names = new Set(
    nodes
      .filter((node) => node['@type'] === 'WebSite' || String(node['@id'] ?? '').endsWith('#business'))
      .flatMap((node) => [node.name, node.legalName])
      .filter((name): name is string => typeof name === 'string'),
  );
  return nodes
    .flatMap((node, index) => jsonLdStrings(node, `@graph[${index}]`))
    .filter(([, value]) => !names.has(value) && !/^https?:\/\//.test(value))
    .filter(([, value]) => {
      const words = wordsOf(value);
      // "a" is a Spanish word too.
      const english = words.some((word) => word !== 'a' && (englishWords.has(word) || englishLabelWords.has(word)));
      return english && !words.some((word) => spanishWords.has(word));
    })
    .map(([at, value]) => `its JSON-LD ${at} is English on a Spanish page: "${value}" (name it in the Spanish records)`);
}

/** Every page's language problems, by file. */
export function languageProblems(pages: readonly LanguagePage[]): Map<string, string[]> {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return new Map(
    pages.map((page) => [
      page.file,
      [...langProblems(page), ...hreflangProblems(page, byUrl), ...spanishTextProblems(page, byUrl), ...spanishJsonLdProblems(page)],
    ]),
  );
}
