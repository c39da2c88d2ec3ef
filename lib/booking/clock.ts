import { type Locale, languageTags } from '@/lib/i18n/locale';
import { weekDays, type WeekDay } from './settings';

/** A calendar day with no zone: the business's "today", "tomorrow"... */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** A moment read on the business's wall clock. */
export interface WallClock {
  date: CivilDate;
  /** Minutes since midnight. */
  minutes: number;
}

const readers = new Map<string, Intl.DateTimeFormat>();

function reader(timeZone: string): Intl.DateTimeFormat {
  let format = readers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    readers.set(timeZone, format);
  }
  return format;
}

/** What the clock on the business's wall says at `now`, whatever zone the visitor is in. */
export function wallClock(now: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    reader(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { date: { year: parts.year, month: parts.month, day: parts.day }, minutes: (parts.hour % 24) * 60 + parts.minute };
}

/** The day `count` days after `date` (calendar arithmetic in UTC, so no daylight-saving jumps). */
export function addDays(date: CivilDate, count: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + count));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export function weekDayOf(date: CivilDate): WeekDay {
  return weekDays[utcDate(date).getUTCDay()];
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const utcDate = (date: CivilDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** "Thu Nov 26"; in Spanish "jue, 26 nov" (Intl's US Spanish). */
export function dayLabel(date: CivilDate, locale: Locale = 'en'): string {
  if (locale === 'en') return `${weekDayOf(date)} ${monthNames[date.month - 1]} ${date.day}`;
  return new Intl.DateTimeFormat(languageTags[locale], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDate(date),
  );
}

/** The day a visit is booked for, in full: "Tuesday, Dec 8"; in Spanish "martes, 8 de dic". */
export function visitDayLabel(date: CivilDate, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    utcDate(date),
  );
}

/** "10 AM", "12 PM", "8:30 AM"; in Spanish "10 a. m.". */
export function timeLabel(minutes: number, locale: Locale = 'en'): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  if (locale !== 'en') {
    const format = new Intl.DateTimeFormat(languageTags[locale], {
      hour: 'numeric',
      ...(minute ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    });
    return format.format(new Date(Date.UTC(2026, 0, 1, hour, minute)));
  }
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The weekday's full name: "Monday", "lunes". */
export function weekDayName(day: WeekDay, locale: Locale = 'en'): string {
  // 2026-01-05 was a Monday; the week's days follow it.
  const offset = (weekDays.indexOf(day) + 6) % 7;
  return new Intl.DateTimeFormat(languageTags[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 5 + offset)),
  );
}

export function sameDate(a: CivilDate, b: CivilDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
