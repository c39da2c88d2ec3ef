import { experienceLabel } from '@/lib/experience';
import { paymentMethodsText } from '@/lib/format-list';
import { business } from '@/lib/content/business';
import { countySpan } from '@/lib/content/counties';

/**
 * Copy of the two About pages: variant A at /about-us and variant B at /about
 * (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export interface AboutPoint {
  title: string;
  text: string;
}

export interface AboutUsContent {
  whoWeAre: string[];
  differences: AboutPoint[];
  mission: string;
  areasIntro: string;
  callBox: { title: string; text: string };
  form: { title: string; intro: string };
}

export interface AboutContent {
  intro: string[];
  visitSteps: AboutPoint[];
  credentials: string[];
  form: { title: string; intro: string };
}

const experience = experienceLabel(business.foundedYear);

export const aboutUsContent = {
  whoWeAre: [
    `We are a family-owned garage door company that has worked across Southwest Florida since ${business.foundedYear}. It started with one van, one set of winding bars and a lot of broken springs in Sarasota; today our technicians cover ${business.serviceArea.summary} and answer the phone ${business.emergency.availability}.`,
    'Most of our work is for homeowners: a spring that snapped before the school run, an opener that quit during a storm, a door that came off its track after a bump from the car. We also look after shops, storage units and condo garages that need a door they can rely on.',
    `In ${experience} we have learned what this coast does to a garage door. Gulf humidity dries out lubricant, salt air eats springs and cables, and a summer of afternoon storms finds every weak hinge. We fix doors with that in mind.`,
  ],
  differences: [
    {
      title: 'Same-day and weekend service',
      text: 'Call before 3 PM and we are usually at your door the same day, Saturday and Sunday included.',
    },
    {
      title: 'Upfront prices',
      text: 'You hear the full price before we pick up a tool. No hidden fees, no surprise line items on the invoice.',
    },
    {
      title: 'Licensed and insured',
      text: 'Every technician is licensed, insured and trained on the doors and openers found in Florida homes.',
    },
    {
      title: 'Built for the coast',
      text: 'We carry galvanized and stainless hardware, sealed rollers and wind-rated doors for homes near the Gulf.',
    },
    {
      title: 'Real people on the phone',
      text: 'A dispatcher who knows the area answers, day or night, and tells you when the van will arrive.',
    },
    {
      title: 'Work that is guaranteed',
      text: `Opener repairs and installations carry our ${business.warranty.label}, and we come back if anything we fixed gives trouble.`,
    },
  ],
  mission:
    'Our mission is simple: every garage door we touch should open smoothly, close safely and stand up to the next hurricane season, at a price the homeowner agreed to before we started. We would rather fix a door properly once than come back three times.',
  areasIntro: `From our base in ${business.address.locality} we serve homes and businesses in every ZIP code of ${countySpan()}, ${business.serviceArea.summary}. Pick your city to see its local team page.`,
  callBox: {
    title: 'Prefer to talk to someone?',
    text: `Call us and a real person answers, ${business.hours.days.toLowerCase()} from ${business.hours.label}, with emergency dispatch ${business.emergency.availability}.`,
  },
  form: {
    title: 'Get In Touch',
    intro: 'Tell us what your door is doing and the best number to reach you. We reply within minutes during business hours.',
  },
} satisfies AboutUsContent;

export const aboutContent = {
  intro: [
    `The people who come to your home are our own technicians, not subcontractors. Most have been with us for years, and between them they have ${experience} of fixing doors in Southwest Florida heat.`,
    'They know the builder-grade doors of new Lakewood Ranch and North Port subdivisions, the older wood doors of Bradenton bungalows and the salt-worn hardware of Siesta Key and Englewood beach homes, and they carry the parts for all of them.',
  ],
  visitSteps: [
    { title: 'You call or send a message', text: 'Describe the problem and we give you an arrival window, usually the same day.' },
    {
      title: 'We inspect before we quote',
      text: 'The technician checks springs, cables, rollers, tracks and the opener, then explains what is wrong.',
    },
    { title: 'You approve the price', text: 'You get one written price up front. Nothing starts until you say yes.' },
    { title: 'We fix it and test it', text: 'After the repair we balance the door, test the safety reverse and show you what we did.' },
  ],
  credentials: [
    'Licensed and insured, with background-checked technicians',
    `Serving ${business.serviceArea.summary} since ${business.foundedYear}`,
    `Rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews`,
    `Emergency service ${business.emergency.availability}`,
    `Payment by ${paymentMethodsText(business.payment.methods)}`,
  ],
  form: {
    title: 'Send Us a Message',
    intro: 'Leave your name and number and a technician will call you back. A message is optional.',
  },
} satisfies AboutContent;
