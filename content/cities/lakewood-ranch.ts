import { defineCity } from './types';

export const lakewoodRanch = defineCity({
  slug: 'lakewood-ranch',
  name: 'Lakewood Ranch',
  county: 'Manatee County',
  zipCodes: ['34202', '34211', '34240'],
  neighbourhoods: ['Country Club', 'Greenbrook', 'Summerfield', 'Riverwalk', 'Waterside', 'Lakewood National', 'Central Park', 'Harmony'],
  localNotes: [
    {
      title: 'HOA design rules',
      text: 'Every Lakewood Ranch village has an architectural review committee, and most specify door styles, window inserts and colours. We bring the approved options to the estimate and prepare the product sheet your application needs.',
    },
    {
      title: 'Smart homes and three-car garages',
      text: 'Newer Ranch homes often have a two-car and a single door side by side, and owners want all of them on one app. We pair every opener to the same account and set up alerts for a door left open when you are away.',
    },
  ],
  review: {
    quote:
      'We wanted a smart opener we could check from our phones and a door that would pass the Country Club HOA. They brought the approved colour chart, handled the paperwork and installed both in one morning. The app works perfectly.',
    author: 'Priya S.',
    location: 'Country Club, Lakewood Ranch',
    rating: 5,
    service: 'Smart opener and new door installation',
  },
  pages: {
    short: {
      routes: [
        {
          slug: 'garage-door-lakewood-ranch',
          title: 'Garage Door Repair & Smart Openers in Lakewood Ranch, FL',
          description: 'Lakewood Ranch garage door repair, smart opener installation and modern door upgrades that suit HOA guidelines, from a licensed and insured local team.',
          h1: 'Garage Door Service in Lakewood Ranch',
        },
        {
          slug: 'garage-door-service-lakewood-ranch',
          title: 'Garage Door Service Lakewood Ranch | Smart Openers & Repair',
          description: 'Garage door service in Lakewood Ranch: smart opener installs, spring replacement, off-track repair and modern door upgrades, with free estimates.',
          h1: 'Lakewood Ranch Garage Door Service',
          canonical: 'garage-door-lakewood-ranch',
        },
      ],
      copy: {
        lead: 'Smart openers, spring replacement and modern door upgrades for Lakewood Ranch homes, installed to your village’s HOA guidelines.',
        paragraphs: [
          'Lakewood Ranch homeowners ask us for two things more than anywhere else: openers they can control and monitor from a phone, and door upgrades that look current without breaking the HOA rules. We install Wi-Fi openers with battery backup and camera options, and link them to the apps you already use.',
          'Most homes here were built after 2000 with torsion springs sized for the original door. If you upgrade to a heavier insulated or windowed door, the springs must be re-sized to the new weight; we include that in the quote so the door stays balanced and the opener lasts.',
          'Between Waterside, Lakewood National and the older Summerfield and Greenbrook streets we are in the Ranch most days of the week, so same-day repairs are the norm rather than the exception.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34202',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'smart-opener-installation', label: 'Smart opener installation' },
        { value: 'spring-replacement', label: 'Spring replacement' },
        { value: 'modern-door-upgrade', label: 'Modern door upgrade' },
        { value: 'off-track-repair', label: 'Off-track repair' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 6,
  emergencyArea: true,
  detectable: true,
});
