import { confirmationMessages as text } from '@/content/confirmation-messages';
import type { LeadMessages } from '@/content/messages';
import { type BookingSettings, officeState, timeLabel, wallClock } from '@/lib/booking';

export interface NextStep {
  /** Outside office hours: the confirmation leads with the emergency line's call button. */
  emergencyCall: boolean;
  /** In order: who answers now (after hours), then when the office calls back. */
  lines: string[];
}

/**
 * What happens next, on the business's clock: open now, a call within the form's promise; closed,
 * who answers the emergency line right now, then the office's next opening. Emergencies are
 * answered at any hour; nobody calls back on a review, so it gets no next step.
 */
export function nextStep(messages: LeadMessages, now: Date, settings: BookingSettings): NextStep {
  if (messages.callWithin === false) return { emergencyCall: false, lines: [] };
  const within = messages.callWithin ?? '30 minutes';
  const state = officeState(now, settings);
  if (messages.anyHour) return { emergencyCall: !state.open, lines: [text.anyHour(within)] };
  if (state.open) return { emergencyCall: false, lines: [text.openNow(within)] };
  const clock = timeLabel(wallClock(now, settings.timeZone).minutes);
  const { time, when, day } = state.opens;
  return { emergencyCall: true, lines: [text.answersNow, text.closed(clock, text.opensAt(time, when, day))] };
}
