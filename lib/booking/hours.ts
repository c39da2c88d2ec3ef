import type { Locale } from '@/lib/i18n/locale';
import { addDays, type CivilDate, dayLabel, sameDate, timeLabel, wallClock, weekDayOf } from './clock';
import { type BookingSettings, minutesOf } from './settings';

export type OfficeState =
  | { open: true }
  | {
      open: false;
      /** When the office next opens, on the business's clock. */
      opens: { date: CivilDate; time: string; day: string; when: 'today' | 'tomorrow' | 'later' };
    };

/** Whether the office is open at `now`, and if not, when it opens next (said in `locale`). */
export function officeState(now: Date, settings: BookingSettings, locale: Locale = 'en'): OfficeState {
  const clock = wallClock(now, settings.timeZone);
  const opens = minutesOf(settings.opens);
  const closes = minutesOf(settings.closes);
  const works = (date: CivilDate) => settings.workDays.includes(weekDayOf(date));
  if (works(clock.date) && clock.minutes >= opens && clock.minutes < closes) return { open: true };
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(clock.date, offset);
    if (!works(date) || (offset === 0 && clock.minutes >= opens)) continue;
    const when = sameDate(date, clock.date) ? 'today' : offset === 1 ? 'tomorrow' : 'later';
    return { open: false, opens: { date, time: timeLabel(opens, locale), day: dayLabel(date, locale), when } };
  }
  throw new Error('The booking settings name no working day');
}
