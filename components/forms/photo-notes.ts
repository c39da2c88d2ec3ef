import { fill, plural } from '@/lib/content/fill';
import type { LeadFormWords } from '@/lib/forms/types';
import { type Locale, languageTags } from '@/lib/i18n/locale';

/**
 * The notes read out as photos are added, left out or removed, in the page's language: the
 * record's texts (content/forms.json `photos`) with the picker's numbers and file names.
 */
export function photoNotes(words: LeadFormWords['photos'], locale: Locale) {
  const tag = languageTags[locale];
  return {
    added: (count: number) => plural(words.added, count, tag),
    chosen: (count: number) => (count ? plural(words.chosen, count, tag) : words.none),
    leftOut: (file: string) => (file ? fill(words.leftOut, { file }) : words.leftOutUnnamed),
    overLimit: (count: number) => plural(words.overLimit, count, tag),
    removed: (number: number) => fill(words.removed, { number }),
    removeWhich: (number: number) => fill(words.removeWhich, { number }),
    alt: (number: number) => fill(words.alt, { number }),
  };
}
