import type { Locale } from '@/lib/i18n/locale';
import { data, es } from '@/lib/content/generated/team';
import { byLocale } from './by-locale';

const teamIn = byLocale('team', data, es);

export type Person = (typeof data.technicians)[number];

/**
 * The people shown on /about-us and the home page (content/team.json): only those the owner has
 * made real. A shipped example is never shown as if it were a person.
 */
export const teamMembers: readonly Person[] = [data.owner, ...data.technicians].filter((person) => !person.sample);

/** The same people, described in a page's language. */
export function teamMembersIn(locale: Locale): readonly Person[] {
  const record = teamIn(locale);
  return [record.owner, ...record.technicians].filter((person) => !person.sample);
}
