import { fill } from './fill';
import type { ServiceAreaRecord } from './schemas/service-area';
import type { Phrases } from './schemas/site';

/** "nine" for nine counties: how the texts count them. */
export function countyCountWord(area: ServiceAreaRecord, phrases: Phrases): string {
  return phrases.numbers[area.counties.length] ?? String(area.counties.length);
}

/** "Hernando, Pasco, …, Lee and Collier counties" (or "Sarasota County" for one). */
export function countyList(area: ServiceAreaRecord, phrases: Phrases): string {
  const names = area.counties;
  if (names.length === 1) return fill(phrases.county, { county: names[0] });
  const list = `${names.slice(0, -1).join(', ')} ${phrases.and} ${names[names.length - 1]}`;
  return fill(phrases.counties, { list });
}

/** "the nine counties from Hernando to Collier": the counties in a phrase short enough for a sentence. */
export function countySpan(area: ServiceAreaRecord, phrases: Phrases): string {
  const names = area.counties;
  if (names.length === 1) return fill(phrases.county, { county: names[0] });
  return fill(phrases.countySpan, { count: countyCountWord(area, phrases), first: names[0], last: names[names.length - 1] });
}
