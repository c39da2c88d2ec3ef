import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const remoteCopy = {
  lead: 'Lost remote, dead keypad or a new car to pair? We program remotes, keypads, car buttons and smartphone control for every major opener, in one short visit.',
  heroAction: 'Schedule Setup',
  problem: {
    title: 'Why remotes and keypads stop working',
    paragraphs: [
      'Most remote problems are not broken remotes. Batteries fade, an opener loses its memory after a power surge, or a newer remote uses a different radio frequency from an older opener. Keypads mounted outside take direct sun and afternoon downpours, and moisture eventually reaches the contacts.',
      'Security matters too. If you have moved into a house, lost a remote or had a car stolen, the old codes should be wiped from the opener so nobody else can open your garage.',
    ],
  },
  signs: {
    title: 'When to call us',
    items: [
      'The remote works only when you are right in front of the door',
      'The keypad lights up but the door does not respond',
      'Your car’s built-in button will not learn the opener',
      'You moved in and do not know who still has a remote',
      'You want to open, close or check the door from your phone',
    ],
  },
  blocks: [
    {
      kind: 'cards',
      title: 'What we set up',
      cards: [
        { title: 'Remotes', text: 'Brand-matched or universal remotes, programmed and tested from the street.' },
        { title: 'Wireless keypads', text: 'Weather-sealed keypads with a private code, and temporary codes for guests and rentals.' },
        { title: 'Car buttons', text: 'HomeLink and other built-in systems paired with your opener.' },
        { title: 'Smartphone control', text: 'Wi-Fi modules or smart openers, linked to your app with open-door alerts.' },
      ],
    },
  ],
  safety: {
    title: 'Keep your garage secure',
    text: 'A garage remote is a key to your house. Clear the opener’s memory when you move in or lose a remote, do not leave remotes clipped to a car parked outside, and use a keypad code that is not your house number or birthday.',
  },
  visit: {
    title: 'What a setup visit includes',
    items: ['Opener memory cleared of old and unknown codes', 'Every remote, keypad and car button programmed and range-tested', 'Keypad mounted at a safe height, sealed against rain', 'App setup on your phone, with alerts switched on', 'A quick check of sensors and door balance'],
  },
  faqs: [
    { question: 'Will a universal remote work with my opener?', answer: 'Almost always. We check the opener’s learn button and radio type before choosing a remote.' },
  ],
  review: {
    quote: 'We bought a house and had no idea how many remotes were out there. They wiped the opener, set up new remotes, a keypad and the app, and showed us everything. Peace of mind for a small price.',
    author: 'Daniel S.',
    location: 'Bayshore Gardens, Bradenton',
    rating: 5,
    service: 'Remote, keypad and app setup',
  },
  cta: { title: 'Back in control of your garage', text: 'Call now or schedule a setup visit at a time that suits you.' },
  form: {
    title: 'Schedule Remote or Keypad Setup',
    intro: 'Tell us what you need set up and we will bring compatible remotes and keypads.',
    select: selectField(
      'serviceNeeded',
      'Service needed',
      [
        { value: 'program-remote', label: 'Program or replace a remote' },
        { value: 'keypad', label: 'Install or fix a keypad' },
        { value: 'car-button', label: 'Pair my car’s button' },
        { value: 'smartphone-control', label: 'Smartphone control' },
        { value: 'reset-codes', label: 'Clear old codes after moving in' },
      ],
      'Select a service',
    ),
  },
} satisfies ServiceCopy;
