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
 * The arrival windows a visitor may pick at `now`: today's only before the same-day cutoff and
 * only those that have not started, then every working day up to `daysAhead` days on.
 */
export function arrivalWindows(now: Date, settings: BookingSettings, locale: Locale = 'en'): ArrivalWindow[] {
  const clock = wallClock(now, settings.timeZone);
  const sameDayOpen = clock.minutes < minutesOf(settings.sameDayCutoff);
  const starts = windowStarts(settings);
  const windows: ArrivalWindow[] = [];
  for (let offset = 0; offset <= settings.daysAhead; offset++) {
    const date = addDays(clock.date, offset);
    if (!settings.workDays.includes(weekDayOf(date))) continue;
    const today = sameDate(date, clock.date);
    if (today && !sameDayOpen) continue;
    for (const start of starts) if (!today || start > clock.minutes) windows.push(windowOn(date, start, settings, locale));
  }
  return windows;
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
