import { business } from '@/lib/content/business';

/**
 * What a visitor is told after sending a form: one catalogue for every form. The texts the
 * original sketch gave are kept word for word (docs/product.md#messages); the rest are written
 * in the same voice.
 * Every failure offers the phone number, so a lost request never means a lost customer.
 */
export interface LeadMessage {
  title: string;
  description: string;
}

export interface LeadMessages {
  success: LeadMessage;
  failure: LeadMessage;
  /**
   * How soon the office calls back while it is open, as in "within 30 minutes" (the confirmation's
   * next step); 30 minutes unless the form's message promises otherwise. `false`: nobody calls
   * back (a review).
   */
  callWithin?: string | false;
  /** Answered around the clock (emergencies): the next step never waits for office hours. */
  anyHour?: boolean;
}

const phone = business.phone.display;

const tryAgainOrCall: LeadMessage = {
  title: 'Submission Failed',
  description: `Please try again or call us directly at ${phone}`,
};

export const leadMessages = {
  homeLead: {
    success: { title: 'Request Submitted!', description: "We'll contact you within 30 minutes during business hours." },
    failure: tryAgainOrCall,
  },
  promotion: {
    success: { title: 'Success!', description: "Your request has been submitted. We'll contact you soon!" },
    failure: {
      title: 'Error',
      description: `There was a problem submitting your request. Please try calling us directly. Our number is ${phone}.`,
    },
  },
  cityFeatured: {
    success: { title: 'Request Submitted!', description: "We'll contact you within 1 hour to schedule your service." },
    failure: tryAgainOrCall,
    callWithin: '1 hour',
  },
  cityRequest: {
    success: { title: 'Request Submitted!', description: 'Your local technician will call you within 1 hour to set up a visit.' },
    failure: tryAgainOrCall,
    callWithin: '1 hour',
  },
  emergency: {
    success: {
      title: 'Emergency Request Received!',
      description: `A dispatcher will call you back within minutes. If a car is trapped or the door won't close, call ${phone} now.`,
    },
    failure: {
      title: 'Request Not Sent',
      description: `Please call us now at ${phone}. A real person answers 24/7.`,
    },
    callWithin: 'minutes',
    anyHour: true,
  },
  aboutUs: {
    success: { title: 'Message Sent!', description: "We'll contact you within minutes." },
    failure: tryAgainOrCall,
    callWithin: 'minutes',
  },
  about: {
    success: { title: 'Message Sent!', description: "Thanks for reaching out. We'll get back to you shortly." },
    failure: tryAgainOrCall,
  },
  faq: {
    success: { title: 'Question Sent!', description: 'A technician will answer you by phone shortly, usually the same day.' },
    failure: tryAgainOrCall,
  },
  review: {
    success: {
      title: 'Thank You for Your Review!',
      description: 'We read every review, and yours helps your neighbors choose with confidence.',
    },
    failure: { title: 'Review Not Sent', description: `Please try again in a moment, or tell us by phone at ${phone}.` },
    callWithin: false,
  },
  serviceRequest: {
    success: { title: 'Request Submitted!', description: "We'll call you shortly to confirm a time for your visit." },
    failure: tryAgainOrCall,
  },
} satisfies Record<string, LeadMessages>;

type LeadMessageKey = keyof typeof leadMessages;

function isKey(key: string): key is LeadMessageKey {
  return Object.hasOwn(leadMessages, key);
}

/** The texts for a form's `messages` key; an unknown key gets the general service-request texts. */
export function getLeadMessages(key: string): LeadMessages {
  return isKey(key) ? leadMessages[key] : leadMessages.serviceRequest;
}

/**
 * What a form says when a send did not go through: offline (the lead waits in the outbox and goes
 * out once the browser is back online) or failed (the request stays in the form, and the
 * second-channel links carry it by text, WhatsApp or e-mail, beside the phone number).
 */
export const leadRecoveryMessages = {
  queued: {
    title: "You're offline",
    description: "We'll send it as soon as you're back online. Your request is saved on this page.",
  },
  queuedInline: "You're offline. We'll send it as soon as you're back online, or call us now:",
  /** The failure note's own headline, so the failed state reads as one without the toast. */
  failureTitle: 'We could not send your request',
  failureInline: 'Your details are still in the form, so you can try again. Or call us now:',
  secondChannel: 'Or send the same request another way:',
  links: { sms: 'Text it to us', whatsapp: 'WhatsApp', email: 'E-mail it' },
} as const;

const photoCount = (count: number) => `${count} photo${count === 1 ? '' : 's'}`;

/**
 * The optional photos of a repair or estimate request (components/forms/photo-field.tsx): the
 * field's words and the notes read out as photos are added, left out or removed. A photo that
 * cannot be used is left out politely; it never stops the request.
 */
export const photoMessages = {
  label: 'Photos of the problem',
  labelNote: '(optional, up to 3)',
  hint: 'A photo or two helps us bring the right parts.',
  preparing: 'Getting your photos ready...',
  added: (count: number) => `${photoCount(count)} added.`,
  leftOut: (name: string) => `We couldn't use ${name || 'one file'}, so it was left out. You can still send your request.`,
  overLimit: (count: number) =>
    `Only 3 photos can be sent, so the last ${photoCount(count)} you picked ${count === 1 ? 'was' : 'were'} left out.`,
  removed: (index: number) => `Photo ${index} removed.`,
  remove: 'Remove',
  photo: (index: number) => `photo ${index}`,
  alt: (index: number) => `Photo ${index} of the problem`,
} as const;

/** "When can we come?": the arrival-window field of repair, estimate, emergency and city forms. */
export const arrivalWindowMessages = {
  legend: 'When can we come?',
  asSoonAsPossible: 'As soon as possible',
  hint: 'Two-hour arrival windows, Eastern time. We call to confirm.',
  /** The form without JavaScript: a day, then a window. */
  day: 'Day',
  time: 'Arrival window',
  anyTime: 'Any time that day',
  /** The window in the words of a request sent by text, WhatsApp or e-mail after a failed send. */
  summaryLabel: 'Arrival window',
} as const;

/** The way from a confirmation back to an empty form. */
export const sendAnotherLabel = 'Send another request';
