import { type Locale, languageTags } from '@/lib/i18n/locale';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * '2026-10-06' -> 'October 6, 2026' ('6 de octubre de 2026' in Spanish), the same on every machine
 * (dates are calendar days, read as UTC).
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
