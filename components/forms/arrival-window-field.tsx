import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ArrivalWindow } from '@/lib/booking/windows';
import type { LeadFormWords } from '@/lib/forms/types';
import { arrivalWindowField } from '@/lib/leads/fields';
import { fieldControlClass } from './form-field';

export interface ArrivalWindowFieldProps {
  id: string;
  words: LeadFormWords['arrival'];
  /** The windows open at this moment, once the browser knows the time; null in the built HTML. */
  windows: readonly ArrivalWindow[] | null;
  /** What the built HTML shows instead: a day and a window (ArrivalWindowPlain, rendered on the server). */
  plain?: ReactNode;
  registration?: UseFormRegisterReturn;
  /** The list is about to be read: a page left open for hours must not offer windows gone by. */
  onOpen?: () => void;
}

/** The windows grouped by day, in order. */
function byDay(windows: readonly ArrivalWindow[]): [string, ArrivalWindow[]][] {
  const days = new Map<string, ArrivalWindow[]>();
  for (const window of windows) days.set(window.day, [...(days.get(window.day) ?? []), window]);
  return [...days];
}

/**
 * "When can we come?". In the built HTML (and so without JavaScript) a day and a window; once the
 * page runs, one list of the real windows still open, worked out from the time on the business's
 * clock, each shown in the page's language and sent in English words ("Thu Nov 26, 10 AM-12 PM").
 */
export function ArrivalWindowField({ id, words: text, windows, plain, registration, onOpen }: ArrivalWindowFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <fieldset className="mt-4" aria-describedby={hintId} data-arrival-window={windows ? 'live' : 'plain'}>
      <legend className="font-semibold text-navy-900">{text.legend}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-700">
        {text.hint}
      </p>
      {windows ? (
        <>
          <label htmlFor={id} className="sr-only">
            {text.legend}
          </label>
          <select id={id} name={arrivalWindowField} className={fieldControlClass} onFocus={onOpen} onPointerDown={onOpen} {...registration}>
            <option value="">{text.asSoonAsPossible}</option>
            {byDay(windows).map(([day, list]) => (
              <optgroup key={day} label={day}>
                {list.map((window) => (
                  <option key={window.label} value={window.label}>
                    {`${window.day}, ${window.hours}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </>
      ) : (
        plain
      )}
    </fieldset>
  );
}
