import { paymentMethodsText } from '@/lib/format-list';
import { formatUsd, priceRangeText } from '@/lib/price';
import { business } from './business';
import { pricing } from './pricing';
import type { FaqEntry } from './page-copy';
import { serviceAreaCityNames } from './cities';
import { countyList } from '@/lib/content/service-area';

/**
 * The FAQ page's nine questions. The answers state the facts listed in
 * docs/product.md#pages-and-routes; the page and its FAQPage JSON-LD read them.
 */

const [firstTerm] = business.offer.terms;

export const faqEntries = [
  {
    question: 'Can you fix my garage door today?',
    answer: `Usually, yes. Call before 3 PM and we can almost always send a technician the same day, weekends included. Calls after 3 PM are booked for first thing the next morning, and a door that is stuck open, trapping a car or leaving the house unsecured is handled as an emergency ${business.emergency.availability}, with a technician on the way within ${business.emergency.arrivalWindow}.`,
  },
  {
    question: 'How much does a garage door repair cost?',
    answer: `Most repairs cost ${priceRangeText(pricing.services['garage-door-repair'])}. Small jobs such as re-programming remotes, tightening hardware or swapping a worn roller sit at the low end; a pair of new torsion springs with cables sits at the high end. A new opener (${priceRangeText(pricing.services['motor-opener-repair'])}) or a new door (${priceRangeText(pricing.services['garage-door-installation'])}) is priced on its own, and our price guide lists every service. The technician quotes the full price before any work starts, so there are no hidden fees, and new customers get ${business.offer.percent}% off (${firstTerm.toLowerCase()}).`,
  },
  {
    question: 'How long do garage door springs last?',
    answer:
      'A standard torsion spring is rated for 10,000 to 30,000 cycles, and one cycle is one opening plus one closing. A family that uses the door four times a day wears through a 10,000-cycle spring in about seven years. High-cycle springs are rated for 50,000 cycles or more and cost a little extra; they are worth it for busy households, rentals and anyone who uses the garage as the front door.',
  },
  {
    question: 'Only one spring broke. Why replace both?',
    answer:
      'Replace both springs together. The two springs on your door were installed the same day and have lifted the same door the same number of times, so when one snaps the other is close behind. A new spring paired with a worn one also balances the door unevenly, which strains the opener and the cables. Doing both in one visit costs far less than a second service call a few months later.',
  },
  {
    question: 'Are your technicians licensed and insured?',
    answer: `Yes. Every technician is licensed, insured and trained on the residential and commercial doors common in Southwest Florida, and each one arrives in a marked van. We have been fixing doors here since ${business.foundedYear}, and opener work carries our ${business.warranty.label}.`,
  },
  {
    question: 'Do you install hurricane-rated garage doors?',
    answer:
      'Yes. We install wind-rated doors that meet the Florida Building Code for your address, with the design-pressure rating and product approval label on the door for your insurer and inspector. We can also tell you whether your current door is rated: look for a label on the inside edge of the door or on the track. An older non-rated door is the weakest opening of most homes in a storm, and replacing it can lower your windstorm premium.',
  },
  {
    question: 'Which areas do you serve?',
    answer: `We cover ${business.serviceArea.summary}: every ZIP code of ${countyList()}, barrier islands included, with local team pages for ${serviceAreaCityNames.slice(0, 6).join(', ')} and more. If you are unsure whether we reach your street, call us and we will tell you straight away.`,
  },
  {
    question: 'Are estimates free, and how can I pay?',
    answer: `Estimates are free and the price you are quoted is the price you pay. We accept ${paymentMethodsText(business.payment.methods)}. An emergency visit adds a ${formatUsd(pricing.emergencyTripCharge.amount)} trip charge, and the technician quotes the total before starting.`,
  },
  {
    question: 'How often does a garage door need maintenance?',
    answer:
      'Once a year for a typical home, every six months for heavy-use doors and rentals, and always before hurricane season starts in June. Our 26-point tune-up lubricates springs, rollers and hinges, tests the balance and the safety reverse, tightens hardware loosened by daily vibration, and checks for the rust that Gulf humidity and salt air leave on steel parts.',
  },
] satisfies FaqEntry[];
