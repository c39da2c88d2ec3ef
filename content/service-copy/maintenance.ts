import { selectField } from '@/content/forms';
import { inspectionLabel, inspectionPoints } from './inspection';
import type { ServiceCopy } from './types';

export const maintenanceCopy = {
  lead: `Our ${inspectionLabel} and tune-up catches worn springs, rusted hardware and unsafe sensors before they fail. Book yearly, and again before hurricane season.`,
  heroAction: 'Schedule a Tune-Up',
  problem: {
    title: 'Why a tune-up pays for itself',
    paragraphs: [
      'Most emergency calls we take started as small problems months earlier: a roller that stopped turning, a cable with one broken strand, a spring losing tension. A tune-up finds them while they are cheap to fix, and before the door fails on a Monday morning with the car inside.',
      'Florida adds a deadline. A door that is out of balance, missing a strut or running on rusted hardware is the weak point of a house in a hurricane. A check before June means any repairs are done before the first storm watch.',
    ],
  },
  signs: {
    title: 'Your door is due for a tune-up if',
    items: ['It has been more than a year since its last service', 'It is louder or slower than it used to be', 'You see rust on springs, cables or hinges', 'Hurricane season starts in a few weeks', 'It is a rental or a busy family garage opened many times a day'],
  },
  blocks: [
    { kind: 'list', title: `Our ${inspectionLabel}`, intro: 'Every tune-up covers each of these points, and you get the results in writing.', items: [...inspectionPoints] },
    {
      kind: 'schedule',
      title: 'How often to service your door',
      rows: [
        { who: 'Residential homes', when: 'Once a year', why: 'Normal family use of four to six cycles a day' },
        { who: 'Heavy-use homes and rentals', when: 'Every 6 months', why: 'More cycles, and guests who do not report small problems' },
        { who: 'Every home', when: 'Before hurricane season', why: 'Bracing, struts and balance checked before June' },
      ],
    },
  ],
  safety: {
    title: 'What you can safely do between visits',
    text: 'Once a month, test the auto-reverse by closing the door on a roll of paper towels; it should reverse at once. Keep the sensor lenses clean and rinse salt off the bottom of the door. Leave springs, cables and brackets to a technician.',
  },
  visit: {
    title: 'What a tune-up visit includes',
    items: [`The full ${inspectionLabel}`, 'Lubrication with a grease that resists humidity and salt', 'Spring tension and door balance adjusted', 'Loose hardware tightened, sensors aligned', 'A written report with any repair priced before it is done'],
  },
  faqs: [
    { question: 'How long does a tune-up take?', answer: 'About an hour for a typical two-car door.' },
    { question: 'Do you offer reminders?', answer: 'Yes. We can call you each year before hurricane season, or every six months for rentals.' },
  ],
  review: {
    quote: 'The tune-up found a cable with broken strands that I never would have noticed. They replaced it on the spot and the report showed everything they checked. We book every May now.',
    author: 'Nancy C.',
    location: 'Punta Gorda Isles',
    rating: 5,
    service: 'Annual tune-up',
  },
  cta: { title: 'Book your tune-up before the season', text: 'Call now or schedule a visit at a time that suits you.' },
  form: {
    title: 'Schedule a Maintenance Visit',
    intro: 'Pick the kind of visit and we will call back to set a time.',
    select: selectField(
      'visitType',
      'Visit type',
      [
        { value: 'annual-tune-up', label: 'Annual tune-up' },
        { value: 'pre-hurricane-check', label: 'Pre-hurricane season check' },
        { value: 'rental-six-month', label: 'Rental or heavy-use (every 6 months)' },
        { value: 'multi-door', label: 'Several doors' },
      ],
      'Select a visit type',
    ),
  },
} satisfies ServiceCopy;
