import { analyticsConfig } from '@/lib/analytics/config';
import { business } from '@/lib/content/business';
import { photoField } from '@/lib/leads/providers';
import { leadProviderName, leadProviders } from '@/lib/leads/providers/table';
import { storedKeys } from '@/lib/storage';

/**
 * The Privacy Policy and Terms of Use, in ten numbered sections. Every statement describes
 * what this build of the site actually does: the delivery service and the analytics follow the
 * build settings, and the browser storage list follows lib/storage's `storedKeys`. Update it
 * whenever a form, a stored value or a service changes.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** The date these terms took effect (ISO). */
export const legalEffectiveDate = '2026-11-22';

/** What each stored key keeps and why, in the visitor's words; a key without one does not compile. */
const storedWhy: Record<keyof typeof storedKeys, string> = {
  popupShown: 'one flag, so the welcome offer opens only once',
  offerClosed: 'one flag once you close the welcome offer, so the same offer does not come back as a side panel during that visit',
  attribution: 'the campaign tags and referring site of your visit, so a request you send later in the same visit says how you found us',
  draft: 'what you type into a form, so a reload or the back button does not lose it; it is deleted once your request is delivered',
  outbox: 'a request you sent while your connection was down, until it has gone out',
};

function storageList(): string[] {
  return Object.entries(storedKeys).map(([name, { key, area }]) => {
    const until = area === 'session' ? ', which your browser deletes when you close the tab' : '';
    return `${storedWhy[name as keyof typeof storedKeys]} (${key}, in ${area} storage${until})`;
  });
}

/** Who receives a request in this build: the delivery service it is set up for. */
function recipient(): string {
  const service = leadProviders[leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER)].service;
  if (!service) return `The form data goes to the system we use to take requests, which passes it on to our office at ${business.email}.`;
  if (service.name === 'FormSubmit')
    return `The form data goes to FormSubmit (formsubmit.co), a form-forwarding service that turns it into an e-mail to our office at ${business.email}. FormSubmit handles the data under its own privacy policy; we chose it because it does not need accounts or tracking on this site.`;
  return `The form data goes to ${service.name} (${service.site}), a form service that passes it on to our office at ${business.email}. ${service.name} handles the data under its own privacy policy.`;
}

/** Whether this build counts visits, and with whom. */
function analyticsSentence(): string {
  const analytics = analyticsConfig();
  if (!analytics) return 'The site uses no cookies for tracking or advertising and runs no analytics.';
  const name = analytics.provider === 'plausible' ? 'Plausible' : 'Umami';
  return `The site uses no cookies. It counts visits with ${name} (${new URL(analytics.host).host}) without identifying you: each page viewed, taps on the phone, text, WhatsApp and e-mail links, and whether a request was delivered, with no cookie and no identifier for you.`;
}

/** The policy as this build states it: the build settings are read when the page is built. */
export const legalSections = (): LegalSection[] => [
  {
    heading: 'Who we are',
    paragraphs: [
      `This website belongs to ${business.legalName}, trading as ${business.name}, a garage door repair and installation company based in ${business.address.locality}, ${business.address.region}. This page explains what the site does with your information and the terms for using it.`,
      'The site has no accounts, no sign-in and no members’ area. You can read every page without telling us anything about yourself.',
    ],
  },
  {
    heading: 'What our forms send',
    paragraphs: [
      'When you submit a form (a quote request, a question, a review or a message), the site sends what you typed together with a few details that tell us where the request came from:',
    ],
    list: [
      'the fields you filled in, such as your name, phone number, e-mail address, ZIP code, city and message',
      ...(photoField()
        ? ['any photos of your door you chose to attach (the site makes them smaller first where your browser allows)']
        : []),
      'the page you were on and which form you used, and a random number for the request, so a request sent twice is counted once',
      'the city the request is about (the city page you were on, or the city you asked the site to find)',
      'the campaign tags (UTM parameters) in the link that brought you here, and the address of the site that referred you, if any',
    ],
  },
  {
    heading: 'Who receives your request',
    paragraphs: [
      recipient(),
      'We use what you send only to answer you: to call or e-mail you back, to quote, to schedule a visit, or to publish a review you asked us to publish. We keep the e-mails as long as we need them for that work and for our business records.',
    ],
  },
  {
    heading: 'Your location',
    paragraphs: [
      'The home page can find the local team nearest you. It asks your browser for your location only when you click the button that offers this, or at once if you have already allowed this site to use your location in your browser settings. Your browser asks for your permission first, and you can say no.',
      'If you allow it, your approximate coordinates are sent to BigDataCloud, a reverse-geocoding service, only to look up the name of your city. We do not store your coordinates, and the city name is only shown on the page and added to a request you choose to send.',
    ],
  },
  {
    heading: 'What is stored in your browser',
    paragraphs: [`${analyticsSentence()} It stores exactly this in your browser:`],
    list: storageList(),
  },
  {
    heading: 'Other services the site links to',
    paragraphs: ['Some buttons take you to other companies’ services, which have their own privacy policies:'],
    list: [
      'the promotional video loads from YouTube (youtube-nocookie.com) only after you click play; until then no YouTube content is loaded',
      `the chat button opens ${business.messaging.app} with a pre-written message you can edit before sending`,
      'our social media links open Facebook and YouTube',
      'phone and e-mail links open your phone or mail app',
    ],
  },
  {
    heading: 'What we never do',
    paragraphs: [
      'We do not sell, rent or trade your information, we do not share it with advertisers, and we do not add you to a mailing list. We only pass it on when the law requires us to.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      `You can ask us what we hold about you, ask us to correct it, or ask us to delete the e-mails that contain your request by writing to ${business.email}. You can clear everything listed under “What is stored in your browser” at any time by clearing this site’s data in your browser.`,
    ],
  },
  {
    heading: 'Terms of use',
    paragraphs: [
      'The information on this site is general guidance for homeowners. Prices, timings and arrival windows are typical figures; your quote is the one the technician gives you on site, before any work starts.',
      `The ${business.offer.percent}% offer applies to new customers, cannot be combined with other offers and is valid for the month it is shown. Reviews are the words of our customers, shared with their permission.`,
      'Garage door springs and cables hold dangerous tension. Our articles explain warning signs so you know when to call; they are not instructions for repairing springs yourself.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If the site starts doing something new with your information, we will update this page and its effective date before it does.',
      `Questions about this policy: e-mail ${business.email} or call ${business.phone.display}.`,
    ],
  },
];
