/**
 * Finds statements of the service area in a page's text that disagree with the service-area
 * record: a span between places in different counties ("Palmetto down to Punta Gorda") other
 * than the record's summary, a list of counties other than the record's, or a count of the
 * counties served other than theirs. A span inside one county ("from West Bradenton to Lakewood
 * Ranch") describes a town, and a town's own counties (Englewood's "Sarasota and Charlotte
 * Counties") are a fact about it, not the area. Shared by the export test (tests/e2e/any-width/service-area-statements.spec.ts) and its own unit
 * test, which shows it catches each kind.
 */
export interface AreaView {
  summary: string;
  counties: readonly string[];
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const placeName = String.raw`(?:St\.|[A-Z][a-z]+)(?: [A-Z][a-z]+){0,2}`;
const span = new RegExp(String.raw`\b(${placeName}) (?:down |up |over |all the way )?to (${placeName})\b`, 'g');
const countyList = /\b((?:[A-Z][a-z]+, )*[A-Z][a-z]+,? and [A-Z][a-z]+) counties\b/g;
const countyCount = new RegExp(
  String.raw`\b(?:across|in|serve|serves|serving|cover|covers|covering|throughout) (?:the |all |all the )?(${numberWords.join('|')}|\d+) (?:[A-Z][a-z]+ )*counties\b`,
  'gi',
);

const key = (place: string) => place.toLowerCase().replace(/^saint /, 'st. ');

/** Counties named in a city record's county field: "Sarasota and Charlotte Counties" -> Sarasota, Charlotte. */
export function countiesOf(field: string): string[] {
  return field.replace(/ count(?:y|ies)$/i, '').split(/, and |, | and /);
}

/**
 * Problems in `text`, each naming the statement. `places` maps each place name that can end a
 * span to its counties (none for places outside the area); `localFacts` are the towns' own
 * county statements.
 */
export function areaStatementProblems(
  text: string,
  area: AreaView,
  places: ReadonlyMap<string, readonly string[]>,
  localFacts: readonly string[] = [],
): string[] {
  const counties = new Map<string, readonly string[]>();
  for (const [name, list] of places) counties.set(key(name), [...(counties.get(key(name)) ?? []), ...list]);
  const known = new Set(counties.keys());
  const facts = new Set(localFacts.map((fact) => fact.toLowerCase()));
  const problems: string[] = [];
  const flat = text.replace(/\s+/g, ' ');
  for (const [statement, from, to] of flat.matchAll(span)) {
    // "Spring Hill" inside "…in Spring Hill to…" is found whole; a longer run of capitals is trimmed from the left.
    const start = from
      .split(' ')
      .map((_, i, words) => words.slice(i).join(' '))
      .find((name) => known.has(key(name)));
    const end = to
      .split(' ')
      .map((_, i, words) => words.slice(0, words.length - i).join(' '))
      .find((name) => known.has(key(name)));
    if (!start || !end) continue;
    const local = counties.get(key(start))!.some((county) => counties.get(key(end))!.includes(county));
    if (!local && `${start} to ${end}` !== area.summary) problems.push(`"${statement}" (the record says ${area.summary})`);
  }
  for (const [statement, names] of flat.matchAll(countyList)) {
    if ([...facts].some((fact) => statement.toLowerCase().endsWith(fact))) continue;
    const listed = names.split(/, and |, | and /);
    const same = listed.length === area.counties.length && listed.every((name, i) => name === area.counties[i]);
    if (!same) problems.push(`"${statement}" (the record lists ${area.counties.join(', ')})`);
  }
  for (const [statement, count] of flat.matchAll(countyCount)) {
    const n = /^\d+$/.test(count) ? Number(count) : numberWords.indexOf(count.toLowerCase());
    if (n !== area.counties.length) problems.push(`"${statement}" (the record has ${area.counties.length} counties)`);
  }
  return problems;
}
