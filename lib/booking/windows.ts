import { addDays, type CivilDate, dayLabel, sameDate, timeLabel, wallClock, weekDayOf } from './clock';
import { type BookingSettings, minutesOf } from './settings';

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
  /** "Thu Nov 26, 10 AM-12 PM": what the lead carries. */
  label: string;
}

function windowHoursLabel(start: number, end: number): string {
  return `${timeLabel(start)}-${timeLabel(end)}`;
}

/** The window starts of one working day: first to last, one window length apart. */
function windowStarts(settings: BookingSettings): number[] {
  const step = settings.windowHours * 60;
  const starts: number[] = [];
  for (let start = minutesOf(settings.firstWindowStart); start <= minutesOf(settings.lastWindowStart); start += step) starts.push(start);
  return starts;
}

function windowOn(date: CivilDate, start: number, settings: BookingSettings): ArrivalWindow {
  const end = start + settings.windowHours * 60;
  const day = dayLabel(date);
  const hours = windowHoursLabel(start, end);
  return { date, start, end, day, hours, label: `${day}, ${hours}` };
}

/**
 * The arrival windows a visitor may pick at `now`: today's only before the same-day cutoff and
 * only those that have not started, then every working day up to `daysAhead` days on.
 */
export function arrivalWindows(now: Date, settings: BookingSettings): ArrivalWindow[] {
  const clock = wallClock(now, settings.timeZone);
  const sameDayOpen = clock.minutes < minutesOf(settings.sameDayCutoff);
  const starts = windowStarts(settings);
  const windows: ArrivalWindow[] = [];
  for (let offset = 0; offset <= settings.daysAhead; offset++) {
    const date = addDays(clock.date, offset);
    if (!settings.workDays.includes(weekDayOf(date))) continue;
    const today = sameDate(date, clock.date);
    if (today && !sameDayOpen) continue;
    for (const start of starts) if (!today || start > clock.minutes) windows.push(windowOn(date, start, settings));
  }
  return windows;
}

/** The weekdays the business works, in calendar order from Monday: the day choice of the form without JavaScript. */
export function workDayNames(settings: BookingSettings): string[] {
  const names: Record<string, string> = {
    Mon: 'Monday',
    Tue: 'Tuesday',
    Wed: 'Wednesday',
    Thu: 'Thursday',
    Fri: 'Friday',
    Sat: 'Saturday',
    Sun: 'Sunday',
  };
  return Object.keys(names)
    .filter((day) => settings.workDays.includes(day as BookingSettings['workDays'][number]))
    .map((day) => names[day]);
}

/** The hours of each window ("8 AM-10 AM"...): the window choice of the form without JavaScript. */
export function windowHourChoices(settings: BookingSettings): string[] {
  return windowStarts(settings).map((start) => windowHoursLabel(start, start + settings.windowHours * 60));
}
