import type { ServiceAreaRecord } from './schemas/service-area';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "nine" for nine counties: how the texts count them. */
export function countyCountWord(area: ServiceAreaRecord): string {
  return numberWords[area.counties.length] ?? String(area.counties.length);
}

/** "Hernando, Pasco, …, Lee and Collier counties" (or "Sarasota County" for one). */
export function countyList(area: ServiceAreaRecord): string {
  const names = area.counties;
  if (names.length === 1) return `${names[0]} County`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} counties`;
}

/** "the nine counties from Hernando to Collier": the counties in a phrase short enough for a sentence. */
export function countySpan(area: ServiceAreaRecord): string {
  const names = area.counties;
  if (names.length === 1) return `${names[0]} County`;
  return `the ${countyCountWord(area)} counties from ${names[0]} to ${names[names.length - 1]}`;
}
