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
  return weekDays[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu Nov 26" */
export function dayLabel(date: CivilDate): string {
  return `${weekDayOf(date)} ${monthNames[date.month - 1]} ${date.day}`;
}

/** "10 AM", "12 PM", "8:30 AM" */
export function timeLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function sameDate(a: CivilDate, b: CivilDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
