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

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * Days of the week as a sentence lists them, Monday first: ['Fri', 'Tue'] -> 'Tuesday and Friday'
 * ('martes y viernes'); every day of the week -> `everyDay`, the record's word for it.
 */
export function weekdayList(days: readonly (typeof weekdays)[number][], locale: Locale, everyDay: string): string {
  const wanted = new Set(days);
  if (wanted.size === weekdays.length) return everyDay;
  const name = new Intl.DateTimeFormat(languageTags[locale], { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of that week names weekday n.
  const ordered = [1, 2, 3, 4, 5, 6, 0].filter((index) => wanted.has(weekdays[index]));
  const names = ordered.map((index) => name.format(new Date(Date.UTC(2024, 0, index === 0 ? 7 : index))));
  return new Intl.ListFormat(languageTags[locale]).format(names);
}
