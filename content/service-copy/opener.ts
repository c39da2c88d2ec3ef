import { business } from '@/lib/content/business';
import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const openerCopy = {
  lead: `Opener humming, clicking or reversing? We repair and replace chain, belt, screw and wall-mount openers from every major brand, backed by our ${business.warranty.label}.`,
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'Why openers fail',
    paragraphs: [
      'An opener is a motor, a gear or belt drive, a logic board and two safety sensors. The motor rarely dies first: the plastic drive gear strips, the belt stretches, a power surge during a summer storm fries the board, or the sensors drift out of line and the door refuses to close.',
      'Openers also suffer when the door is out of balance. If the springs are weak, the opener does the lifting they should do, and it wears out in a fraction of its normal life. That is why we check the door before blaming the motor.',
    ],
  },
  signs: {
    title: 'Common opener issues',
    items: [
      'The motor hums or clicks but the door does not move',
      'The door starts to close, then reverses and opens again',
      'The lights on the safety sensors blink or are off',
      'The remote works only from a few feet away',
      'Grinding or rattling from the rail, or a chain that sags',
      'The opener stopped working after a power cut or lightning storm',
    ],
  },
  blocks: [
    { kind: 'brands', title: 'Brands we service', intro: 'Parts for these brands are on our vans; we repair most other makes too.', brands: ['LiftMaster', 'Chamberlain', 'Genie', 'Craftsman', 'Linear', 'Marantec', 'Overhead Door', 'Sommer'] },
    {
      kind: 'list',
      title: 'What every opener repair includes',
      items: ['Diagnosis of the motor, drive, board and sensors', 'Door balance check so the opener is not doing the springs’ job', 'Replacement parts from the opener’s maker or an equal', 'Force, travel and safety-reverse adjustment', 'All remotes and keypads re-programmed and tested', `Our ${business.warranty.label}`],
    },
    {
      kind: 'cards',
      title: 'Why homeowners choose us for openers',
      cards: [
        { title: 'Repair first', text: 'A stripped gear costs a fraction of a new opener. We replace the opener only when repairs no longer make sense, and say so plainly.' },
        { title: 'Battery backup', text: 'New openers we fit come with battery backup, so the door still opens when a storm knocks out the power.' },
        { title: 'Quiet belt drives', text: 'For garages under a bedroom, a belt-drive or wall-mount opener is nearly silent.' },
      ],
    },
    { kind: 'callout', title: `Backed by our ${business.warranty.label}`, text: business.warranty.detail },
  ],
  safety: {
    title: 'Opener safety',
    text: 'Never disable or tape over the safety sensors: they stop the door from closing on a child, a pet or a car. If the door will not close, check that nothing blocks the beam and that both sensor lights are steady. Unplug the opener before touching the rail or the trolley.',
  },
  visit: {
    title: 'What an opener visit includes',
    items: ['Testing the door with the opener disconnected', 'Checking power, board, motor, gears and sensors', 'A written repair or replacement price before work', 'Installation, programming and a safety test', 'A walkthrough of the app, keypad and manual release'],
  },
  faqs: [
    { question: 'Repair or replace my opener?', answer: 'If the opener is less than ten years old and the motor is sound, a repair usually makes sense. Older chain drives without battery backup are often better replaced.' },
    { question: 'Can you add smartphone control?', answer: 'Yes. Most openers made in the last decade accept a Wi-Fi module; older ones can be replaced with a smart opener.' },
  ],
  review: {
    quote: 'Our opener died after a lightning storm. They replaced the logic board the same afternoon, reprogrammed both cars and the keypad, and explained the warranty. Quick, clean and friendly.',
    author: 'Maria G.',
    location: 'Lakewood Ranch',
    rating: 5,
    service: 'Opener logic board replacement',
  },
  cta: { title: 'Opener not cooperating?', text: 'Call now for a same-day diagnosis, or schedule a visit that suits you.' },
  form: {
    title: 'Request Opener Service',
    intro: 'Describe what the opener is doing and we will bring the right parts.',
    select: selectField(
      'issueDescription',
      'What is the opener doing?',
      [
        { value: 'hums-no-movement', label: 'Hums or clicks, door does not move' },
        { value: 'reverses', label: 'Door reverses before closing' },
        { value: 'remote-not-working', label: 'Remote or keypad not working' },
        { value: 'noisy', label: 'Noisy or grinding' },
        { value: 'new-opener', label: 'I want a new opener' },
        { value: 'other', label: 'Something else' },
      ],
      'Select an issue',
    ),
  },
} satisfies ServiceCopy;
