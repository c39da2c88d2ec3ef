import type { Locale } from '@/lib/i18n/locale';
import { addDays, type CivilDate, dayLabel, sameDate, timeLabel, wallClock, weekDayName, weekDayOf } from './clock';
import { type BookingSettings, minutesOf, weekDays } from './settings';

/** One two-hour (or so) arrival window on the business's clock. */
export interface ArrivalWindow {
  date: CivilDate;
  /** Minutes since midnight, business time. */
  start: number;
  end: number;
  /** "Thu Nov 26": the day, for grouping. */
  day: string;
  /** "10 AM-12 PM": the hours alone. */
  hours: string;
  /** "Thu Nov 26, 10 AM-12 PM": what the lead carries, in English whatever the page's language. */
  label: string;
}

function windowHoursLabel(start: number, end: number, locale: Locale = 'en'): string {
  return `${timeLabel(start, locale)}-${timeLabel(end, locale)}`;
}

/** The window starts of one working day: first to last, one window length apart. */
function windowStarts(settings: BookingSettings): number[] {
  const step = settings.windowHours * 60;
  const starts: number[] = [];
  for (let start = minutesOf(settings.firstWindowStart); start <= minutesOf(settings.lastWindowStart); start += step) starts.push(start);
  return starts;
}

function windowOn(date: CivilDate, start: number, settings: BookingSettings, locale: Locale): ArrivalWindow {
  const end = start + settings.windowHours * 60;
  return {
    date,
    start,
    end,
    day: dayLabel(date, locale),
    hours: windowHoursLabel(start, end, locale),
    label: `${dayLabel(date)}, ${windowHoursLabel(start, end)}`,
  };
}

/**
 * The working days from today to `daysAhead` days on, each with the windows still open at `now`:
 * today's only before the same-day cutoff and only those that have not started.
 */
function openDays(now: Date, settings: BookingSettings): { date: CivilDate; starts: number[] }[] {
  const clock = wallClock(now, settings.timeZone);
  const sameDayOpen = clock.minutes < minutesOf(settings.sameDayCutoff);
  const starts = windowStarts(settings);
  const days: { date: CivilDate; starts: number[] }[] = [];
  for (let offset = 0; offset <= settings.daysAhead; offset++) {
    const date = addDays(clock.date, offset);
    if (!settings.workDays.includes(weekDayOf(date))) continue;
    if (!sameDate(date, clock.date)) days.push({ date, starts });
    else if (sameDayOpen) days.push({ date, starts: starts.filter((start) => start > clock.minutes) });
  }
  return days.filter((day) => day.starts.length > 0);
}

/** The arrival windows a visitor may pick at `now`, every working day up to `daysAhead` days on. */
export function arrivalWindows(now: Date, settings: BookingSettings, locale: Locale = 'en'): ArrivalWindow[] {
  return openDays(now, settings).flatMap(({ date, starts }) => starts.map((start) => windowOn(date, start, settings, locale)));
}

/**
 * The day of the first visit a visitor can book at `now`, on the business's clock: the first day
 * the form's arrival windows offer (today only before the same-day cutoff), a whole week ahead at
 * most, so a crew that comes once a week is always found.
 */
export function nextVisitDay(now: Date, settings: BookingSettings): CivilDate | undefined {
  return openDays(now, { ...settings, daysAhead: 7 })[0]?.date;
}

/** The weekdays the business works, in calendar order from Monday: the day choice of the form without JavaScript. */
export function workDayNames(settings: BookingSettings, locale: Locale = 'en'): string[] {
  const week = [...weekDays.slice(1), weekDays[0]];
  return week.filter((day) => settings.workDays.includes(day)).map((day) => weekDayName(day, locale));
}

/** The hours of each window ("8 AM-10 AM"...): the window choice of the form without JavaScript. */
export function windowHourChoices(settings: BookingSettings, locale: Locale = 'en'): string[] {
  return windowStarts(settings).map((start) => windowHoursLabel(start, start + settings.windowHours * 60, locale));
}
