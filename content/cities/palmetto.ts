import { defineCity } from './types';

export const palmetto = defineCity({
  slug: 'palmetto',
  name: 'Palmetto',
  county: 'Manatee County',
  zipCodes: ['34221'],
  neighbourhoods: ['Riviera Dunes', 'Snead Island', 'Terra Ceia', 'Artisan Lakes', 'Palmetto Point', 'Trevesta', 'Downtown Palmetto', 'Ellenton'],
  localNotes: [
    {
      title: 'Waterfront homes on Snead Island and Terra Ceia',
      text: 'Homes on the bay side of Palmetto take salt spray on every west wind. Hinges and roller stems seize before the springs wear out; we replace them with stainless hardware and use a marine-grade lubricant that does not wash off in the summer rain.',
    },
    {
      title: 'Detached garages and workshops',
      text: 'Older Palmetto lots often have a detached garage or workshop with a manual door. We can add an opener, a keypad and a light to a detached building, or replace a wooden door that has swelled in its frame.',
    },
  ],
  review: {
    quote:
      'The hinges on our Snead Island garage were rusted solid and the door screamed every time it moved. They swapped every hinge and roller for stainless ones and now it is silent. Honest and quick.',
    author: 'Carlos R.',
    location: 'Snead Island, Palmetto',
    rating: 5,
    service: 'Stainless hinge and roller replacement',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-palmetto',
          title: 'Garage Door Repair Palmetto, FL | Springs, Openers, Doors',
          description: 'Palmetto garage door repair near the Manatee River and Terra Ceia: broken springs, opener issues, off-track doors and new wind-rated doors.',
          h1: 'Garage Door Repair in Palmetto, FL',
        },
      ],
      copy: {
        lead: 'Palmetto garage door repair from Riviera Dunes to Terra Ceia: broken springs, opener issues, doors off track and new wind-rated doors for waterfront and inland homes.',
        services: [
          'Broken spring replacement and full door rebalancing',
          'Opener issues solved, from dead remotes to stripped gears',
          'Doors off track put back and damaged rollers replaced',
          'New wind-rated doors, including for detached garages',
          'Stainless hinges and rollers for bay-side homes',
        ],
        whyChoose: [
          'Quick trips over the Manatee River from our Bradenton-area crews',
          'Straight answers on repair versus replacement',
          'Upfront pricing with no hidden fees',
          'Licensed, insured and courteous technicians',
          'Same-day service on most calls made before 3 PM',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-palmetto',
          title: 'Garage Door Service in Palmetto | Same-Day Visit Windows',
          description: 'Garage door service in Palmetto with same-day visits: springs, openers and off-track doors fixed, and new doors quoted for free by a local team.',
          h1: 'Garage Door Service in Palmetto',
        },
      ],
      copy: {
        lead: 'Same-day garage door service in Palmetto: springs, openers and off-track doors fixed, and free quotes for new doors.',
        paragraphs: [
          'From the historic houses near downtown to the newer streets of Artisan Lakes and Trevesta, Palmetto has every kind of garage door, from one-piece wooden tilt-ups to insulated steel. Our technicians work on all of them and carry parts for the common makes.',
          'Call before 3 PM and we can usually be there the same day. Tell us if the garage is detached or has no power outlet near the ceiling, and we will plan an opener install around it.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34221',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'broken-spring', label: 'Broken spring' },
        { value: 'opener-issue', label: 'Opener issue' },
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'need-new-door', label: 'Need a new door' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 10,
  emergencyArea: false,
  detectable: true,
});
