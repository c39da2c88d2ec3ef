import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const installationCopy = {
  lead: 'Hurricane-rated, insulated doors measured to your opening, permitted with the county and installed in a day, with the old door hauled away.',
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'When a new door is the better investment',
    paragraphs: [
      'Repairing a door is usually the cheaper choice, until the panels themselves give out. Rust that has eaten through the bottom section, cracked panels, or a door installed before today’s wind-load rules are the points where repairs stop paying off.',
      'In Florida the garage door is also part of the house’s storm protection: if it blows in, wind pressure inside the house can lift the roof. An impact-rated door with the right design pressure for your address protects the building and often lowers the windstorm part of your insurance premium.',
    ],
  },
  signs: {
    title: 'Signs it is time to replace',
    items: [
      'Rust holes or flaking along the bottom panel',
      'No wind-load label on the door, or a label below your area’s requirement',
      'Cracked or creased panels that keep coming back after repairs',
      'A garage that bakes in summer because the door is a single uninsulated skin',
      'Repairs in the last two years that add up to half the price of a new door',
    ],
  },
  blocks: [
    {
      kind: 'cards',
      title: 'Doors we install',
      intro: 'Every door comes with the wind-load rating your address requires.',
      cards: [
        { title: 'Impact-rated steel', text: 'Reinforced panels and struts that meet Florida Building Code design pressures, with or without impact-rated windows.' },
        { title: 'Insulated doors', text: 'Polyurethane-filled panels that keep the garage cooler and quieter, and stiffen the door against wind.' },
        { title: 'Carriage-house style', text: 'The look of swing-out wooden doors in low-maintenance steel or composite, popular with HOA guidelines.' },
        { title: 'Full-view glass', text: 'Aluminium frames with tempered or impact glass for modern homes and workshops.' },
      ],
    },
  ],
  safety: {
    title: 'Why installation is not a weekend project',
    text: 'Removing an old door means releasing springs under full tension, and a new door must be fitted with springs sized to its exact weight. The county also requires a permit for a replacement door in most of Southwest Florida, and the inspector checks the product approval and the anchoring. We handle all of it.',
  },
  visit: {
    title: 'What an installation includes',
    items: [
      'A free in-home estimate with measurements, samples and a written price',
      'The building permit and product approval paperwork',
      'Safe removal and disposal of the old door and springs',
      'New tracks, springs, cables and hardware sized to the new door',
      'Reconnection or replacement of the opener, a safety test and a walkthrough',
    ],
  },
  faqs: [
    { question: 'How long does an installation take?', answer: 'Most single and double doors are installed in four to six hours. Custom sizes and impact glass can take two to four weeks to order.' },
    { question: 'Do I need a permit?', answer: 'In most of the towns and counties we serve, yes. We apply for it and schedule the inspection.' },
  ],
  review: {
    quote: 'We replaced our 1990s door with an insulated, impact-rated one. The garage is ten degrees cooler, the permit was handled for us and the crew left nothing behind but the new door.',
    author: 'Angela V.',
    location: 'Palmer Ranch, Sarasota',
    rating: 5,
    service: 'Insulated hurricane-rated door installation',
  },
  cta: { title: 'Thinking about a new door?', text: 'Book a free estimate: we bring samples and measure the opening, and there is no obligation.' },
  form: {
    title: 'Request a Free Installation Estimate',
    intro: 'Tell us what kind of door you have in mind and we will arrange a free visit to measure and quote.',
    submitLabel: 'Request My Free Estimate',
    select: selectField(
      'doorType',
      'Door type',
      [
        { value: 'impact-rated-steel', label: 'Impact-rated steel' },
        { value: 'insulated', label: 'Insulated' },
        { value: 'carriage-house', label: 'Carriage-house style' },
        { value: 'full-view-glass', label: 'Full-view glass' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
      'Select a door type',
    ),
  },
} satisfies ServiceCopy;
