import { business } from '@/lib/content/business';
import { arrivalWindowMessages, sendAnotherLabel } from './messages';

/**
 * The words of the confirmation that replaces a delivered form (docs/decisions/032-arrival-windows-and-confirmation.md);
 * apart from messages.ts, which ships with every form, so they load with the confirmation only.
 */
export const confirmationMessages = {
  openNow: (within: string) => `We're open now, so expect our call within ${within}.`,
  anyHour: (within: string) => `A dispatcher is on call ${business.emergency.availability}, so expect our call within ${within}.`,
  /** After hours, before the office's call-back: who picks up the phone right now. */
  answersNow: `Right now our emergency dispatcher answers the phone: the emergency line is open ${business.emergency.availability}.`,
  /** The full-width button that leads an after-hours confirmation. */
  emergencyCall: `Call the emergency line: ${business.phone.display}`,
  closed: (now: string, opens: string) =>
    `It's ${now} here in Florida and the office is closed, so we'll call you after it opens ${opens}.`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | 'later', day: string) =>
    when === 'today' ? `at ${time} today` : when === 'tomorrow' ? `at ${time} tomorrow (${day})` : `at ${time} on ${day}`,
  summaryTitle: 'What you sent',
  name: 'Name',
  phone: 'Phone',
  arrivalWindow: arrivalWindowMessages.summaryLabel,
  addToCalendar: 'Add to calendar',
  sendAnother: sendAnotherLabel,
  calendarFileName: 'garage-door-visit.ics',
  calendarTitle: `Garage door visit: ${business.name} (to be confirmed)`,
  calendarDescription: (window: string) =>
    `Arrival window ${window}, Eastern time. Tentative: we call to confirm. Questions or changes: ${business.phone.display}.`,
} as const;
