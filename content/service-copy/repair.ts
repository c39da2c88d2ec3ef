import { selectField } from '@/content/forms';
import { pricing } from '@/lib/content/pricing';
import { priceRangeText } from '@/lib/price';
import type { ServiceCopy } from './types';

export const repairCopy = {
  lead: 'Noisy, stuck, crooked or storm-damaged: we diagnose the real cause, quote the price before we start, and fix most doors in a single same-day visit.',
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'Why garage doors fail faster in Southwest Florida',
    paragraphs: [
      'A garage door is the largest moving object in most homes: a two-car steel door weighs 130 to 250 pounds and opens and closes three to five times a day. Springs carry almost all of that weight, and every part around them (cables, drums, rollers, hinges and the opener) wears with each cycle.',
      'Our climate adds three things the manufacturers’ manuals do not plan for: salt air that rusts steel parts from the inside out, year-round humidity that thickens old grease and swells wooden jambs, and hurricane winds that bend tracks and crease panels. Most repairs we make trace back to one of them.',
    ],
  },
  signs: {
    title: 'Signs your door needs a repair',
    items: [
      'It opens unevenly, with one side higher than the other',
      'Grinding, squealing or popping noises during travel',
      'It reverses before reaching the floor, or will not close at all',
      'A gap of light under one end of the closed door',
      'The opener runs but the door barely moves, or moves in jerks',
      'Visible rust, fraying or slack on the cables',
    ],
  },
  blocks: [
    {
      kind: 'groups',
      title: 'Repairs we handle every day',
      intro: 'Our vans carry the parts for the most common repairs, so most of these are finished on the first visit.',
      groups: [
        { title: 'Springs and cables', items: ['Snapped torsion springs', 'Stretched extension springs', 'Frayed or snapped lift cables', 'Worn cable drums'] },
        { title: 'Tracks, rollers and hinges', items: ['Doors off their tracks', 'Bent or twisted tracks', 'Worn or broken rollers', 'Cracked hinges and loose brackets'] },
        { title: 'Openers and controls', items: ['Openers that hum but do not lift', 'Stripped gears and broken belts', 'Misaligned safety sensors', 'Dead remotes and keypads'] },
        { title: 'Panels and seals', items: ['Dented or creased panels', 'Storm-damaged sections', 'Rotted bottom seals', 'Missing reinforcement struts'] },
      ],
    },
  ],
  safety: {
    title: 'What not to try yourself',
    text: 'Springs and the cables attached to them hold enough tension to break bones. If a spring has snapped, a cable hangs loose or the door sits crooked, do not try to lift or force the door, and do not keep pressing the opener button. Keep people and cars clear, and call us: we release the tension safely before anything is replaced.',
  },
  visit: {
    title: 'What a repair visit includes',
    items: [
      'A full check of springs, cables, rollers, tracks, hinges, opener and sensors, not just the part you called about',
      'A written price for the repair before any work starts',
      'Parts chosen for salt air and humidity',
      'Balance and force adjustment, and a safety-reverse test',
      'Lubrication of every moving part, and the old parts taken away',
    ],
  },
  faqs: [
    { question: 'How much does a garage door repair cost?', answer: `Most repairs cost ${priceRangeText(pricing.services['garage-door-repair'])}, from a simple adjustment to a pair of springs with cables. We always quote the exact price before starting.` },
    { question: 'Can you come today?', answer: 'Usually, yes. Call before 3 PM for a same-day visit; for emergencies we answer 24/7.' },
    { question: 'Should I repair or replace my door?', answer: 'If the panels are sound and the door is wind-rated, a repair is almost always cheaper. We suggest replacement only when panels are cracked, rusted through or the door fails current wind-load requirements.' },
  ],
  review: {
    quote: 'Our door was crooked and grinding after a roller broke. The technician replaced all the rollers and a bent hinge, adjusted everything and the door is quieter than when we moved in. Fair price, explained up front.',
    author: 'Tom F.',
    location: 'Venice Gardens, Venice',
    rating: 5,
    service: 'Roller and hinge repair',
  },
  cta: { title: 'Door acting up? Get it fixed today', text: 'Call now for a same-day repair, or schedule a visit at a time that suits you.' },
  form: {
    title: 'Get a Free Repair Estimate',
    intro: 'Tell us what the door is doing and we will call back with a price and a time. ZIP code and issue help, but are optional.',
    zipOptional: true,
    submitLabel: 'Get My Free Estimate',
    select: selectField(
      'issue',
      'What is the issue?',
      [
        { value: 'broken-spring', label: 'Broken spring' },
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'opener-problem', label: 'Opener problem' },
        { value: 'noisy-door', label: 'Noisy or shaking door' },
        { value: 'damaged-panel', label: 'Damaged panel' },
        { value: 'other', label: 'Something else' },
      ],
      'Select the issue',
    ),
  },
} satisfies ServiceCopy;
