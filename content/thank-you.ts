import { business } from './business';

/** The thank-you page's "what happens next": where a form sent without JavaScript lands. */
export interface NextStep {
  title: string;
  text: string;
}

export const thankYouLead = 'Your request is on its way to our office. Here is what happens between now and a working garage door.';

export const thankYouSteps = [
  {
    title: 'We read your request',
    text: `Your details went straight to our office inbox. We answer from ${business.hours.label.replace(' – ', ' to ')}, ${business.hours.days.toLowerCase()}, and someone reads new requests within minutes.`,
  },
  {
    title: 'A real person calls you back',
    text: 'We call from our office line to ask a few questions about the door, the opener and what you are hearing or seeing, then give you a time window for the visit.',
  },
  {
    title: 'Your technician arrives ready',
    text: 'Our trucks carry springs, cables, rollers and opener parts sized for Southwest Florida doors, so most repairs are finished in one visit, with the price agreed before any work starts.',
  },
] as const satisfies readonly NextStep[];

export const thankYouUrgentNote = `Door stuck open before a storm, or a car trapped inside? Don't wait for our call: we answer ${business.emergency.availability}.`;
