import { defineCity } from './types';

export const englewood = defineCity({
  slug: 'englewood',
  name: 'Englewood',
  county: 'Sarasota and Charlotte Counties',
  zipCodes: ['34223', '34224'],
  neighbourhoods: ['Manasota Key', 'Englewood Beach', 'Grove City', 'Rotonda West', 'Cape Haze', 'Placida', 'Lemon Bay Isles'],
  localNotes: [
    {
      title: 'Two counties, one stretch of coast',
      text: 'Englewood straddles the Sarasota–Charlotte county line, and the permit office depends on which side of it your house stands. We know both processes, so a door replacement on Manasota Key is permitted as smoothly as one in Rotonda West.',
    },
    {
      title: 'Beach houses on stilts',
      text: 'Many homes on Manasota Key and near Englewood Beach are raised, with the garage on the ground floor under the living space. Those doors face flood-vent rules and take spray from both sides of the key, so we specify breakaway-friendly hardware and coated springs.',
    },
  ],
  review: {
    quote:
      'Our opener kept reversing for no reason. Turned out the sensors were corroded from the beach air. They cleaned and re-aimed one, replaced the other, and showed me how to spot it next time. Great service.',
    author: 'Donna L.',
    location: 'Manasota Key, Englewood',
    rating: 5,
    service: 'Opener troubleshooting and safety sensor replacement',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-englewood',
          title: 'Garage Door Repair Englewood, FL | Salt-Air Specialists',
          description: 'Englewood garage door repair for Manasota Key, Grove City and Rotonda West: rusted springs, opener troubleshooting, off-track doors and new doors.',
          h1: 'Garage Door Repair in Englewood, FL',
        },
      ],
      copy: {
        lead: 'Englewood garage door repair for Manasota Key, Grove City, Rotonda West and Cape Haze: rusted springs, opener troubleshooting, doors off track and new doors built for beach air.',
        services: [
          'Spring repair with coated springs that resist beach air',
          'Opener troubleshooting: reversing doors, dead remotes, corroded sensors',
          'Off-track doors reset and rusted rollers replaced',
          'New door installation with permits on either side of the county line',
          'Ground-level garage doors under raised beach houses',
        ],
        whyChoose: [
          'Regular routes down Manasota Key and out to Cape Haze',
          'Parts chosen for homes within a mile of the Gulf',
          'Upfront pricing you approve before the work',
          'Licensed and insured in Sarasota and Charlotte counties',
          'Friendly technicians who explain what failed and why',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-englewood',
          title: 'Garage Door Service in Englewood | Book a Local Technician',
          description: 'Book Englewood garage door service online: spring repair, opener troubleshooting and off-track doors, with an upfront price before any work begins.',
          h1: 'Garage Door Service in Englewood',
        },
      ],
      copy: {
        lead: 'Book Englewood garage door service online and we confirm the visit and the price by phone before anyone drives out.',
        paragraphs: [
          'Rotonda West and Grove City homes are mostly inland, but the air off Lemon Bay still reaches them: the first thing to go is usually the opener’s safety sensors or the bottom rollers. On the keys, springs and cables rust far faster, and we suggest a yearly check rather than waiting for a break.',
          'Opener troubleshooting is one of the options in the form for a reason: a door that reverses, stops halfway or ignores the remote is often an adjustment or a sensor, not a new opener. We check the cheap fixes first.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34223',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'spring-repair', label: 'Spring repair' },
        { value: 'opener-troubleshooting', label: 'Opener troubleshooting' },
        { value: 'off-track-door', label: 'Off-track door' },
        { value: 'new-door-installation', label: 'New door installation' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 8,
  emergencyArea: true,
  detectable: true,
});
