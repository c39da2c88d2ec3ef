import { confirmationMessages as text } from '@/content/confirmation-messages';
import type { LeadMessages } from '@/content/messages';
import { type BookingSettings, officeState, timeLabel, wallClock } from '@/lib/booking';

/**
 * What happens next, on the business's clock: open now, a call within the form's promise; closed,
 * the next opening and the emergency line. Emergencies are answered at any hour; nobody calls
 * back on a review.
 */
export function nextStepLines(messages: LeadMessages, now: Date, settings: BookingSettings): string[] {
  if (messages.callWithin === false) return [];
  const within = messages.callWithin ?? '30 minutes';
  if (messages.anyHour) return [text.anyHour(within)];
  const state = officeState(now, settings);
  if (state.open) return [text.openNow(within)];
  const clock = timeLabel(wallClock(now, settings.timeZone).minutes);
  const { time, when, day } = state.opens;
  return [text.closed(clock, text.opensAt(time, when, day)), text.emergencyLine];
}
