import { bookingSettings } from '@/lib/content/business';
import { arrivalWindowMessages as text } from '@/content/messages';
import { windowHourChoices, workDayNames } from '@/lib/booking/windows';
import { arrivalTimeField, arrivalWindowField } from '@/lib/leads/fields';
import { fieldControlClass } from './form-field';

/**
 * The arrival-window choice as the page is built, before it knows the date: a working day and a
 * window, which post as they are without JavaScript. Rendered on the server, so none of it ships
 * as script; once the page runs, ArrivalWindowField shows the real windows instead.
 */
export function ArrivalWindowPlain({ id }: { id: string }) {
  return (
    <div className="mt-2 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {text.day}
        </label>
        <select id={id} name={arrivalWindowField} className={fieldControlClass}>
          <option value={text.asSoonAsPossible}>{text.asSoonAsPossible}</option>
          {workDayNames(bookingSettings).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="block text-sm font-semibold text-navy-900">
          {text.time}
        </label>
        <select id={`${id}-time`} name={arrivalTimeField} className={fieldControlClass}>
          <option value="">{text.anyTime}</option>
          {windowHourChoices(bookingSettings).map((hours) => (
            <option key={hours} value={hours}>
              {hours}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
