import type { Locale } from '@/lib/i18n/locale';

/**
 * A record in the language of the page that shows it. A Spanish page exists only where its
 * records have Spanish files (docs/decisions/110-two-languages.md), so asking for a Spanish
 * record that has none is a mistake in the code, not a gap to fill with English.
 */
export function byLocale<T>(name: string, english: T, spanish: T | null): (locale: Locale) => T {
  return (locale) => {
    if (locale === 'en') return english;
    if (spanish) return spanish;
    throw new Error(`A Spanish page asked for content/${name}.es.json, which does not exist`);
  };
}
