import { defineCity } from './types';

export const bradenton = defineCity({
  slug: 'bradenton',
  name: 'Bradenton',
  county: 'Manatee County',
  zipCodes: ['34203', '34205', '34207', '34208', '34209', '34210', '34212'],
  neighbourhoods: ['West Bradenton', 'Palma Sola', 'Cortez', 'Bayshore Gardens', 'Braden River', 'Tara', 'River Club', 'Village of the Arts'],
  localNotes: [
    {
      title: 'Low-lying streets near the river and the bay',
      text: 'Parts of Cortez, Palma Sola and the streets along the Manatee River sit in flood zones. Standing water rots the bottom weather seal and rusts the lowest roller brackets first, so we check the bottom section closely and fit a vinyl seal and stainless brackets where water reaches the door.',
    },
    {
      title: 'Newer subdivisions, builder-grade doors',
      text: 'In Tara, River Club and around Braden River many homes still have the thin, non-insulated door and light-duty opener the builder fitted. When those wear out, an insulated door and a belt-drive opener make a garage noticeably cooler and quieter in August.',
    },
  ],
  review: {
    quote:
      'Door would not open and the opener just clicked. He found a broken gear, had the part on the truck and we were backing the car out twenty minutes later. Fair price, no upselling.',
    author: 'James T.',
    location: 'West Bradenton',
    rating: 5,
    service: 'Opener gear repair',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-bradenton',
          title: 'Garage Door Repair Bradenton, FL | Same-Day Service',
          description: 'Bradenton garage door repair from West Bradenton to Lakewood Ranch’s edge: doors that will not open, broken springs, dead openers and new doors.',
          h1: 'Garage Door Repair in Bradenton, FL',
        },
      ],
      copy: {
        lead: 'Same-day garage door repair across Bradenton, from Cortez and Palma Sola to the Braden River subdivisions: doors that will not open, broken springs, silent openers and new doors.',
        services: [
          'Doors that will not open diagnosed and freed the same day',
          'Broken spring replacement with the spring sized to your door’s weight',
          'Openers that click, hum or do not respond repaired or replaced',
          'New insulated and wind-rated doors with permit and haul-away included',
          'Bottom seals and rusted brackets replaced on flood-prone streets',
        ],
        whyChoose: [
          'Local technicians who cover Manatee County every day',
          'Common springs, gears and logic boards carried on every van',
          'Clear written quote before work starts, cash, check or card',
          'Evening and weekend appointments available',
          'Every job cleaned up and tested with you before we leave',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-bradenton',
          title: 'Garage Door Service in Bradenton | Schedule a Visit',
          description: 'Schedule garage door service in Bradenton: tell us the issue, get a same-day window and an upfront price from a licensed, insured local technician.',
          h1: 'Garage Door Service in Bradenton',
        },
      ],
      copy: {
        lead: 'Schedule a Bradenton garage door visit in a minute: choose the issue, leave your number, and we confirm a same-day window.',
        paragraphs: [
          'The issue list in the form is built from what Bradenton homeowners call us about most. “Door won’t open” covers a lot: a snapped spring, a stripped opener gear, a tripped safety sensor or a door locked by its manual bolt. We ask two or three questions on the phone to narrow it down before we drive out.',
          'If the door is stuck closed with a car inside and you need it today, call rather than filling in the form: our dispatcher can often talk you through releasing the door by hand while the technician is on the way.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34205',
    select: {
      name: 'issue',
      label: 'What is the issue?',
      options: [
        { value: 'door-wont-open', label: 'Door won’t open' },
        { value: 'spring-broken', label: 'Spring broken' },
        { value: 'opener-not-responding', label: 'Opener not responding' },
        { value: 'need-new-door', label: 'Need a new door' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 3,
  emergencyArea: true,
  detectable: true,
});
