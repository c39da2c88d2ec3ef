import type { BookingSettings } from '@/lib/booking/settings';
import { windowHourChoices, workDayNames } from '@/lib/booking/windows';
import type { LeadFormWords } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';
import { arrivalTimeField, arrivalWindowField, asSoonAsPossible } from '@/lib/leads/fields';
import { fieldControlClass } from './form-field';

export interface ArrivalWindowPlainProps {
  id: string;
  words: LeadFormWords['arrival'];
  /** The business's booking settings, with the days a crew can come to this page's town. */
  booking: BookingSettings;
  locale: Locale;
}

/**
 * The arrival-window choice as the page is built, before it knows the date: a working day and a
 * window, which post as they are without JavaScript. Rendered on the server, so none of it ships
 * as script; once the page runs, ArrivalWindowField shows the real windows instead. Each choice
 * is shown in the page's language and posts in English, as the office reads it.
 */
export function ArrivalWindowPlain({ id, words, booking, locale }: ArrivalWindowPlainProps) {
  const days = workDayNames(booking);
  const shownDays = workDayNames(booking, locale);
  const hours = windowHourChoices(booking);
  const shownHours = windowHourChoices(booking, locale);
  return (
    <div className="mt-2 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {words.day}
        </label>
        <select id={id} name={arrivalWindowField} className={fieldControlClass}>
          <option value={asSoonAsPossible}>{words.asSoonAsPossible}</option>
          {days.map((day, index) => (
            <option key={day} value={day}>
              {shownDays[index]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="block text-sm font-semibold text-navy-900">
          {words.time}
        </label>
        <select id={`${id}-time`} name={arrivalTimeField} className={fieldControlClass}>
          <option value="">{words.anyTime}</option>
          {hours.map((window, index) => (
            <option key={window} value={window}>
              {shownHours[index]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
