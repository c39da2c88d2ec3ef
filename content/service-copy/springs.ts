import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const springsCopy = {
  lead: 'A broken spring is the most common reason a garage door will not open. We replace both springs with high-cycle, rust-resistant springs sized to your door, usually the same day.',
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'What springs do, and why they break',
    paragraphs: [
      'Springs do the lifting, not the opener. A torsion spring above the door, or a pair of extension springs along the tracks, is wound to balance the door’s weight so it feels light in your hand. Each opening and closing is one cycle, and a standard spring is rated for about 10,000 of them: seven to ten years for a family that uses the garage as its front door.',
      'Near the coast, rust shortens that life. Corrosion forms in the tight coils, adds friction and creates weak points, and the spring snaps, usually on a cool morning when the steel is least flexible.',
    ],
  },
  signs: {
    title: 'Signs of a broken or worn spring',
    items: [
      'A loud bang from the garage, like a gunshot',
      'A visible gap in the coils of the torsion spring',
      'The door feels extremely heavy, or the opener lifts it a few inches and stops',
      'The door slams down or drifts when let go halfway',
      'Cables hanging loose on one or both sides',
    ],
  },
  blocks: [
    {
      kind: 'cards',
      title: 'Torsion or extension: which do you have?',
      cards: [
        { title: 'Torsion springs', text: 'Mounted on a shaft above the door opening. Quieter and smoother, and the standard on most newer Florida homes.' },
        { title: 'Extension springs', text: 'Long springs beside each horizontal track. Common on older homes; they need safety cables so a broken spring cannot fly loose.' },
        { title: 'High-cycle upgrade', text: 'Springs rated for 50,000 cycles or more cost a little more and last several times longer, which pays off on busy households and rentals.' },
      ],
    },
    { kind: 'callout', title: 'Why we replace both springs', text: 'Springs on the same door were installed together and have done the same number of cycles. When one breaks, the other is close behind, and a new spring paired with a worn one leaves the door unbalanced. Replacing both together saves a second visit.' },
  ],
  safety: {
    title: 'Spring safety',
    text: 'A wound torsion spring stores enough energy to cause serious injury, and winding bars slip. Never loosen the set screws or the brackets at the bottom of the door. If a spring has broken, keep the door closed, pull the opener’s release only if the door is fully down, and do not let anyone stand under a door that is partly open.',
  },
  visit: {
    title: 'What a spring replacement includes',
    items: [
      'Weighing the door and sizing the springs to it, not guessing from the old ones',
      'Both springs replaced, with coated or galvanized springs near the coast',
      'Cables, drums and center bearing checked and replaced if worn',
      'Door balance tested by hand at the halfway point',
      'Opener force and travel reset, and a safety-reverse test',
    ],
  },
  faqs: [
    { question: 'How long do garage door springs last?', answer: 'Standard torsion springs last 10,000 to 30,000 cycles; high-cycle springs 50,000 or more.' },
    { question: 'Can I open the door with a broken spring?', answer: 'Not safely. The door weighs far more than it feels with working springs, and the opener can strip its gears trying. Leave it closed and call us.' },
  ],
  review: {
    quote: 'Spring snapped on a Saturday morning. They were here by noon, replaced both with high-cycle springs and showed me the door balancing at halfway. Door has never run smoother.',
    author: 'Kevin O.',
    location: 'Wellen Park, North Port',
    rating: 5,
    service: 'High-cycle spring replacement',
  },
  cta: { title: 'Spring broken? We can be there today', text: 'Call now and a technician will bring springs sized for your door.' },
  form: {
    title: 'Book a Spring Replacement',
    intro: 'Tell us what happened and we will call back with a time and a price for your door.',
    select: selectField(
      'problemType',
      'What happened?',
      [
        { value: 'spring-snapped', label: 'Spring snapped (loud bang)' },
        { value: 'door-heavy', label: 'Door very heavy or will not lift' },
        { value: 'spring-rusted', label: 'Rusted or worn springs' },
        { value: 'high-cycle-upgrade', label: 'Upgrade to high-cycle springs' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
      'Select a problem',
    ),
  },
} satisfies ServiceCopy;
