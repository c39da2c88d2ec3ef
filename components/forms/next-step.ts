import { type BookingSettings, officeState, timeLabel, wallClock } from '@/lib/booking';
import { fill } from '@/lib/content/fill';
import type { LeadFormWords, LeadMessages } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';

/**
 * What happens next, on the business's clock and in the page's language: open now, a call
 * within the form's promise; closed, the next opening and the emergency line. Emergencies are
 * answered at any hour; nobody calls back on a review.
 */
export function nextStepLines(
  messages: LeadMessages,
  now: Date,
  settings: BookingSettings,
  text: LeadFormWords['confirmation'],
  locale: Locale,
): string[] {
  if (messages.callWithin === false) return [];
  const within = { within: messages.callWithin };
  if (messages.anyHour) return [fill(text.anyHour, within)];
  const state = officeState(now, settings, locale);
  if (state.open) return [fill(text.openNow, within)];
  const { time, when, day } = state.opens;
  const opens = fill(when === 'today' ? text.opensToday : when === 'tomorrow' ? text.opensTomorrow : text.opensLater, { time, day });
  return [fill(text.closed, { now: timeLabel(wallClock(now, settings.timeZone).minutes, locale), opens }), text.emergencyLine];
}

/** The calendar event's text, with the arrival window as the page says it. */
export function calendarDescription(text: LeadFormWords['confirmation'], window: string): string {
  return fill(text.calendarDescription, { window });
}
