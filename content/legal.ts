import { business } from '@/lib/content/business';

/**
 * The Privacy Policy and Terms of Use, in ten numbered sections. Every statement describes
 * what this site actually does; update it whenever a form, a stored value or a service changes.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** The date these terms took effect (ISO). */
export const legalEffectiveDate = '2026-11-22';

export const legalSections = [
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
      'the page you were on and which form you used',
      'the city the request is about (the city page you were on, or the city you asked the site to find)',
      'the campaign tags (UTM parameters) in the link that brought you here, and the address of the site that referred you, if any',
    ],
  },
  {
    heading: 'Who receives your request',
    paragraphs: [
      `The form data goes to FormSubmit (formsubmit.co), a form-forwarding service that turns it into an e-mail to our office at ${business.email}. FormSubmit handles the data under its own privacy policy; we chose it because it does not need accounts or tracking on this site.`,
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
    paragraphs: ['The site uses no cookies for tracking or advertising and runs no analytics. It stores exactly this in your browser:'],
    list: [
      'one flag, popup-offer-shown, in local storage, so the welcome offer opens only once',
      'one flag, offer-closed, in session storage once you close the welcome offer, so the same offer does not come back as a side panel during that visit; your browser deletes it when you close the tab',
      'the campaign tags and referring site of your visit, in session storage, so a request you send later in the same visit says how you found us; your browser deletes them when you close the tab',
    ],
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
      `You can ask us what we hold about you, ask us to correct it, or ask us to delete the e-mails that contain your request by writing to ${business.email}. You can clear the stored flag and campaign tags at any time by clearing this site’s data in your browser.`,
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
] satisfies LegalSection[];
