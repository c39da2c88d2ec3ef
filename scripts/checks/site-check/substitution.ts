// The "substitution test" for place pages (docs/decisions/073-place-pages.md): swap a page's own
// place name for a placeholder and ask how much of its main text another place page already says.
// A city file copied with the names changed scores near 1; pages written in their own words stay
// low. Measured on what a visitor reads: each page's <main> text, as five-word sequences.

/**
 * The highest share of two place pages' five-word sequences that both may have. The landed city
 * pages' worst pair was 0.35 in English and 0.10 in Spanish; a city file copied from another with
 * only the names changed scores above 0.9.
 */
export const maxSharedSequences = 0.4;

/** Sequence length: five words, as the duplicate-content measures of search engines' guidance use. */
const sequenceLength = 5;

export interface PlacePage {
  file: string;
  /** The place the page is about, as its structured data names it. */
  place: string;
  /** The page's language ('en', 'es'): pages are compared with pages of their own language. */
  language: string;
  mainText: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's words, lower-cased, its own place name (and its "St."/"Saint" spelling) as one placeholder word. */
export function placeWords(text: string, place: string): string[] {
  const names = [place, place.replace(/^St\.? /, 'Saint '), place.replace(/^Saint /, 'St. ')];
  const pattern = new RegExp(`(?<![\\p{L}])(?:${[...new Set(names)].map(escape).join('|')})(?![\\p{L}])`, 'giu');
  return text
    .replace(pattern, ' PLACE ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct five-word sequences of a list of words. */
export function sequences(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (let index = 0; index + sequenceLength <= words.length; index += 1) found.add(words.slice(index, index + sequenceLength).join(' '));
  return found;
}

/** The share of the two pages' sequences that both have (0: nothing in common, 1: the same text). */
export function sharedShare(page: ReadonlySet<string>, other: ReadonlySet<string>): number {
  let shared = 0;
  for (const sequence of page) if (other.has(sequence)) shared += 1;
  const all = page.size + other.size - shared;
  return all === 0 ? 0 : shared / all;
}

export interface SubstitutionPair {
  file: string;
  other: string;
  share: number;
}

/**
 * Drops what every place page of a language says (the lead form, the call band, the trust
 * badges): a block the same on every page says nothing about one place, so it neither makes a
 * page distinct nor a copy. Anything on all but one page stays in the measure.
 */
function withoutSharedBlocks<T extends { language: string; sequences: Set<string> }>(pages: T[]): T[] {
  const everywhere = new Map<string, Set<string>>();
  for (const language of new Set(pages.map((page) => page.language))) {
    const group = pages.filter((page) => page.language === language);
    const common =
      group.length > 1 ? [...group[0].sequences].filter((sequence) => group.every((page) => page.sequences.has(sequence))) : [];
    everywhere.set(language, new Set(common));
  }
  return pages.map((page) => {
    const common = everywhere.get(page.language) ?? new Set<string>();
    return { ...page, sequences: new Set([...page.sequences].filter((sequence) => !common.has(sequence))) };
  });
}

/** For each place page, the other page of its language it shares most with, and how much. */
export function closestPairs(pages: readonly PlacePage[]): SubstitutionPair[] {
  const measured = withoutSharedBlocks(pages.map((page) => ({ ...page, sequences: sequences(placeWords(page.mainText, page.place)) })));
  return measured.flatMap((page) => {
    const others = measured.filter((other) => other.file !== page.file && other.language === page.language);
    const scored = others.map((other) => ({ file: page.file, other: other.file, share: sharedShare(page.sequences, other.sequences) }));
    return scored.sort((a, b) => b.share - a.share).slice(0, 1);
  });
}

/** One line per page whose text is mostly another place page's with the name swapped. */
export function substitutionProblems(pages: readonly PlacePage[], limit = maxSharedSequences): Map<string, string> {
  const problems = new Map<string, string>();
  for (const pair of closestPairs(pages))
    if (pair.share > limit)
      problems.set(
        pair.file,
        `${Math.round(pair.share * 100)}% of its main text's five-word sequences are on ${pair.other} with the place name swapped (at most ${Math.round(limit * 100)}%): write this place in its own words`,
      );
  return problems;
}

/** The most place pages one page may link: a county's towns, or a town's neighbours and county, never every place. */
export const maxPlaceLinks = 15;

/** The most clicks from a language's home page to any of its indexable place pages. */
export const maxClicksFromHome = 3;

/**
 * Pages that link more place pages than `maxPlaceLinks` (every address of one place counts once).
 * `linksOf` gives each page's link targets as export files; `placeOf` the place a file is about.
 */
export function placeLinkProblems(
  linksOf: ReadonlyMap<string, ReadonlySet<string>>,
  placeOf: ReadonlyMap<string, string>,
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [file, targets] of linksOf) {
    const places = new Set([...targets].flatMap((target) => (placeOf.has(target) && target !== file ? [placeOf.get(target)!] : [])));
    if (places.size > maxPlaceLinks)
      problems.set(file, `links ${places.size} town pages (at most ${maxPlaceLinks}): link the county pages, which list their towns`);
  }
  return problems;
}

/** Clicks from `start` to every page it reaches, following `linksOf` breadth first. */
export function clicksFrom(start: string, linksOf: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const clicks = new Map([[start, 0]]);
  let frontier = [start];
  while (frontier.length) {
    const next: string[] = [];
    for (const file of frontier)
      for (const target of linksOf.get(file) ?? [])
        if (!clicks.has(target)) {
          clicks.set(target, clicks.get(file)! + 1);
          next.push(target);
        }
    frontier = next;
  }
  return clicks;
}
