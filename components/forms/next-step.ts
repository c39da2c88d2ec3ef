import { type BookingSettings, officeState, timeLabel, wallClock } from '@/lib/booking';
import { fill } from '@/lib/content/fill';
import type { LeadFormWords, LeadMessages } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';

export interface NextStep {
  /** Outside office hours: the confirmation leads with the emergency line's call button. */
  emergencyCall: boolean;
  /** In order: who answers now (after hours), then when the office calls back. */
  lines: string[];
}

/**
 * What happens next, on the business's clock and in the page's language: open now, a call
 * within the form's promise; closed, who answers the emergency line right now, then the office's
 * next opening. Emergencies are answered at any hour; nobody calls back on a review.
 */
export function nextStep(
  messages: LeadMessages,
  now: Date,
  settings: BookingSettings,
  text: LeadFormWords['confirmation'],
  locale: Locale,
): NextStep {
  if (messages.callWithin === false) return { emergencyCall: false, lines: [] };
  const within = { within: messages.callWithin };
  const state = officeState(now, settings, locale);
  if (messages.anyHour) return { emergencyCall: !state.open, lines: [fill(text.anyHour, within)] };
  if (state.open) return { emergencyCall: false, lines: [fill(text.openNow, within)] };
  const { time, when, day } = state.opens;
  const opens = fill(when === 'today' ? text.opensToday : when === 'tomorrow' ? text.opensTomorrow : text.opensLater, { time, day });
  const clock = timeLabel(wallClock(now, settings.timeZone).minutes, locale);
  return { emergencyCall: true, lines: [text.answersNow, fill(text.closed, { now: clock, opens })] };
}

/** The calendar event's text, with the arrival window as the page says it. */
export function calendarDescription(text: LeadFormWords['confirmation'], window: string): string {
  return fill(text.calendarDescription, { window });
}
