import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const cableCopy = {
  lead: 'A frayed or snapped lift cable leaves a door crooked and dangerous. We replace cables and drums with galvanized parts made for salt air, and rebalance the door.',
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'What lift cables do',
    paragraphs: [
      'Two steel cables run from the bottom corners of the door to drums on the spring shaft. As the springs unwind, the drums wind the cables and the door rises evenly on both sides. If one cable slips, frays or snaps, that side drops and the door twists in its tracks.',
      'Cables sit right at floor level, where rainwater, lawn sprinklers and salty air collect. Rust starts under the bottom bracket where you cannot see it, and the cable unravels strand by strand until it lets go.',
    ],
  },
  signs: {
    title: 'Signs of cable trouble',
    items: ['Broken strands or rust where the cable meets the bottom bracket', 'A cable hanging slack when the door is closed', 'The door rising crooked, one side first', 'A cable jumping off its drum', 'The door jammed at an angle halfway up'],
  },
  blocks: [
    { kind: 'list', title: 'Parts we replace with cables', intro: 'A cable rarely fails alone; we inspect and replace what wore with it.', items: ['Lift cables, in pairs', 'Cable drums with worn grooves', 'Bottom brackets, rusted or bent', 'Spring shaft bearings', 'Springs, when they are near the end of their life'] },
  ],
  safety: {
    title: 'Cable safety',
    text: 'A cable is connected to a wound spring. A loose cable can whip when the tension changes, and a door hanging on one cable can drop suddenly. Do not try to rewind a cable on its drum or open a crooked door with the opener: leave it, keep clear and call.',
  },
  visit: {
    title: 'What a cable repair includes',
    items: ['Spring tension released safely before any work', 'Both cables replaced with galvanized aircraft cable', 'Drums and bottom brackets checked and replaced if worn', 'Door squared in its tracks and rebalanced', 'Opener adjusted and safety-tested'],
  },
  faqs: [
    { question: 'Why replace both cables if only one broke?', answer: 'They carry the same load and wear together, and a new cable beside an old one stretches differently and makes the door lift unevenly.' },
  ],
  review: {
    quote: 'The door came down crooked with a cable hanging loose. They were out the same evening, replaced both cables and a rusted bracket, and had the door running straight in under an hour.',
    author: 'Steve N.',
    location: 'Rotonda West, Englewood',
    rating: 5,
    service: 'Lift cable replacement',
  },
  cta: { title: 'Crooked door or loose cable?', text: 'Do not force it. Call now and we will make it safe today.' },
  form: {
    title: 'Request Cable Repair',
    intro: 'Tell us what the cable and door look like and we will bring the right parts.',
    select: selectField(
      'problemType',
      'What do you see?',
      [
        { value: 'cable-snapped', label: 'Cable snapped' },
        { value: 'cable-frayed', label: 'Cable frayed or rusted' },
        { value: 'cable-off-drum', label: 'Cable off its drum' },
        { value: 'door-crooked', label: 'Door hanging crooked' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
      'Select a problem',
    ),
  },
} satisfies ServiceCopy;
