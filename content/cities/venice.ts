import { defineCity } from './types';

export const venice = defineCity({
  slug: 'venice',
  name: 'Venice',
  county: 'Sarasota County',
  zipCodes: ['34285', '34292', '34293'],
  neighbourhoods: ['Venice Island', 'South Venice', 'Venice Gardens', 'Jacaranda', 'Pinebrook', 'Capri Isles', 'Bird Bay', 'Sawgrass'],
  localNotes: [
    {
      title: 'Salt air on the island',
      text: 'Within a mile of Venice Beach and the jetties, plain steel springs and cables start to pit in a few years. On the island and in South Venice we fit oil-tempered springs with a protective coating and galvanized cables, and we rinse and lubricate the hardware on every tune-up.',
    },
    {
      title: 'Retirement communities and HOA approvals',
      text: 'Communities such as Pinebrook, Capri Isles and Bird Bay often specify the door style and colour. Send us the HOA guideline or let us request it: we quote a door that matches it and supply the product sheet for your architectural review.',
    },
  ],
  review: {
    quote:
      'The door on our villa in Capri Isles had rusted cables and one had frayed right through. They replaced both cables and drums with galvanized parts, explained why the old ones went so fast this close to the Gulf, and left the garage cleaner than they found it.',
    author: 'Robert K.',
    location: 'Capri Isles, Venice',
    rating: 5,
    service: 'Cable and drum replacement',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-venice',
          title: 'Garage Door Repair Venice, FL | Springs, Openers, New Doors',
          description: 'Venice garage door repair for the island, South Venice and Venice Gardens: salt-air rust, broken springs, openers and wind-rated replacement doors.',
          h1: 'Garage Door Repair in Venice, FL',
        },
      ],
      copy: {
        lead: 'Garage door repair for Venice Island, South Venice, Venice Gardens and the golf communities along Jacaranda: springs, openers, off-track doors and new doors that stand up to Gulf winds.',
        services: [
          'Broken spring repair with coated, high-cycle springs',
          'Doors off track put back, bent sections and tracks replaced',
          'New door installation, including impact-rated and insulated models',
          'Opener repair, battery backup and quiet belt-drive upgrades',
          'Galvanized cable and drum replacement for island homes',
        ],
        whyChoose: [
          'We know the HOA style rules of the Venice communities we work in',
          'Free in-home estimates for new doors, with samples in the van',
          'Upfront pricing with no hidden fees, agreed before the work',
          'Weekend appointments for owners who are only here part of the year',
          'Parts chosen for salt air, not just the cheapest on the shelf',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-venice',
          title: 'Garage Door Service in Venice | Fast Local Technicians',
          description: 'Need a garage door technician in Venice? Tell us what the door is doing and we schedule a same-day or next-day visit with an upfront price.',
          h1: 'Garage Door Service in Venice',
        },
      ],
      copy: {
        lead: 'Book a Venice garage door technician online: we call back to confirm the time and the price, and most repairs are finished in one visit.',
        paragraphs: [
          'Seasonal residents often come back in the autumn to a door that will not open: the opener lost its programming during a summer power cut, or the springs rusted while the door sat closed for months. We can meet you on arrival day, or a neighbour can let us in while you are still up north.',
          'For year-round homes in Venice Gardens and Jacaranda, the usual culprits are worn rollers and openers that have done fifteen years of twice-a-day trips. We tell you honestly whether a repair is worth it or whether a new opener costs less over the next five years.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34285',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'spring-repair', label: 'Spring repair' },
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'new-door-installation', label: 'New door installation' },
        { value: 'opener-issue', label: 'Opener issue' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 2,
  emergencyArea: true,
  detectable: true,
});
